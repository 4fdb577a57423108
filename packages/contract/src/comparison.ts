import { SLUG_PATTERN } from './slug.js';

/**
 * A comparison's q, as the comparison page's URL and GET /{cc}/compare/salary/{q} read it: two or
 * three entries joined by --vs--, each {company}--{title} or {company} in slug form, none twice.
 * One rule for the page, the comparison call and the calls that save or count a comparison
 * (docs/decisions/051-compare-lists-and-contacts.md).
 */

export const COMPARE_SEPARATOR = '--vs--';
export const COMPARE_MIN_ENTRIES = 2;
export const COMPARE_MAX_ENTRIES = 3;
/** The longest q: three entries of long company and title slugs. */
export const COMPARE_Q_MAX = 400;

export interface ComparisonEntrySlugs {
  /** The entry as written in q. */
  key: string;
  companySlug: string;
  titleSlug: string | null;
}

export type ComparisonQ = { ok: true; entries: ComparisonEntrySlugs[] } | { ok: false; message: string };

/** The entries of q, or why q is not a comparison. */
export function readComparisonQ(q: string): ComparisonQ {
  if (q.length > COMPARE_Q_MAX) return { ok: false, message: `q must be at most ${COMPARE_Q_MAX} characters` };
  const keys = q.split(COMPARE_SEPARATOR);
  if (keys.length < COMPARE_MIN_ENTRIES || keys.length > COMPARE_MAX_ENTRIES) {
    return {
      ok: false,
      message: `Compare two or three entries joined by ${COMPARE_SEPARATOR}, e.g. google--software-engineer--vs--meta--software-engineer`,
    };
  }
  const entries: ComparisonEntrySlugs[] = [];
  for (const key of keys) {
    const parts = key.split('--');
    if (parts.length > 2 || !parts.every((part) => SLUG_PATTERN.test(part))) {
      return { ok: false, message: `Each compared entry must be {company}--{title} or {company}; "${key}" is neither` };
    }
    if (entries.some((e) => e.key === key)) return { ok: false, message: `"${key}" is in the comparison twice: compare different entries` };
    entries.push({ key, companySlug: parts[0]!, titleSlug: parts[1] ?? null });
  }
  return { ok: true, entries };
}

/**
 * The comparison's one name whatever the order its entries were picked in: the entries sorted,
 * so "Google vs Meta" and "Meta vs Google" are one pair (counted, saved and listed once).
 */
export const comparisonPair = (entries: readonly Pick<ComparisonEntrySlugs, 'key'>[]): string =>
  entries
    .map((e) => e.key)
    .sort()
    .join(COMPARE_SEPARATOR);

/** The comparison page of a pair: /{cc}/compare/companies/{q}. */
export const comparisonPath = (cc: string, q: string) => `/${cc}/compare/companies/${q}`;
