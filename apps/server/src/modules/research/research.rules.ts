import { stripMarks } from '../catalog/fold.rules.js';

/**
 * Matching forms of job titles (ADR 026). A title's key: lower case, accents dropped, "&" read as
 * "and", dots and apostrophes removed ("Sr." → "sr", "R.N." → "rn"), any other punctuation a space,
 * common abbreviations spelled out ("sr" → "senior", "mgr" → "manager"), spaces collapsed. The
 * importer stores each O*NET alternate title's key (titleKey) in this form; the lookup keys the
 * asked title the same way.
 */

const ABBREVIATIONS: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  mgr: 'manager',
  engr: 'engineer',
  asst: 'assistant',
  assoc: 'associate',
  dir: 'director',
  vp: 'vice president',
  svp: 'senior vice president',
  avp: 'assistant vice president',
  exec: 'executive',
  admin: 'administrator',
  acct: 'account',
};

export function titleKey(title: string): string {
  const words = stripMarks(title)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words.map((w) => ABBREVIATIONS[w] ?? w).join(' ');
}

/** An alternate title without its parenthesised short form: "Quality Assurance Engineer (QA Engineer)" → "Quality Assurance Engineer". */
export function withoutParenthetical(title: string): string {
  return title.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

/** Words that state seniority, not occupation: dropped by the fallback match ("Senior Software Engineer" → "software engineer"). */
const SENIORITY = new Set([
  'senior',
  'junior',
  'lead',
  'staff',
  'principal',
  'associate',
  'entry',
  'level',
  'mid',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
  '4',
]);

/** The key without seniority words; null when nothing is dropped or nothing would remain. */
export function withoutSeniority(key: string): string | null {
  const words = key.split(' ');
  const kept = words.filter((w) => !SENIORITY.has(w));
  if (kept.length === words.length || kept.length === 0) return null;
  return kept.join(' ');
}

/** An occupation title's singular key: "Registered Nurses" → "registered nurse"; "Chief Executives" → "chief executive". */
export function singularKey(key: string): string {
  return key
    .split(' ')
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

/** SOC 2018 code of an O*NET-SOC code: its first 7 characters ("15-1252.00" → "15-1252"). */
export const socOf = (onetSoc: string) => onetSoc.slice(0, 7);

/** BLS aggregates some detailed occupations under a code ending in 0 ("13-1023" is published as "13-1020"). */
export const oewsAggregateOf = (soc: string) => `${soc.slice(0, 6)}0`;

export type OewsValue = { value: number | null; suppressed: boolean; topCoded: boolean };

/** BLS's annual top-code for May 2024: a "#" means "at least this much". */
export const OEWS_ANNUAL_TOP_CODE = 239_200;

/** An OEWS cell: "67,920" → 67920; "*" suppressed → null; "#" top-coded → the floor; "" → null. */
export function parseOewsNumber(raw: string, topCode: number | null): OewsValue | 'invalid' {
  const s = raw.trim();
  if (s === '*' || s === '**') return { value: null, suppressed: true, topCoded: false };
  if (s === '#') return topCode === null ? 'invalid' : { value: topCode, suppressed: false, topCoded: true };
  if (s === '') return { value: null, suppressed: false, topCoded: false };
  const n = Number(s.replace(/,/g, ''));
  if (!Number.isFinite(n) || n < 0) return 'invalid';
  return { value: Math.round(n), suppressed: false, topCoded: false };
}

/** "oews-national-may2024.csv" → "May 2024"; null when the name does not say. */
export function oewsPeriodOf(fileName: string): string | null {
  const m = /(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-_ ]?(\d{4})/i.exec(fileName);
  if (!m) return null;
  const month = m[1]!.toLowerCase();
  return `${month[0]!.toUpperCase()}${month.slice(1)} ${m[2]}`;
}
