import { AppError, api, comparisonPair, comparisonPath, readComparisonQ, type Region, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { Cache } from '../../lib/cache.js';
import { referrersAtCompanies } from '../referrals/referrals.service.js';
import {
  addComparisonView,
  catalogueNames,
  countSaved,
  deleteSaved,
  insertSaved,
  lockMember,
  popularPairs,
  savedRow,
  savedRows,
  type SavedRow,
} from './compare.queries.js';

/**
 * Comparisons beyond their figures (docs/decisions/051-compare-lists-and-contacts.md):
 * - popular comparisons: a pair counts one visitor-day per visitor and day (the limits module's
 *   first-view watch, keyed like the daily quota's pages); nothing of the visitor is kept with it,
 *   and a pair is listed only from MIN_SLICE visitor-days in the window;
 * - a member's saved comparisons: one per pair (a unique key), at most SAVED_COMPARISONS_MAX, each
 *   member's own (another member's id is not found);
 * - people to ask at the compared companies: the referrals' count of eligible referrers, shown
 *   from MIN_SLICE and never below it exactly, never anyone's name; asking goes through /referral.
 */

export interface CompareDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
  /** GET /compare/list's answers by region (caches.ts). */
  popular: Cache<api.PopularComparisons>;
}

const DAY_MS = 86_400_000;
const isRegion = (cc: string): cc is Region => cc === 'in' || cc === 'us';
const iso = (d: Date | string) => new Date(d).toISOString();

/** The pair of a q (its entries sorted); throws the page's own 400 when q is no comparison. */
function pairOf(q: string) {
  const read = readComparisonQ(q);
  if (!read.ok) throw new AppError(400, read.message);
  return { entries: read.entries, pair: comparisonPair(read.entries) };
}

/** A comparison page's values as one thing: its region and pair, so "A vs B" and "B vs A" count once a visitor-day. */
export function sameComparison([cc = '', q = '']: string[]): string[] {
  const read = readComparisonQ(q);
  return [cc, read.ok ? comparisonPair(read.entries) : q];
}

/** A visitor's first view today of a comparison that was answered: one more visitor-day of its pair. */
export async function countComparisonView(deps: Pick<CompareDeps, 'db' | 'now'>, [cc = '', pair = '']: string[]) {
  if (!isRegion(cc) || !readComparisonQ(pair).ok) return;
  await addComparisonView(deps.db, cc, pair, deps.now().toISOString().slice(0, 10));
}

type Named = { name: string; slug: string };

/**
 * The entries' names of each pair, by slug in one read of the catalogue; a pair naming a company
 * or title no longer in it is left out (null).
 */
async function namesOf(db: Db, pairs: readonly string[]) {
  const parsed = pairs.map((pair) => {
    const read = readComparisonQ(pair);
    return read.ok ? read.entries : [];
  });
  const entries = parsed.flat();
  const { companies, titles } = await catalogueNames(
    db,
    [...new Set(entries.map((e) => e.companySlug))],
    [...new Set(entries.flatMap((e) => (e.titleSlug ? [e.titleSlug] : [])))],
  );
  const company = new Map(companies.map((c) => [c.slug, { name: c.name, slug: c.slug }]));
  const title = new Map(titles.map((t) => [t.slug, { name: t.name, slug: t.slug }]));
  return parsed.map((list) => {
    if (list.length === 0) return null;
    const named = list.map((e) => ({ company: company.get(e.companySlug), title: e.titleSlug ? title.get(e.titleSlug) : null }));
    return named.every((n) => n.company && n.title !== undefined) ? (named as { company: Named; title: Named | null }[]) : null;
  });
}

