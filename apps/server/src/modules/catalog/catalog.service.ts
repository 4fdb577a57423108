import { AppError, companySlug, titleSlug, type Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { escapeLike } from '../../lib/like.js';
import { allCities, companyBySlug, findCandidates, findCities } from './catalog.queries.js';
import {
  cityKey,
  findCity,
  indexCatalogue,
  lookupKeys,
  matchName,
  nameVariants,
  prefilterPatterns,
  type CatalogueEntry,
  type CatalogueKind,
} from './catalog.rules.js';

/**
 * The one catalogue resolver: text a person typed, a board posted, a resume or a payroll file holds
 * → the catalogue's company, title, school, skill or city, by the rule of catalog.rules.ts (folding,
 * legal forms, seniority, aliases). Every module that turns text into the catalogue asks here.
 */

type EntryKind = Exclude<CatalogueKind, 'city'>;

const slugOf = (kind: EntryKind, text: string) => (kind === 'company' ? companySlug(text) : titleSlug(text));

/**
 * A matcher over the rows the texts could mean (one query): a text resolves to the entry with that
 * slug (a pick from the typeahead), else by its keys (catalog.rules.ts), else to the entry whose
 * slug is a key's slug. `prefix` also reads the rows whose names start like the texts, for names
 * typed with a form the catalogue's own spelling lacks ("McKinsey" → McKinsey & Company).
 */
export async function catalogueMatcher(db: Db, kind: EntryKind, texts: readonly string[], options: { prefix?: boolean } = {}) {
  const wanted = [...new Set(texts.filter((t) => t.trim()))];
  const keys = wanted.flatMap((t) => nameVariants(t).flatMap((v) => lookupKeys(kind, v)));
  const rows: CatalogueEntry[] =
    wanted.length === 0
      ? []
      : await findCandidates(db, kind, {
          slugs: [...new Set([...wanted, ...keys.map((k) => slugOf(kind, k))])].filter(Boolean),
          names: [...new Set([...wanted.map((t) => t.toLowerCase()), ...keys])],
          patterns: options.prefix ? prefilterPatterns(kind, wanted.slice(0, 100), escapeLike).slice(0, 400) : [],
        });
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const index = indexCatalogue(kind, rows);
  return (text: string): CatalogueEntry | null => {
    if (!text.trim()) return null;
    const picked = bySlug.get(text) ?? matchName(kind, text, index);
    if (picked) return picked;
    for (const key of lookupKeys(kind, text)) {
      const row = bySlug.get(slugOf(kind, key));
      if (row) return row;
    }
    return null;
  };
}

async function resolveEntries(db: Db, kind: EntryKind, values: readonly string[]) {
  const match = await catalogueMatcher(db, kind, values);
  const resolved = new Map<string, number>();
  for (const v of values) {
    const row = match(v);
    if (row) resolved.set(v, row.id);
  }
  return resolved;
}

/** Catalogue entries a member gave (profile, career history, hunts, pay): value → id for the values that resolve. */
export const resolveCompanies = (db: Db, values: readonly string[]) => resolveEntries(db, 'company', values);
export const resolveSchools = (db: Db, values: readonly string[]) => resolveEntries(db, 'school', values);
export const resolveSkills = (db: Db, values: readonly string[]) => resolveEntries(db, 'skill', values);
export const resolveTitles = (db: Db, values: readonly string[]) => resolveEntries(db, 'title', values);

/** The one company a text means; null when none matches. */
export async function resolveCompany(db: Db, value: string) {
  return (await catalogueMatcher(db, 'company', [value]))(value);
}

export async function resolveTitle(db: Db, value: string) {
  return (await catalogueMatcher(db, 'title', [value]))(value);
}

export type CatalogueCityRow = Awaited<ReturnType<typeof findCities>>[number];

/**
 * The cities each place names: a city's slug, or its name or alias before the first comma
 * ("Bangalore", "BLR", "Bengaluru, Karnataka"). A name held in both regions gives both, India's first.
 */
export async function citiesNamed(db: Db, places: readonly string[]): Promise<Map<string, CatalogueCityRow[]>> {
  const keyOf = new Map(places.map((p) => [p, cityKey(p.split(',')[0] ?? '')]));
  const rows = await findCities(db, places, [...new Set([...keyOf.values(), ...places.map((p) => p.toLowerCase())])].filter(Boolean));
  const out = new Map<string, CatalogueCityRow[]>();
  for (const p of places) {
    const bySlug = rows.filter((r) => r.slug === p);
    const byName = rows.filter((r) => cityKey(r.city) === keyOf.get(p));
    const found = bySlug.length > 0 ? bySlug : byName;
    out.set(p, [...found.filter((r) => r.countryCode === 'in'), ...found.filter((r) => r.countryCode !== 'in')]);
  }
  return out;
}

/** The one city a place names: by slug, else by name or alias, the given region's first. */
export async function resolveCity(db: Db, place: string, region?: Region | null): Promise<CatalogueCityRow | null> {
  const found = (await citiesNamed(db, [place])).get(place) ?? [];
  return findCity(found, found[0]?.city ?? place, region) ?? null;
}

export { allCities };

/** A company of the catalogue by slug or id: its id, name, slug and industry (null when none). */
export { companyById, companyBySlug, titleBySlug } from './catalog.queries.js';

/** A company of the catalogue by slug, or the 404 a call about an unknown company answers. */
export async function companyBySlugOr404(db: Db, slug: string) {
  const row = await companyBySlug(db, slug);
  if (!row) throw new AppError(404, `No company "${slug}"`);
  return row;
}
