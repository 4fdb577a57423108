import type { ProfileSourceData } from '@paysight/db';
import { SCHOOL_ALIASES } from '../catalog/aliases.rules.js';
import type { CatalogueKind as CatalogueKind_ } from '../catalog/catalog.rules.js';
import { fold } from '../catalog/fold.rules.js';
import { parseCsv } from '../../lib/csv.js';

/**
 * Facts out of a resume's text and out of a professional-network data export, matched to the
 * catalogue, and the plan for filling a profile's empty fields from them. Pure functions: the
 * text, the files and the catalogue rows come in, nothing is read or written here.
 */

// ---------------------------------------------------------------------------------------------
// Dates and date ranges

/** A month as a number (year * 12 + month - 1); `yearOnly` when the source gave only the year. */
interface MonthPoint {
  index: number;
  yearOnly: boolean;
}
type DatePoint = MonthPoint | 'present';

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:${MONTH}\s*,?\s*${YEAR}|${MONTH}\s*['’]\d{2}|(?:0?[1-9]|1[0-2])\s*/\s*${YEAR}|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?!\d)|${YEAR})`;
const NOW_WORDS = String.raw`(?:present|current(?:ly)?|now|today|ongoing|till\s+date|to\s+date|date)`;
const SEPARATOR = String.raw`\s*(?:-|–|—|‒|−|~|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bthru\b)\s*`;
const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}])`;
const RANGE = new RegExp(`${EDGE_BEFORE}(${DATE})${SEPARATOR}(${DATE}|${NOW_WORDS})${EDGE_AFTER}`, 'giu');
const LONE_YEAR = new RegExp(`${EDGE_BEFORE}${YEAR}${EDGE_AFTER}`, 'gu');

const monthIndex = (now: Date) => now.getUTCFullYear() * 12 + now.getUTCMonth();

/** "Jan 2019", "January 2019", "Sept. 2019", "Mar '19", "03/2019", "2019-03", "2019", "Present" (anything else: null). */
export function parseDatePoint(text: string, now: Date): DatePoint | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (new RegExp(`^${NOW_WORDS}$`, 'i').test(t)) return 'present';
  let m = /^([a-z]{3})[a-z]*\.?\s*,?\s*(\d{4})$/.exec(t);
  if (m) {
    const month = MONTH_NAMES.indexOf(m[1]!);
    return month < 0 ? null : checkYear(Number(m[2]), month, false, now);
  }
  if ((m = /^([a-z]{3})[a-z]*\.?\s*['’](\d{2})$/.exec(t))) {
    const month = MONTH_NAMES.indexOf(m[1]!);
    const yy = Number(m[2]);
    const year = 2000 + yy <= now.getUTCFullYear() + 1 ? 2000 + yy : 1900 + yy;
    return month < 0 ? null : checkYear(year, month, false, now);
  }
  if ((m = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(t))) return checkYear(Number(m[2]), Number(m[1]) - 1, false, now);
  if ((m = /^(\d{4})[-/.](\d{1,2})$/.exec(t))) return checkYear(Number(m[1]), Number(m[2]) - 1, false, now);
  if ((m = /^(\d{4})$/.exec(t))) return checkYear(Number(m[1]), 0, true, now);
  // An export's "Mar 1, 2019" or "1 Mar 2019": the month and the year.
  if ((m = /^([a-z]{3})[a-z]*\.?\s+\d{1,2},?\s+(\d{4})$/.exec(t)) || (m = /^\d{1,2}\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/.exec(t))) {
    const month = MONTH_NAMES.indexOf(m[1]!);
    return month < 0 ? null : checkYear(Number(m[2]), month, false, now);
  }
  return null;
}

function checkYear(year: number, month: number, yearOnly: boolean, now: Date): MonthPoint | null {
  if (month < 0 || month > 11 || year < 1950 || year > now.getUTCFullYear() + 1) return null;
  return { index: year * 12 + month, yearOnly };
}

/** YYYY-MM, or YYYY when only the year was given. */
function formatPoint(p: MonthPoint) {
  const year = Math.floor(p.index / 12);
  return p.yearOnly ? String(year) : `${year}-${String((p.index % 12) + 1).padStart(2, '0')}`;
}

export interface DateRange {
  from: MonthPoint;
  to: DatePoint;
  /** Where the range was written in the line. */
  start: number;
  end: number;
}

/** The date ranges written in a line ("Jan 2019 – Present", "2016 - 2019", "03/2018 to 05/2020"). */
export function findDateRanges(line: string, now: Date): DateRange[] {
  const out: DateRange[] = [];
  for (const m of line.matchAll(RANGE)) {
    const from = parseDatePoint(m[1]!.replace(/\s+/g, ' '), now);
    const to = parseDatePoint(m[2]!.replace(/\s+/g, ' '), now);
    if (!from || from === 'present' || !to) continue;
    out.push({ from, to, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * A range as months [start, end): a month-precise end counts its own month ("Jan – Mar 2019" is 3
 * months), a year-only end does not ("2016 - 2019" is 3 years), and the present counts this month.
 */
function monthSpan(from: MonthPoint, to: DatePoint, now: Date): [number, number] | null {
  const current = monthIndex(now) + 1;
  const end = to === 'present' ? current : to.yearOnly ? to.index : to.index + 1;
  const start = from.index;
  const clampedEnd = Math.min(end, current);
  return clampedEnd > start ? [start, clampedEnd] : null;
}

/** Whole years covered by the ranges, overlapping months counted once. */
export function yearsCovered(ranges: Array<{ from: MonthPoint; to: DatePoint }>, now: Date): number | null {
  const spans = ranges
    .flatMap((r) => {
      const span = monthSpan(r.from, r.to, now);
      return span ? [span] : [];
    })
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return null;
  let total = 0;
  let [start, end] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
    if (s <= end) end = Math.max(end, e);
    else {
      total += end - start;
      [start, end] = [s, e];
    }
  }
  total += end - start;
  return Math.min(60, Math.floor(total / 12));
}

/** "7+ years of experience", "over 10 years of professional experience", "experience of 5 years": the largest figure stated. */
export function statedYears(text: string): number | null {
  const patterns = [
    /(\d{1,2})(?:\.\d+)?\s*\+?\s*(?:years?|yrs?)\.?(?:\s+of)?(?:\s+[\p{L}-]+){0,3}?\s+(?:experience|exp\b)/giu,
    /experience\s+of\s+(?:over\s+|more\s+than\s+|about\s+|nearly\s+)?(\d{1,2})\s*\+?\s*(?:years?|yrs?)/giu,
  ];
  let best: number | null = null;
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const n = Number(m[1]);
      if (n <= 60 && (best === null || n > best)) best = n;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Reading a resume

type Section = 'top' | 'experience' | 'education' | 'skills' | 'other';

const HEADINGS: Record<Exclude<Section, 'top'>, string[]> = {
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional background',
    'career',
    'experience summary',
  ],
  education: [
    'education',
    'academic background',
    'academics',
    'academic qualifications',
    'educational qualifications',
    'education and training',
    'qualifications',
    'academic details',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'technologies',
    'tech stack',
    'skills and tools',
    'tools and technologies',
    'areas of expertise',
    'expertise',
    'skill set',
    'skillset',
    'technical expertise',
  ],
  other: [
    'summary',
    'professional summary',
    'profile',
    'objective',
    'career objective',
    'about me',
    'about',
    'projects',
    'personal projects',
    'certifications',
    'certificates',
    'licenses and certifications',
    'awards',
    'honors',
    'honours',
    'achievements',
    'accomplishments',
    'publications',
    'languages',
    'interests',
    'hobbies',
    'volunteering',
    'volunteer experience',
    'references',
    'contact',
    'contact information',
    'personal details',
    'personal information',
    'courses',
    'coursework',
    'leadership',
    'activities',
    'extracurricular activities',
  ],
};
const HEADING_OF = new Map<string, Exclude<Section, 'top'>>(
  Object.entries(HEADINGS).flatMap(([section, names]) => names.map((n) => [n, section as Exclude<Section, 'top'>])),
);

/** The section a line opens ("WORK EXPERIENCE", "Education:"), and any text after its colon. */
function headingOf(line: string): { section: Exclude<Section, 'top'>; rest: string } | null {
  const colon = /^([^:]{2,40}):\s*(.*)$/.exec(line);
  const head = fold(colon ? colon[1]! : line);
  const section = HEADING_OF.get(head);
  const rest = colon ? colon[2]!.trim() : '';
  // "Languages: Java, Go" inside a skills section is a list, not the start of another section.
  if (!section || (section === 'other' && rest)) return null;
  return { section, rest };
}

const BULLET = /^[•●▪◦∙·■□➢►▸*‣⁃-]\s*/u;
const isBullet = (line: string) => BULLET.test(line) && !/^-\s*\d/.test(line);

/** Words that make a piece of a position line its job title. */
const TITLE_WORDS = new Set([
  ...'engineer developer programmer manager analyst designer lead director intern internship consultant architect scientist specialist head officer associate executive president vp svp avp founder cofounder administrator researcher recruiter accountant coordinator technician trainee fellow assistant representative nurse physician pharmacist therapist teacher professor lecturer writer editor strategist principal sde swe sre sdet mts hrbp cto ceo cfo coo partner owner advisor adviser supervisor tester devops'.split(
    ' ',
  ),
]);

export function isTitleLike(text: string) {
  const words = fold(text).split(' ');
  return words.some((w) => TITLE_WORDS.has(w) || w.endsWith('engineer'));
}

const SCHOOL_WORDS = new Set(
  'university universities college institute school academy polytechnic vidyalaya vidyapeeth vidyapith iit nit iiit iim bits univ universidad universitat'.split(
    ' ',
  ),
);
const SCHOOL_NAMES = new Set([...Object.keys(SCHOOL_ALIASES), ...Object.values(SCHOOL_ALIASES).flatMap((a) => a.map(fold))]);

export function isSchoolLike(text: string) {
  return text.split(/\s*,\s*/).some((segment) => {
    const f = fold(segment);
    return SCHOOL_NAMES.has(f) || f.split(' ').some((w) => SCHOOL_WORDS.has(w));
  });
}

const NOT_EMPLOYER = new Set([
  'remote',
  'hybrid',
  'onsite',
  'on site',
  'full time',
  'part time',
  'contract',
  'freelance',
  'india',
  'usa',
  'us',
  'united states',
  'self employed',
]);

/** A position line's text without its dates, split into pieces at | • · dashes and commas. */
function pieces(text: string): string[] {
  return text
    .split(/\s*[|•·]\s*|\s+[-–—]\s+|\s*[–—]\s*|\s*,\s*|\s*\(\s*|\s*\)\s*|\t/)
    .map((p) => p.replace(/^[\s:;,.-]+|[\s:;,]+$/g, '').trim())
    .filter((p) => p.length > 0 && p.length <= 80 && !NOT_EMPLOYER.has(fold(p)) && /\p{L}/u.test(p));
}

/** Title and employer out of the text around a position's dates. */
function positionOf(texts: string[]): { company: string; title: string } | null {
  let title = '';
  const others: string[] = [];
  for (const text of texts) {
    // "Senior Engineer at Google", "Engineer @ Flipkart, Bengaluru"
    const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
    if (at && isTitleLike(at[1]!)) {
      if (!title) title = at[1]!.trim();
      others.push(...pieces(at[2]!));
      continue;
    }
    for (const piece of pieces(text)) {
      if (!title && isTitleLike(piece)) title = piece;
      else if (!isTitleLike(piece)) others.push(piece);
    }
  }
  // The employer and what follows it on the line (usually a place): matching tries "Google, Bengaluru", then "Google".
  const company = others.slice(0, 3).join(', ');
  if (!company && !title) return null;
  return { company, title };
}

export interface ReadPosition {
  company: string;
  title: string;
  from: MonthPoint | null;
  to: DatePoint | null;
}

/** Newest first: positions held now, then by when they ended, then by when they started. */
function byRecency(a: ReadPosition, b: ReadPosition) {
  const endOf = (p: ReadPosition) => (p.to === 'present' ? Infinity : (p.to?.index ?? -Infinity));
  return endOf(b) - endOf(a) || (b.from?.index ?? -Infinity) - (a.from?.index ?? -Infinity);
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const MAX_SKILLS = 60;

function skillItems(line: string): string[] {
  const text = line.replace(BULLET, '');
  // "Languages: Java, Go" → the list after the label.
  const labelled = /^([^:,]{2,30}):\s*(.*)$/.exec(text);
  return (labelled ? labelled[2]! : text)
    .split(/\s*[,;|•·]\s*|\s+\/\s+/)
    .map((s) =>
      s
        .replace(/\([^)]*\)/g, '')
        .replace(/^(?:and|or)\s+/i, '')
        .replace(/[.\s]+$/, '')
        .trim(),
    )
    .filter((s) => s.length > 0 && s.length <= 40 && s.split(/\s+/).length <= 4);
}

/**
 * What a resume says: its positions (employer, title, dates), schools, skills and years of
 * experience. Sections are found by their headings; a resume without an experience heading has
 * its dated lines outside education read as positions.
 */
export function readResume(text: string, now: Date): ProfileSourceData {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const bySection: Record<Section, string[]> = { top: [], experience: [], education: [], skills: [], other: [] };
  let section: Section = 'top';
  for (const line of lines) {
    const heading = line.length <= 60 ? headingOf(line) : null;
    if (heading) {
      section = heading.section;
      if (heading.rest) bySection[section].push(heading.rest);
      continue;
    }
    bySection[section].push(line);
  }

  const experienceLines =
    bySection.experience.length > 0 ? bySection.experience : [...bySection.top, ...bySection.other].filter((l) => !isSchoolLike(l));
  const positions = readPositions(experienceLines, now).sort(byRecency);

  const schools = uniqueBy(
    bySection.education.flatMap((line) =>
      line
        .replace(RANGE, ' ')
        .replace(LONE_YEAR, ' ')
        .replace(/\b(?:c?gpa|cpi|percentage|grade)\b.*$/i, '')
        .split(/\s*[|•·]\s*|\s+[-–—]\s+|\s*[–—]\s*|\s*\(\s*|\s*\)\s*|;/)
        .map((p) => p.replace(BULLET, '').replace(/^[\s,:;.-]+|[\s,:;-]+$/g, ''))
        .filter((p) => p.length > 0 && p.length <= 120 && isSchoolLike(p)),
    ),
    fold,
  );

  const skills = uniqueBy(bySection.skills.flatMap(skillItems), fold).slice(0, MAX_SKILLS);
  const ranges = positions.flatMap((p) => (p.from && p.to ? [{ from: p.from, to: p.to }] : []));
  const years = yearsCovered(ranges, now) ?? statedYears(text);
  return toSourceData(positions, schools, skills, years, now);
}

function readPositions(lines: string[], now: Date): ReadPosition[] {
  const out: ReadPosition[] = [];
  /** Lines since the last position that may name the next one's title or employer. */
  let context: string[] = [];
  const consumed = new Set<number>();
  lines.forEach((line, i) => {
    if (consumed.has(i)) return;
    const ranges = findDateRanges(line, now);
    if (ranges.length === 0) {
      if (!isBullet(line) && line.length <= 90) context.push(line);
      else context = [];
      return;
    }
    const range = ranges[0]!;
    const rest = (line.slice(0, range.start) + ' | ' + line.slice(range.end)).replace(BULLET, '');
    let texts = [rest];
    let position = positionOf(texts);
    if (!position?.company || !position.title) {
      // The title or the employer sits on the line(s) just above the dates...
      const above = context.slice(-2);
      if (above.length > 0) {
        texts = [...above, rest];
      } else {
        // ...or, when the dates come first, just below.
        const below: string[] = [];
        for (let j = i + 1; j < lines.length && below.length < 2; j++) {
          const next = lines[j]!;
          if (isBullet(next) || next.length > 90 || findDateRanges(next, now).length > 0) break;
          below.push(next);
          consumed.add(j);
        }
        texts = [rest, ...below];
      }
      position = positionOf(texts) ?? position;
    }
    context = [];
    if (position) out.push({ ...position, from: range.from, to: range.to });
  });
  return out;
}

function toSourceData(
  positions: ReadPosition[],
  schools: string[],
  skills: string[],
  years: number | null,
  now: Date,
  extra: { name?: string; headline?: string } = {},
): ProfileSourceData {
  return {
    ...(extra.name ? { name: extra.name } : {}),
    ...(extra.headline ? { headline: extra.headline } : {}),
    companies: uniqueBy(
      positions.map((p) => p.company),
      fold,
    ),
    titles: uniqueBy(
      positions.map((p) => p.title),
      fold,
    ),
    schools,
    skills,
    ...(years !== null ? { yearsOfExperience: years } : {}),
    positions: positions.map((p) => ({
      company: p.company,
      title: p.title,
      ...(p.from ? { from: formatPoint(p.from) } : {}),
      ...(p.to ? { to: p.to === 'present' ? null : formatPoint(p.to) } : {}),
    })),
    readAt: now.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading a professional-network data export

/** The export's files read, by their names in lower case (profile.csv, positions.csv, ...). */
export type ExportFiles = Partial<Record<'profile.csv' | 'positions.csv' | 'education.csv' | 'skills.csv', string>>;

/**
 * The rows of one export CSV as objects keyed by column name (lower case). The export may put a
 * "Notes:" preamble above the header, so the header is the first record naming `keyColumn`.
 */
export async function readExportCsv(text: string, keyColumn: string): Promise<Array<Record<string, string>>> {
  const records: string[][] = [];
  for await (const record of parseCsv([text])) records.push(record.fields);
  const at = records.findIndex((fields) => fields.some((f) => f.trim().toLowerCase() === keyColumn));
  if (at < 0) return [];
  const header = records[at]!.map((f) => f.trim().toLowerCase());
  return records.slice(at + 1).map((fields) => Object.fromEntries(header.map((name, i) => [name, (fields[i] ?? '').trim()])));
}

/** What the export says; positions without "Finished On" are held now. */
export async function readNetworkExport(files: ExportFiles, now: Date): Promise<ProfileSourceData> {
  const [profileRows, positionRows, educationRows, skillRows] = await Promise.all([
    files['profile.csv'] ? readExportCsv(files['profile.csv'], 'first name') : [],
    files['positions.csv'] ? readExportCsv(files['positions.csv'], 'company name') : [],
    files['education.csv'] ? readExportCsv(files['education.csv'], 'school name') : [],
    files['skills.csv'] ? readExportCsv(files['skills.csv'], 'name') : [],
  ]);
  const point = (text: string | undefined) => {
    const p = text ? parseDatePoint(text, now) : null;
    return p === 'present' ? null : p;
  };
  const positions: ReadPosition[] = positionRows
    .filter((r) => r['company name'] || r.title)
    .map((r) => ({
      company: r['company name'] ?? '',
      title: r.title ?? '',
      from: point(r['started on']),
      to: r['finished on'] ? point(r['finished on']) : ('present' as const),
    }))
    .sort(byRecency);
  const schools = educationRows
    .filter((r) => r['school name'])
    .map((r, i) => ({ name: r['school name']!, end: point(r['end date'])?.index ?? point(r['start date'])?.index ?? -i }))
    .sort((a, b) => b.end - a.end)
    .map((s) => s.name);
  const skills = uniqueBy(
    skillRows.map((r) => r.name ?? ''),
    fold,
  ).slice(0, MAX_SKILLS);
  const ranges = positions.flatMap((p) => (p.from && p.to ? [{ from: p.from, to: p.to }] : []));
  const profile = profileRows[0];
  const name = profile ? [profile['first name'], profile['last name']].filter(Boolean).join(' ') : '';
  return toSourceData(positions, uniqueBy(schools, fold), skills, yearsCovered(ranges, now), now, {
    name,
    headline: profile?.headline ?? '',
  });
}

// ---------------------------------------------------------------------------------------------
// Matching names to the catalogue

export type CatalogueKind = Exclude<CatalogueKind_, 'city'>;

/** How an unmatched name is shown: for a school the part naming the school, otherwise the part before the first comma. */
export function displayName(kind: CatalogueKind, text: string): string {
  const segments = text
    .split(/\s*,\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (kind === 'school') return segments.find((s) => isSchoolLike(s)) ?? segments[0] ?? text;
  return segments[0] ?? text;
}

// ---------------------------------------------------------------------------------------------
// Filling a profile

/** What one source could put into a profile: catalogue ids (the employer it names as current or most recent). */
export interface FillCandidates {
  companyId: number | null;
  schoolId: number | null;
  skillIds: number[];
  experience: number | null;
}

export interface FillableProfile {
  companyId: number | null;
  schoolId: number | null;
  skillIds: number[];
  experience: number | null;
}

export type FillField = 'company' | 'school' | 'skills' | 'experience';

/** A profile holds at most this many skills (the contract's limit). */
export const MAX_PROFILE_SKILLS = 30;

/**
 * The values for the profile's empty fields, from the sources in order of preference: the first
 * source naming a (catalogue) employer gives the company, likewise the school and experience; the
 * skills are the union of every source's, and only when the member has none. A field the member
 * set is never in the plan.
 */
export function planFill(
  current: FillableProfile | null,
  sources: FillCandidates[],
): { values: Partial<FillableProfile>; filled: FillField[] } {
  const values: Partial<FillableProfile> = {};
  const filled: FillField[] = [];
  const company = sources.find((s) => s.companyId !== null)?.companyId ?? null;
  if ((current?.companyId ?? null) === null && company !== null) {
    values.companyId = company;
    filled.push('company');
  }
  const school = sources.find((s) => s.schoolId !== null)?.schoolId ?? null;
  if ((current?.schoolId ?? null) === null && school !== null) {
    values.schoolId = school;
    filled.push('school');
  }
  const skills = [...new Set(sources.flatMap((s) => s.skillIds))].slice(0, MAX_PROFILE_SKILLS);
  if ((current?.skillIds.length ?? 0) === 0 && skills.length > 0) {
    values.skillIds = skills;
    filled.push('skills');
  }
  const experience = sources.find((s) => s.experience !== null)?.experience ?? null;
  if ((current?.experience ?? null) === null && experience !== null) {
    values.experience = Math.max(0, Math.min(60, experience));
    filled.push('experience');
  }
  return { values, filled };
}