/** GET /compare/list: the region's most opened pairs in the window, from MIN_SLICE visitor-days each. */
export function popularComparisons(deps: CompareDeps, cc: Region): Promise<api.PopularComparisons> {
  return deps.popular.get(cc, async () => {
    const since = new Date(deps.now().getTime() - (api.POPULAR_COMPARISONS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    // A few more than shown: a pair whose company left the catalogue is dropped.
    const rows = await popularPairs(deps.db, cc, since, deps.minSlice, api.POPULAR_COMPARISONS_MAX * 2);
    const names = await namesOf(
      deps.db,
      rows.map((r) => r.pair),
    );
    const items = rows
      .map((r, i) => {
        const entries = names[i];
        return entries ? { pair: r.pair, path: comparisonPath(cc, r.pair), entries, visitors: r.visitors, isDemo: r.is_demo } : null;
      })
      .filter((item) => item !== null)
      .slice(0, api.POPULAR_COMPARISONS_MAX);
    return { countryCode: cc, minSlice: deps.minSlice, windowDays: api.POPULAR_COMPARISONS_DAYS, items };
  });
}

async function savedViews(db: Db, rows: readonly SavedRow[]): Promise<api.SavedComparison[]> {
  const names = await namesOf(
    db,
    rows.map((r) => r.pair),
  );
  return rows.flatMap((r, i) => {
    const entries = names[i];
    return entries
      ? [
          {
            id: r.id,
            countryCode: r.country_code,
            pair: r.pair,
            path: comparisonPath(r.country_code, r.pair),
            entries,
            createdAt: iso(r.created_at),
          },
        ]
      : [];
  });
}

/** GET /compare: the member's saved comparisons, newest first. */
export async function savedComparisons(deps: CompareDeps, user: SessionUser): Promise<api.SavedComparisons> {
  return { items: await savedViews(deps.db, await savedRows(deps.db, user.id)), max: api.SAVED_COMPARISONS_MAX };
}

/** The comparison's companies and titles, each known to the catalogue (404 naming the one that is not). */
async function knownEntries(db: Db, q: string) {
  const { entries, pair } = pairOf(q);
  const { companies, titles } = await catalogueNames(
    db,
    entries.map((e) => e.companySlug),
    entries.flatMap((e) => (e.titleSlug ? [e.titleSlug] : [])),
  );
  for (const e of entries) {
    if (!companies.some((c) => c.slug === e.companySlug)) throw new AppError(404, `No company "${e.companySlug}"`);
    if (e.titleSlug && !titles.some((t) => t.slug === e.titleSlug)) throw new AppError(404, `No title "${e.titleSlug}"`);
  }
  return { entries, pair, companies };
}

export const SAVED_LIMIT_MESSAGE = `You can keep at most ${api.SAVED_COMPARISONS_MAX} saved comparisons: remove one to save another.`;

/**
 * POST /compare: saves the member's comparison once (its pair: saving it again, in any order,
 * answers the one saved); the member's saves are counted under a lock on their row, so the cap
 * holds however many arrive together, and a save past it is undone.
 */
export async function saveComparison(deps: CompareDeps, user: SessionUser, body: api.ComparisonBody): Promise<api.SavedComparison> {
  const { pair } = await knownEntries(deps.db, body.q);
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, user.id);
    const inserted = await insertSaved(tx, user.id, body.cc, pair, deps.now());
    if (!inserted) return (await savedRow(tx, user.id, body.cc, pair))!;
    if ((await countSaved(tx, user.id)) > api.SAVED_COMPARISONS_MAX) throw new AppError(409, SAVED_LIMIT_MESSAGE);
    return inserted;
  });
  const [view] = await savedViews(deps.db, [row]);
  return view!;
}

export const NO_SUCH_SAVED = 'No such saved comparison';

/** DELETE /compare/:id: only the member's own (one statement keyed on both); another member's id is not found. */
export async function removeSavedComparison(deps: CompareDeps, user: SessionUser, id: number) {
  if (!(await deleteSaved(deps.db, user.id, id))) throw new AppError(404, NO_SUCH_SAVED);
  return { deleted: true as const };
}

/**
 * GET /compare/leads/contacts: for each company of the comparison, how many members verified there
 * offered to answer (the referrals' eligible referrers, counted there), from MIN_SLICE; under it
 * the count is null ("fewer than"), never exact. No name, address or profile: a member asks
 * through a referral request, whose referrer's details reach the seeker only once they accept.
 */
export async function comparisonContacts(
  deps: CompareDeps,
  _user: SessionUser,
  query: { cc: Region; q: string },
): Promise<api.CompareContacts> {
  const { entries, companies } = await knownEntries(deps.db, query.q);
  const ordered = [...new Set(entries.map((e) => e.companySlug))].map((slug) => companies.find((c) => c.slug === slug)!);
  const counts = await referrersAtCompanies(
    deps,
    ordered.map((c) => c.id),
  );
  return {
    countryCode: query.cc,
    minSlice: deps.minSlice,
    companies: ordered.map((c) => {
      const count = counts.get(c.id);
      const referrers = count?.referrers ?? 0;
      return {
        company: { name: c.name, slug: c.slug },
        members: referrers >= deps.minSlice ? referrers : null,
        demoMembers: count?.demoReferrers ?? 0,
        medianAnswerHours: count?.medianAnswerHours ?? null,
      };
    }),
  };
}
