import { companySlug, titleSlug } from '@paysight/contract';
import { companies, schools, skills, titles, type Db } from '@paysight/db';
import { inArray, or, sql } from 'drizzle-orm';

type CatalogTable = typeof companies | typeof schools | typeof skills | typeof titles;

/**
 * Catalogue entries a member gave (profile, salary contributions, offers): one rule everywhere.
 * Company, school, skill and title entries the member gave: each a slug (picked with the typeahead) or,
 * typed by hand, a name. One query per table. A value resolves to the entry with that slug, else
 * the one with exactly that name (case-insensitive; the oldest if several share it), else the one
 * whose slug is the value's slug (`slugOf`, as the form used to send it: "Infosys Ltd" → infosys).
 * Returns value → id for the values that resolve.
 */
async function resolveEntries(db: Db, table: CatalogTable, values: readonly string[], slugOf: (s: string) => string) {
  const resolved = new Map<string, number>();
  if (values.length === 0) return resolved;
  const slugs = [...new Set([...values, ...values.map(slugOf)])].filter(Boolean);
  const names = [...new Set(values.map((v) => v.toLowerCase()))];
  const rows = await db
    .select({ id: table.id, name: table.name, slug: table.slug })
    .from(table)
    .where(or(inArray(table.slug, slugs), inArray(sql`lower(${table.name})`, names)))
    .orderBy(table.id);
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const byName = new Map<string, number>();
  for (const r of rows) if (!byName.has(r.name.toLowerCase())) byName.set(r.name.toLowerCase(), r.id);
  for (const v of values) {
    const id = bySlug.get(v) ?? byName.get(v.toLowerCase()) ?? bySlug.get(slugOf(v));
    if (id !== undefined) resolved.set(v, id);
  }
  return resolved;
}

export const resolveCompanies = (db: Db, values: readonly string[], slugOf: (s: string) => string) =>
  resolveEntries(db, companies, values, slugOf);
export const resolveSchools = (db: Db, values: readonly string[], slugOf: (s: string) => string) =>
  resolveEntries(db, schools, values, slugOf);
export const resolveSkills = (db: Db, values: readonly string[], slugOf: (s: string) => string) =>
  resolveEntries(db, skills, values, slugOf);
export const resolveTitles = (db: Db, values: readonly string[]) => resolveEntries(db, titles, values, titleSlug);

/** The one company a member typed or picked, by the rule above; null when none matches. */
export async function resolveCompany(db: Db, value: string) {
  return (await resolveCompanies(db, [value], companySlug)).get(value) ?? null;
}

export async function resolveTitle(db: Db, value: string) {
  return (await resolveTitles(db, [value])).get(value) ?? null;
}
