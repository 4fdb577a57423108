/**
 * Slugs. A company's slug is its name in lower case with legal suffixes dropped and every run of
 * other characters turned into '-'; a title's slug likewise, without dropping anything.
 */

const LEGAL_SUFFIXES = ['private limited', 'pvt ltd', 'corporation', 'limited', 'corp', 'inc', 'llc', 'ltd'];

const slugRuns = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function companySlug(name: string): string {
  let n = name.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  let changed = true;
  while (changed) {
    changed = false;
    for (const suffix of LEGAL_SUFFIXES) {
      if (n.endsWith(` ${suffix}`)) {
        n = n.slice(0, -suffix.length - 1).trim();
        changed = true;
      }
    }
  }
  return slugRuns(n);
}

export const titleSlug = (title: string) => slugRuns(title);

/** A slug as companySlug and titleSlug write one: runs of lower-case letters and digits joined by single '-'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
