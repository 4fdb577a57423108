import { createHash } from 'node:crypto';
import { WARN_FIELDS, type Vocabulary, type WarnDateField, type WarnField, type WarnStateMapping } from './warn-states.js';

/**
 * The WARN notice rules, without a database: a state's header → the fields' columns, one row →
 * a parsed notice with its flags, the date plausibility rule, the company/site split and the
 * notice's identity (ADR 042; from the mapped cells alone, ADR 047).
 */

export class WarnMappingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WarnMappingError';
  }
}

const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Field → column index, found by the state's header names; throws naming the fields (and the names tried) that are missing. */
export function mapWarnHeader(state: string, mapping: WarnStateMapping, header: readonly string[]): Partial<Record<WarnField, number>> {
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    const key = fold(name);
    if (key && !positions.has(key)) positions.set(key, i);
  });
  const columns: Partial<Record<WarnField, number>> = {};
  for (const field of WARN_FIELDS) {
    for (const name of mapping.columns[field] ?? []) {
      const at = positions.get(fold(name));
      if (at !== undefined) {
        columns[field] = at;
        break;
      }
    }
  }
  const missing = mapping.required.filter((f) => columns[f] === undefined);
  if (missing.length > 0) {
    const wanted = missing.map((f) => `${f} (${(mapping.columns[f] ?? []).map((n) => `"${n}"`).join(' or ')})`);
    throw new WarnMappingError(
      `not a ${mapping.name} (${state}) WARN file: missing column${missing.length > 1 ? 's' : ''} ${wanted.join(', ')}`,
    );
  }
  return columns;
}

/** The message for a state with no mapping: the states that have one and the fields a file must give. */
export function unmappedStateMessage(state: string, known: readonly string[]): string {
  return (
    `no WARN mapping for state ${state}: a mapping names the header of each of these columns — ` +
    `company name, notice date, jobs affected (required), and city, county, address, effective date, ` +
    `received date, closure, temporary, amendment when the file has them. Mapped states: ${known.join(', ')}.`
  );
}

/** ISO date from a cell in one of the layouts, or null when the cell is not such a date (or no real day). */
export function parseWarnDate(cell: string, layouts: WarnStateMapping['dateLayouts']): string | null {
  const s = cell.trim();
  for (const layout of layouts) {
    const m =
      layout === 'M/D/YYYY'
        ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s)
        : /^(\d{4})-(\d{2})-(\d{2})(?:[ T]00:00(?::00(?:\.0+)?)?)?$/.exec(s);
    if (!m) continue;
    const [y, mo, d] = layout === 'M/D/YYYY' ? [+m[3]!, +m[1]!, +m[2]!] : [+m[1]!, +m[2]!, +m[3]!];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
    return date.toISOString().slice(0, 10);
  }
  return null;
}

/** Jobs affected: digits with optional thousands separators ("1,529"); null when empty or not a count. */
export function parseJobs(cell: string): number | null | 'unreadable' {
  const s = cell.trim();
  if (!s) return null;
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(s)) return 'unreadable';
  const n = Number(s.replace(/,/g, ''));
  return Number.isSafeInteger(n) && n <= 2_000_000_000 ? n : 'unreadable';
}

/** yes / no / null (unknown) by the vocabulary's words, matched as whole words in the folded cell. */
export function readVocabulary(cell: string, vocabulary: Vocabulary | undefined): boolean | null {
  if (!vocabulary) return null;
  const s = ` ${fold(cell).replace(/[^a-z0-9()]+/g, ' ')} `;
  const has = (words: readonly string[]) => words.some((w) => s.includes(` ${w} `));
  const yes = has(vocabulary.yes);
  const no = has(vocabulary.no);
  return yes === no ? null : yes;
}

/** How far apart two dates of one notice may be before one of them is taken for a typo (WARN asks 60 days' notice; delays run long). */
export const PLAUSIBLE_SPAN_DAYS = 2 * 366;

const days = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The dates of a notice that are implausible against its other dates, never against today: a date
 * further than PLAUSIBLE_SPAN_DAYS from every other date of the notice. With only two dates that
 * disagree, the notice date is the one trusted (the state stamps it; the others are the employer's
 * plans). A lone date cannot be judged.
 */
export function implausibleDates(dates: Partial<Record<WarnDateField, string | null>>): WarnDateField[] {
  const present = (Object.entries(dates) as [WarnDateField, string | null][]).filter((e): e is [WarnDateField, string] => !!e[1]);
  if (present.length < 2) return [];
  const far = (a: string, b: string) => Math.abs(days(a) - days(b)) > PLAUSIBLE_SPAN_DAYS;
  const out = present.filter(([field, value]) => present.every(([other, v]) => other === field || far(value, v))).map(([f]) => f);
  if (present.length === 2 && out.length === 2) return out.filter((f) => f !== 'noticeDate').slice(0, 1);
  return out;
}

/**
 * The employer and the site in a name as a state writes it: "Amazon Logistics - DLA3" is Amazon
 * Logistics at site DLA3, "Boeing - El Paso" Boeing at El Paso. Only the part before the first
 * " - " names the employer; whatever follows (a site code, "(Amazon Station)") never does.
 */
export function splitCompanySite(name: string): { employer: string; site: string | null } {
  const clean = name.replace(/\s+/g, ' ').trim();
  const at = clean.indexOf(' - ');
  if (at <= 0) return { employer: clean, site: null };
  const site = clean.slice(at + 3).trim();
  return { employer: clean.slice(0, at).trim(), site: site || null };
}

