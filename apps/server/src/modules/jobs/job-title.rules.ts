import { TITLE_ALIASES } from '../suggest/aliases.rules.js';

/**
 * What a posted title says: its seniority on the standard level scale, the catalogue title it is,
 * and a key that tells the same job apart on two boards. Pure; the import applies it per posting.
 */

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Seniority words, most specific first ("senior staff" before "staff" and "senior"). */
const SENIORITY: [RegExp, number][] = [
  [/\b(distinguished|fellow)\b/, 8],
  [/\bsenior principal\b/, 7],
  [/\bprincipal\b/, 6],
  [/\bsenior staff\b/, 5],
  [/\b(staff|lead)\b/, 4],
  [/\b(senior|sr)\b|\b(iii)\b/, 3],
  [/\b(mid level|ii)\b/, 2],
  [/\b(junior|jr|entry level|graduate|new grad|associate|intern|internship|i)\b/, 1],
];

/** The standard level a title states ("Senior Software Engineer" → 3); null when it states none. */
export function seniorityOf(title: string): number | null {
  const t = fold(title);
  for (const [pattern, level] of SENIORITY) if (pattern.test(t)) return level;
  return null;
}

/** Words that qualify a title without changing the job ("Senior", "Sr.", "II", "(Remote)"). */
const QUALIFIERS =
  /\b(distinguished|fellow|principal|senior|sr|staff|lead|junior|jr|entry level|new grad|graduate|mid level|iii|ii|i|remote|hybrid|contract|temporary|temp|full time|part time)\b/g;

/**
 * The same job's title on two boards folds to one key: lower case, punctuation and seniority kept
 * (a senior and a junior opening are two jobs), parenthesised remarks ("(Remote)") and requisition
 * numbers dropped.
 */
export function titleKey(title: string): string {
  return fold(title.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/\b(req|r|jr)?[-#]?\d{4,}\b/gi, ' '))
    .replace(/\b(remote|hybrid)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The core of a title: the part before a comma, dash or parenthesis, without qualifiers. */
export function coreTitle(title: string): string {
  const head = title.split(/\s[-–—|]\s|,|\(|\//)[0] ?? title;
  return fold(head).replace(QUALIFIERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A finder over the catalogue's titles: a posted title's core equal to a title or one of its
 * aliases wins; otherwise the longest catalogue title contained in it, word for word ("Backend
 * Software Engineer" → Software Engineer). Null when nothing fits: the job keeps its own title.
 */
export function createTitleMatcher(catalog: readonly { id: number; name: string }[]) {
  const exact = new Map<string, number>();
  for (const t of catalog) {
    const key = fold(t.name);
    if (!exact.has(key)) exact.set(key, t.id);
    for (const alias of TITLE_ALIASES[key] ?? []) if (!exact.has(alias)) exact.set(alias, t.id);
  }
  const byLength = [...exact.entries()].sort((a, b) => b[0].length - a[0].length);
  return (title: string): number | null => {
    const core = coreTitle(title);
    if (core === '') return null;
    const direct = exact.get(core);
    if (direct !== undefined) return direct;
    const padded = ` ${core} `;
    for (const [name, id] of byLength) if (padded.includes(` ${name} `)) return id;
    return null;
  };
}

/** A title's words for comparing titles (matching's title part): lower case, seniority and filler words dropped. */
export const titleWordsOf = (title: string): string[] =>
  title
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
const STOP_WORDS = new Set([
  'and',
  'of',
  'the',
  'for',
  'in',
  'at',
  'to',
  'ii',
  'iii',
  'iv',
  'sr',
  'jr',
  'senior',
  'junior',
  'lead',
  'staff',
  'principal',
]);
