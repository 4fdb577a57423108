/**
 * Text → catalogue entry, the one rule (pure; the rows come in). A text is looked up by its folded
 * keys, best first: itself; an employer without its legal form ("Infosys Ltd" → infosys); a title
 * without its seniority ("Sr. Software Engineer", "SDE 2" → software engineer, sde); and the entry
 * each of those is an alias of ("sde" → software engineer, "tcs" → tata consultancy services,
 * "blr" → bengaluru). An entry answers to its folded name, an employer's also without its legal
 * form, a school's also by its initials.
 */
import { canonicalName, TITLE_ALIASES, TITLE_SHORT_FORMS, type CatalogueKind } from './aliases.rules.js';
import { fold, initials, stripLegalSuffixes } from './fold.rules.js';

export type { CatalogueKind };

export interface CatalogueEntry {
  id: number;
  name: string;
  slug: string;
}

const SENIORITY = /^(?:senior|sr|junior|jr|staff|principal|lead|associate|chief|head)\s+|\s+(?:i|ii|iii|iv|v|1|2|3|4|5)$/;

/** A title without the seniority around it ("senior software engineer ii" → "software engineer"). */
export function bareTitle(folded: string): string {
  let bare = folded;
  for (let prev = ''; prev !== bare;) {
    prev = bare;
    bare = bare.replace(SENIORITY, '');
  }
  return bare;
}

/** The folded forms a text is looked up as, best first. */
export function lookupKeys(kind: CatalogueKind, text: string): string[] {
  const f = fold(text);
  if (!f) return [];
  const keys = [f];
  if (kind === 'company') keys.push(stripLegalSuffixes(f.split(' ')).join(' '));
  if (kind === 'title') keys.push(bareTitle(f));
  for (const k of [...keys]) {
    const canonical = canonicalName(kind, k);
    if (canonical) keys.push(canonical);
  }
  return [...new Set(keys.filter(Boolean))];
}

/** A name and the shorter names inside it at its commas, longest first ("B.Tech, IIT Bombay, Mumbai" → ..., "IIT Bombay", ...). */
export function nameVariants(text: string): string[] {
  const segments = text
    .split(/\s*,\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (let len = segments.length; len >= 1; len--) {
    for (let start = 0; start + len <= segments.length; start++) out.push(segments.slice(start, start + len).join(', '));
  }
  return out;
}

/** The folded keys an entry answers to. */
export function entryKeys(kind: CatalogueKind, name: string): string[] {
  const f = fold(name);
  const keys = [f];
  if (kind === 'company') keys.push(stripLegalSuffixes(f.split(' ')).join(' '));
  if (kind === 'school') {
    const abbreviation = initials(f.split(' '));
    if (abbreviation && abbreviation.length >= 3) keys.push(abbreviation);
  }
  return keys;
}

/** Catalogue rows by the folded keys they answer to; rows come oldest first, and the oldest keeps a shared key. */
export function indexCatalogue<T extends { name: string }>(kind: CatalogueKind, rows: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  // Every row's own name before any row's shorter forms: "Infosys" is Infosys before it is "Infosys Ltd" without its form.
  for (let i = 0; i < 3; i++) {
    for (const row of rows) {
      const key = entryKeys(kind, row.name)[i];
      if (key && !index.has(key)) index.set(key, row);
    }
  }
  return index;
}

/** The entry a text stands for, or null. Tries the whole text first, then the names between its commas. */
export function matchName<T>(kind: CatalogueKind, text: string, index: ReadonlyMap<string, T>): T | null {
  for (const variant of nameVariants(text)) {
    for (const key of lookupKeys(kind, variant)) {
      const row = index.get(key);
      if (row) return row;
    }
  }
  return null;
}

/** LIKE patterns (lower case) that find every catalogue row a text could match: its start, and its first word's. */
export function prefilterPatterns(kind: CatalogueKind, texts: string[], escape: (s: string) => string): string[] {
  const patterns = new Set<string>();
  for (const text of texts) {
    for (const variant of nameVariants(text)) {
      patterns.add(`${escape(variant.toLowerCase())}%`);
      for (const key of lookupKeys(kind, variant)) {
        const first = key.split(' ')[0]!;
        patterns.add(`${escape(first.length >= 3 ? first : key)}%`);
      }
    }
  }
  return [...patterns];
}

/** The folded city name a text means ("Bangalore", "BLR" → "bengaluru"); the text folded when it is no alias. */
export function cityKey(text: string): string {
  const f = fold(text);
  return canonicalName('city', f) ?? f;
}

export interface CatalogueCity {
  city: string;
  countryCode: 'in' | 'us';
}

/**
 * The catalogue city a place names ("Bangalore", "Bengaluru, Karnataka", "Portland, OR"): the part
 * before its first comma, by name or alias. A name in both regions is taken in the region asked
 * for, else in India. Null when none fits.
 */
export function findCity<T extends CatalogueCity>(rows: readonly T[], place: string, region?: 'in' | 'us' | null): T | null {
  const key = cityKey(place.split(',')[0] ?? '');
  if (!key) return null;
  const matches = rows.filter((r) => fold(r.city) === key);
  return matches.find((r) => r.countryCode === (region ?? 'in')) ?? matches.find((r) => r.countryCode === 'in') ?? matches[0] ?? null;
}

/** Words that qualify a posted title without changing the job ("Senior", "Sr.", "II", "(Remote)"). */
const QUALIFIERS =
  /\b(distinguished|fellow|principal|senior|sr|staff|lead|junior|jr|entry level|new grad|graduate|mid level|iii|ii|i|remote|hybrid|contract|temporary|temp|full time|part time)\b/g;

/** The core of a posted title: the part before a comma, dash or parenthesis, folded, without qualifiers. */
export function coreTitle(title: string): string {
  const head = title.split(/\s[-–—|]\s|,|\(|\//)[0] ?? title;
  return fold(head).replace(QUALIFIERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A finder over the catalogue's titles for posted titles (job boards, resumes' positions): the
 * core equal to a title, one of its aliases or short forms wins; otherwise the longest title or
 * alias contained in it, word for word ("Backend Software Engineer" → Software Engineer; a short
 * form such as "developer" never counts inside a longer title). Null when nothing fits.
 */
export function createTitleMatcher(catalog: readonly { id: number; name: string }[]) {
  const inside = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, id: number) => {
    if (key && !map.has(key)) map.set(key, id);
  };
  for (const t of catalog) add(inside, fold(t.name), t.id);
  for (const t of catalog) for (const alias of TITLE_ALIASES[fold(t.name)] ?? []) add(inside, fold(alias), t.id);
  const whole = new Map(inside);
  for (const t of catalog) for (const form of TITLE_SHORT_FORMS[fold(t.name)] ?? []) add(whole, fold(form), t.id);
  const byLength = [...inside.entries()].sort((a, b) => b[0].length - a[0].length);
  return (title: string): number | null => {
    const core = coreTitle(title);
    if (core === '') return null;
    const direct = whole.get(core);
    if (direct !== undefined) return direct;
    const padded = ` ${core} `;
    for (const [name, id] of byLength) if (padded.includes(` ${name} `)) return id;
    return null;
  };
}