/** The name without a state's amendment marker, and whether it had one. */
export function amendmentIn(name: string, markers: readonly string[]): { amended: boolean; name: string } {
  const lower = name.toLowerCase();
  for (const marker of markers) {
    const at = lower.indexOf(marker);
    if (at >= 0) return { amended: true, name: (name.slice(0, at) + name.slice(at + marker.length)).replace(/\s+/g, ' ').trim() };
  }
  return { amended: false, name: name.replace(/\s+/g, ' ').trim() };
}

export interface ParsedNotice {
  companyName: string;
  employer: string;
  site: string | null;
  city: string | null;
  county: string | null;
  address: string | null;
  noticeDate: string | null;
  effectiveDate: string | null;
  receivedDate: string | null;
  stateRef: string | null;
  jobs: number | null;
  closure: boolean | null;
  temporary: boolean | null;
  amendment: boolean;
  flags: string[];
  raw: Record<string, string>;
  /** Identity of the row's mapped cells (noticeContentKey; the occurrence number is added by the importer). */
  contentKey: string;
}

/** Marks an identity key made by noticeContentKey (ADR 047); keys without it came from a row's every named cell (ADR 042). */
export const NOTICE_KEY_PREFIX = 'f1:';

/**
 * A row's identity (ADR 047): the state and the cells of the mapped fields alone, by field (not by
 * the header's spelling), spaces folded. A column the mapping does not read (a state's region or
 * industry column, a stray unnamed cell, where the row came from) never changes it, so the same
 * notices in a file that gained or reordered columns, or renamed one to another of its field's
 * names, are the same notices. The importer appends the occurrence of an identical row (`#n`).
 */
export function noticeContentKey(state: string, columns: Partial<Record<WarnField, number>>, fields: readonly string[]): string {
  const identity: string[] = [state];
  for (const field of WARN_FIELDS) {
    const at = columns[field];
    if (at !== undefined) identity.push(`${field}=${(fields[at] ?? '').replace(/\s+/g, ' ').trim()}`);
  }
  return NOTICE_KEY_PREFIX + createHash('sha256').update(identity.join('\u0000')).digest('hex');
}

const FLAG_NAMES: Record<WarnDateField, string> = {
  noticeDate: 'notice_date',
  effectiveDate: 'effective_date',
  receivedDate: 'received_date',
};

/** One data row → a notice, or the reason it cannot be one (only a row without a company name is refused). */
export function parseWarnRow(
  state: string,
  mapping: WarnStateMapping,
  header: readonly string[],
  columns: Partial<Record<WarnField, number>>,
  fields: readonly string[],
): { ok: true; notice: ParsedNotice } | { ok: false; reason: string } {
  const cell = (f: WarnField) => {
    const at = columns[f];
    return at === undefined ? '' : (fields[at] ?? '').trim();
  };
  const raw: Record<string, string> = {};
  fields.forEach((value, i) => {
    const name = (header[i] ?? '').trim();
    if (!name && !value.trim()) return;
    raw[name || `column ${i + 1}`] = value;
  });
  if (fields.every((v) => !v.trim())) return { ok: false, reason: 'empty row' };
  const companyName = cell('companyName').replace(/\s+/g, ' ');
  if (!companyName) return { ok: false, reason: 'no company name' };

  const flags: string[] = [];
  const dates: Record<WarnDateField, string | null> = { noticeDate: null, effectiveDate: null, receivedDate: null };
  let stateRef: string | null = null;
  for (const field of ['noticeDate', 'effectiveDate', 'receivedDate'] as const) {
    const value = cell(field);
    if (!value) continue;
    const iso = parseWarnDate(value, mapping.dateLayouts);
    if (iso) dates[field] = iso;
    else if (/^\d{2,5}$/.test(value) && mapping.numbersInDateColumns?.[field] === 'state notice number') stateRef = value;
    else flags.push(`${FLAG_NAMES[field]}:unreadable`);
  }
  for (const field of implausibleDates(dates)) flags.push(`${FLAG_NAMES[field]}:implausible`);
  if (!dates.noticeDate) flags.push('notice_date:missing');

  const jobsCell = parseJobs(cell('jobs'));
  if (jobsCell === 'unreadable') flags.push('jobs:unreadable');
  else if (jobsCell === null) flags.push('jobs:missing');

  const marked = amendmentIn(companyName, mapping.amendmentMarkers);
  const amendmentColumn = readVocabulary(cell('amendment'), mapping.vocabularies.amendment);
  const { employer, site } = splitCompanySite(marked.name);
  const text = (f: WarnField) => cell(f).replace(/\s+/g, ' ') || null;

  return {
    ok: true,
    notice: {
      companyName,
      employer,
      site,
      city: text('city'),
      county: text('county'),
      address: text('address'),
      ...dates,
      stateRef,
      jobs: typeof jobsCell === 'number' ? jobsCell : null,
      closure: readVocabulary(cell('closure'), mapping.vocabularies.closure),
      temporary: readVocabulary(cell('temporary'), mapping.vocabularies.temporary),
      amendment: amendmentColumn ?? marked.amended,
      flags,
      raw,
      contentKey: noticeContentKey(state, columns, fields),
    },
  };
}
