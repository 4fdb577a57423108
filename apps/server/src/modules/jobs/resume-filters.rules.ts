import { aliasesOf } from '../catalog/aliases.rules.js';
import type { CatalogueCity } from '../catalog/catalog.rules.js';

/**
 * The pure parts of JobGPT's filters from a resume (resume-filters.service.ts): experience levels
 * from years of work, the cities and countries a resume states, and the summary of what was read.
 */

/**
 * Years of work → the standard level a hunt should look at (1 entry … 8 distinguished). A resume
 * shows years, not a level; these bands are where most people with those years are hired:
 *   0–2 years   → 1 entry
 *   3–5 years   → 2 mid
 *   6–9 years   → 3 senior
 *   10–14 years → 4 staff
 *   15+ years   → 5 principal
 * No years read → no level (the hunt looks at any).
 */
export function experienceLevelsFor(years: number | null): number[] {
  if (years === null || !Number.isFinite(years) || years < 0) return [];
  if (years <= 2) return [1];
  if (years <= 5) return [2];
  if (years <= 9) return [3];
  if (years <= 14) return [4];
  return [5];
}

/** Lines that open a resume's sections; the header (name, contact, city) is what comes before the first. */
const SECTION_HEADING =
  /^(?:(?:professional |work |relevant |career )?(?:summary|profile|objective|experience|history)|education|(?:technical |key |core )?skills|employment(?: history)?|projects|certifications|about(?: me)?)\s*:?$/i;
/** At most this many lines count as the header when no heading ends it sooner. */
const HEADER_LINES_MAX = 8;

/** The resume's opening lines, before its first section heading (where a resume states where the person lives). */
export function headerLines(text: string): string[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const end = lines.findIndex((l) => l.length <= 40 && SECTION_HEADING.test(l));
  return lines.slice(0, Math.min(end < 0 ? lines.length : end, HEADER_LINES_MAX));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A finder of the catalogue's cities in text, in the order the text names them. A city counts
 * written as the catalogue writes it, capitalised, as whole words ("Pune", not "pune" in a word);
 * its older names count too ("Bangalore" → Bengaluru), except two-letter ones ("SF", "LA"), which
 * are too often something else.
 */
export function createCityFinder(rows: readonly CatalogueCity[]) {
  const byName = new Map<string, CatalogueCity>();
  for (const row of rows) if (!byName.has(row.city)) byName.set(row.city, row);
  const patterns: { pattern: RegExp; city: CatalogueCity }[] = [];
  for (const row of byName.values()) {
    patterns.push({ pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(row.city)}(?![\\p{L}\\p{N}])`, 'u'), city: row });
    for (const alias of aliasesOf('city', row.city)) {
      if (alias.length <= 2) continue;
      const written = alias.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
      patterns.push({
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${escape(written)}|${escape(alias.toUpperCase())})(?![\\p{L}\\p{N}])`, 'u'),
        city: row,
      });
    }
  }
  return (text: string): CatalogueCity[] => {
    const found: { at: number; city: CatalogueCity }[] = [];
    for (const { pattern, city } of patterns) {
      const match = pattern.exec(text);
      if (match) found.push({ at: match.index, city });
    }
    found.sort((a, b) => a.at - b.at || b.city.city.length - a.city.city.length);
    const seen = new Set<string>();
    return found.flatMap(({ city }) => (seen.has(city.city) ? [] : (seen.add(city.city), [city])));
  };
}

/** Countries a header names outright ("Bengaluru, India", "Austin, TX, USA"). */
export function countriesNamed(text: string): ('in' | 'us')[] {
  const out: ('in' | 'us')[] = [];
  if (/(?<![\p{L}])India(?![\p{L}])/u.test(text)) out.push('in');
  if (/(?<![\p{L}])(?:USA|U\.S\.A?\.|United States(?: of America)?)(?![\p{L}])/u.test(text)) out.push('us');
  return out;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What was read, in a sentence or two, for the member to check before saving the hunt. */
export function summaryOf(read: {
  positions: number;
  yearsOfExperience: number | null;
  titles: readonly string[];
  skills: readonly string[];
  locations: readonly string[];
}): string {
  const parts = [plural(read.positions, 'position')];
  if (read.yearsOfExperience !== null) parts.push(`${plural(read.yearsOfExperience, 'year')} of experience`);
  parts.push(plural(read.skills.length, 'catalogue skill'));
  const first = `Read ${listed(parts)} from the resume.`;
  const looks: string[] = [];
  if (read.titles.length > 0) looks.push(`${listed(read.titles.slice(0, 3))} roles`);
  if (read.locations.length > 0) looks.push(`in ${listed(read.locations)}`);
  if (looks.length === 0) return `${first} No title or city it names is in the catalogue: choose them yourself.`;
  return `${first} Looking for ${looks.join(' ')}.`;
}
