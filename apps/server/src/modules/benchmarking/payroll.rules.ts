import { api, STANDARD_LEVELS, type Region } from '@paysight/contract';
import { findCity } from '../catalog/catalog.rules.js';
import { parseStandardLevel } from '../catalog/levels.rules.js';

/**
 * A payroll file's rows → typed employees, or every error with its row and column (pure: the file
 * has been read into cells, the catalogue is given). Nothing is partly accepted: one bad row fails
 * the file, so the caller writes only a file that is wholly good.
 */

type PayrollColumn = api.PayrollColumn;

/** A cell as a CSV or a spreadsheet gives it. XLSX dates arrive as Dates (UTC midnight), numbers as numbers. */
export type CellValue = string | number | Date | null;

export interface TableRow {
  /** The row's number as the file shows it (the header is row 1 in a spreadsheet). */
  row: number;
  cells: CellValue[];
}

export interface PayrollCatalogue {
  families: { id: number; slug: string; name: string }[];
  /** The metros each region has, as the catalogue spells them. */
  metros: Record<Region, string[]>;
  /** The catalogue's cities and their metros: a city named ("Bangalore", "Gurgaon") is its metro. */
  cities?: readonly { city: string; countryCode: Region; metro: string }[];
  /** The workspace's own level scale (name key → standard level); its names are read first. */
  levels?: ReadonlyMap<string, number>;
}

export interface PayrollRow {
  employeeRef: string;
  title: string;
  familyId: number;
  level: number;
  /** The catalogue's spelling. */
  metro: string;
  base: number;
  bonusTarget: number;
  equity: number;
  /** YYYY-MM-DD. */
  hireDate: string;
  gender: (typeof api.PAYROLL_GENDERS)[number] | null;
  /** The roster's columns (ADR 054): null when the file has no such column or leaves it blank. */
  roster: RosterFields;
}

export interface RosterFields {
  name: string | null;
  /** Lower case. */
  email: string | null;
  equityType: api.EquityType | null;
  equityUnits: number | null;
  equityVesting: string | null;
  lastChangeDate: string | null;
  managerRef: string | null;
  performanceRating: string | null;
  /** Above 0, at most 1; 1 when not given. */
  fte: number;
}

export const NO_ROSTER_FIELDS: RosterFields = Object.freeze({
  name: null,
  email: null,
  equityType: null,
  equityUnits: null,
  equityVesting: null,
  lastChangeDate: null,
  managerRef: null,
  performanceRating: null,
  fte: 1,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How files write an equity type. */
const EQUITY_TYPE_ALIASES = new Map<string, api.EquityType>([
  ['rsu', 'rsu'],
  ['rsus', 'rsu'],
  ['option', 'options'],
  ['options', 'options'],
  ['esop', 'options'],
  ['esops', 'options'],
  ['phantom', 'phantom'],
  ['none', 'none'],
]);

/** A text cell of at most `max` characters, or null when blank. */
function optionalText(v: CellValue, max: number, fail: (message: string) => void): string | null {
  const s = textOf(v);
  if (!s) return null;
  if (s.length > max) {
    fail(`must be at most ${max} characters`);
    return null;
  }
  return s;
}

/**
 * The roster's optional columns of one row (ADR 054), each error through `fail` with its column.
 * An FTE may be written as a fraction (0.5) or a percentage ("50%").
 */
export function parseRosterFields(
  cell: (c: api.PayrollColumn) => CellValue,
  fail: (c: api.PayrollColumn, m: string) => void,
): RosterFields {
  const name = optionalText(cell('name'), 200, (m) => fail('name', m));
  const emailText = optionalText(cell('email'), 254, (m) => fail('email', m));
  const email = emailText?.toLowerCase() ?? null;
  if (email && !EMAIL.test(email)) fail('email', `"${emailText}" is not an email address`);

  const typeText = textOf(cell('equity type')).toLowerCase();
  const equityType = typeText ? (EQUITY_TYPE_ALIASES.get(typeText) ?? null) : null;
  if (typeText && equityType === null) fail('equity type', `must be ${api.EQUITY_TYPES.join(', ')} or empty`);

  let equityUnits: number | null = null;
  if (!isBlank(cell('equity units'))) {
    const n = parseAmount(cell('equity units'));
    if (n === null || n < 0) fail('equity units', 'must be a whole number, 0 or more');
    else if (n > MAX_AMOUNT) fail('equity units', `must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`);
    else equityUnits = n;
  }
  const equityVesting = optionalText(cell('vesting'), 100, (m) => fail('vesting', m));

  let lastChangeDate: string | null = null;
  if (!isBlank(cell('last change date'))) {
    lastChangeDate = parseHireDate(cell('last change date'));
    if (lastChangeDate === null) fail('last change date', 'must be a date written YYYY-MM-DD');
  }
  const managerRef = optionalText(cell('manager id'), 100, (m) => fail('manager id', m));
  const performanceRating = optionalText(cell('performance rating'), 40, (m) => fail('performance rating', m));

  let fte = 1;
  const fteCell = cell('fte');
  if (!isBlank(fteCell)) {
    const s = textOf(fteCell);
    const pct = /^(\d+(\.\d+)?)\s*%$/.exec(s);
    const n = pct ? Number(pct[1]) / 100 : /^\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
    if (!(n > 0 && n <= 1)) fail('fte', 'must be above 0 and at most 1 (0.5 or 50% for half time)');
    else fte = n;
  }
  return { name, email, equityType, equityUnits, equityVesting, lastChangeDate, managerRef, performanceRating, fte };
}

export interface PayrollRowError {
  row: number;
  column: PayrollColumn | null;
  message: string;
}

export type PayrollParse =
  { ok: true; countryCode: Region; currency: 'INR' | 'USD'; rows: PayrollRow[] } | { ok: false; errors: PayrollRowError[] };

/** The currency decides the region. */
export const REGION_OF_CURRENCY: Record<'INR' | 'USD', Region> = { INR: 'in', USD: 'us' };
/** Amounts are stored as integers; a billion in either currency is past any one person's pay. */
export const MAX_AMOUNT = 1_000_000_000;
const REQUIRED = api.PAYROLL_COLUMNS.filter((c) => c !== 'gender');

/** "Employee ID", "employee_id" and "EmployeeId" name one column. */
export const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

export const formatRowError = (e: PayrollRowError) => (e.column ? `Row ${e.row}, ${e.column}: ${e.message}` : `Row ${e.row}: ${e.message}`);

/** The 400's message: how many errors, the first PAYROLL_MAX_ERRORS of them, and that nothing was kept. */
export function errorsMessage(errors: PayrollRowError[]): string {
  const shown = errors.slice(0, api.PAYROLL_MAX_ERRORS).map(formatRowError);
  const more = errors.length - shown.length;
  const head = `The file has ${errors.length} error${errors.length === 1 ? '' : 's'} and nothing was saved`;
  return `${head}: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

const isBlank = (v: CellValue) => v === null || (typeof v === 'string' && v.trim() === '');

const isoOfDate = (d: Date) => d.toISOString().slice(0, 10);

/** A cell as text: numbers as written, dates as YYYY-MM-DD. */
const textOf = (v: CellValue): string => (v === null ? '' : v instanceof Date ? isoOfDate(v) : String(v).trim());

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether YYYY-MM-DD names a day of the (proleptic Gregorian) calendar: counted, not built as a Date, for 20,000 cells a file. */
function isCalendarDay(s: string): boolean {
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** Days from 1899-12-30 (Excel's day 0, after its 1900 leap-year bug) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/** A valid calendar date as YYYY-MM-DD: an ISO date string, a spreadsheet date, or a spreadsheet date serial. */
export function parseHireDate(v: CellValue): string | null {
  let iso: string;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    iso = isoOfDate(v);
  } else if (typeof v === 'number') {
    // A date cell without a date format reaches us as its serial number.
    if (!Number.isInteger(v) || v < 1) return null;
    iso = isoOfDate(new Date((v - EXCEL_EPOCH_DAYS) * 86_400_000));
  } else {
    const s = textOf(v);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || !isCalendarDay(s)) return null; // 2024-02-30: not a date
    iso = s;
  }
  const year = Number(iso.slice(0, 4));
  return year >= 1900 && year <= 2200 ? iso : null;
}

/**
 * A yearly amount in whole units: a number, or text with digit grouping ("12,00,000", "1,200,000")
 * and an optional currency sign. Fractions of a unit are rounded: payroll exports write "85000.00".
 */
export function parseAmount(v: CellValue): number | null {
  if (v instanceof Date || v === null) return null;
  let n: number;
  if (typeof v === 'number') n = v;
  else {
    const s = v
      .trim()
      .replace(/^[₹$]\s*/, '')
      .replace(/,/g, '');
    if (!/^\d+(\.\d+)?$/.test(s)) return null;
    n = Number(s);
  }
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** Lower case, single spaces: how level names are compared. */
export const levelKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** A standard level: its number (1–8), its name, any case, or the seniority it states ("Sr"); catalog/levels.rules.ts. */
export const parseLevel = (v: CellValue): number | null => (v instanceof Date ? null : parseStandardLevel(textOf(v)));

/** The first row is the header; every later row that is not wholly blank is an employee. */
export function parsePayroll(table: TableRow[], catalogue: PayrollCatalogue): PayrollParse {
  const [header, ...rest] = table;
  if (!header)
    return { ok: false, errors: [{ row: 1, column: null, message: 'the file is empty: it needs a header row and a row per employee' }] };
  const at = new Map<string, number>();
  header.cells.forEach((name, i) => {
    const key = columnKey(textOf(name));
    if (key && !at.has(key)) at.set(key, i);
  });
  const missing = REQUIRED.filter((c) => !at.has(columnKey(c)));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: [
        {
          row: header.row,
          column: null,
          message: `the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (a payroll file has ${api.PAYROLL_COLUMNS.join(', ')})`,
        },
      ],
    };
  }
  const data = rest.filter((r) => !r.cells.every(isBlank));
  if (data.length === 0)
    return { ok: false, errors: [{ row: header.row + 1, column: null, message: 'the file has no employees under its header' }] };
  if (data.length > api.PAYROLL_MAX_ROWS) {
    return {
      ok: false,
      errors: [
        {
          row: data[api.PAYROLL_MAX_ROWS]!.row,
          column: null,
          message: `a file holds at most ${api.PAYROLL_MAX_ROWS.toLocaleString('en-US')} employees; this one has ${data.length.toLocaleString('en-US')}`,
        },
      ],
    };
  }

  const familyByKey = new Map<string, number>();
  for (const f of catalogue.families) {
    familyByKey.set(f.slug.toLowerCase(), f.id);
    familyByKey.set(f.name.toLowerCase(), f.id);
  }
  const metroIndex = (region: Region | null) => {
    const names = region ? catalogue.metros[region] : [...catalogue.metros.in, ...catalogue.metros.us];
    const byName = new Map(names.map((m) => [m.toLowerCase(), m]));
    const cities = (catalogue.cities ?? []).filter((c) => region === null || c.countryCode === region);
    return (text: string) => byName.get(text.toLowerCase().replace(/\s+/g, ' ')) ?? findCity(cities, text, region)?.metro ?? null;
  };

  // Each column's place, found once (not once per cell of 10,000 rows).
  const place = new Map<PayrollColumn, number | undefined>(
    [...api.PAYROLL_COLUMNS, ...api.ROSTER_COLUMNS].map((c) => [c, at.get(columnKey(c))]),
  );
  const cell = (r: TableRow, c: PayrollColumn): CellValue => {
    const i = place.get(c);
    return i === undefined ? null : (r.cells[i] ?? null);
  };
  // The first row's currency is the file's: it decides the region, and so which metros are valid.
  const currencyOf = (r: TableRow) => {
    const s = textOf(cell(r, 'currency')).toUpperCase();
    return s === 'INR' || s === 'USD' ? s : null;
  };
  const first = data.map(currencyOf).find((c) => c !== null) ?? null;
  const firstRow = first ? data.find((r) => currencyOf(r) === first)!.row : 0;
  const metroOf = metroIndex(first ? REGION_OF_CURRENCY[first] : null);

  const errors: PayrollRowError[] = [];
  const rows: PayrollRow[] = [];
  const seen = new Map<string, number>();
  for (const r of data) {
    const fail = (column: PayrollColumn, message: string) => errors.push({ row: r.row, column, message });
    const before = errors.length;

    const ref = textOf(cell(r, 'employee id'));
    if (!ref) fail('employee id', 'is required');
    else if (ref.length > 100) fail('employee id', 'must be at most 100 characters');
    else if (seen.has(ref)) fail('employee id', `"${ref}" is already on row ${seen.get(ref)} (each employee once)`);
    else seen.set(ref, r.row);

    const title = textOf(cell(r, 'title'));
    if (!title) fail('title', 'is required');
    else if (title.length > 200) fail('title', 'must be at most 200 characters');

    const level = catalogue.levels?.get(levelKey(textOf(cell(r, 'level')))) ?? parseLevel(cell(r, 'level'));
    if (level === null)
      fail(
        'level',
        `must be ${catalogue.levels?.size ? "a level of your workspace's scale, " : ''}a standard level from 1 to 8, or its name (${STANDARD_LEVELS.map((l) => l.name).join(', ')})`,
      );

    const familyText = textOf(cell(r, 'family'));
    const familyId = familyByKey.get(familyText.toLowerCase()) ?? null;
    if (!familyText) fail('family', 'is required: a job family from the catalogue');
    else if (familyId === null) fail('family', `"${familyText}" is not a job family in the catalogue (GET /entities/job-families)`);

    const currency = currencyOf(r);
    const currencyText = textOf(cell(r, 'currency'));
    if (currency === null) fail('currency', currencyText ? `"${currencyText}" is not INR or USD` : 'is required: INR or USD');
    else if (currency !== first) fail('currency', `a file is in one currency, and row ${firstRow} is in ${first}`);

    const locationText = textOf(cell(r, 'location'));
    const metro = locationText ? metroOf(locationText) : null;
    if (!locationText) fail('location', 'is required: a metro');
    else if (metro === null) {
      const where = first === 'INR' ? 'India' : first === 'USD' ? 'the US' : 'either region';
      fail('location', `"${locationText}" is not a metro we have in ${where}`);
    }

    const base = parseAmount(cell(r, 'base'));
    if (base === null || base <= 0) fail('base', 'must be a positive number');
    else if (base > MAX_AMOUNT) fail('base', `must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`);

    // An empty bonus or equity cell is none: payroll exports leave them blank.
    const amountOrZero = (column: 'bonus target' | 'equity') => {
      const v = cell(r, column);
      if (isBlank(v)) return 0;
      const n = parseAmount(v);
      if (n === null || n < 0) fail(column, 'must be a number, 0 or more');
      else if (n > MAX_AMOUNT) fail(column, `must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`);
      return n ?? 0;
    };
    const bonusTarget = amountOrZero('bonus target');
    const equity = amountOrZero('equity');

    const hireDate = parseHireDate(cell(r, 'hire date'));
    if (hireDate === null) fail('hire date', 'must be a date written YYYY-MM-DD');

    const genderText = textOf(cell(r, 'gender')).toLowerCase();
    const gender = genderText
      ? (api.PAYROLL_GENDERS as readonly string[]).includes(genderText)
        ? (genderText as PayrollRow['gender'])
        : undefined
      : null;
    if (gender === undefined) fail('gender', `must be ${api.PAYROLL_GENDERS.join(', ')} or empty`);

    const roster = parseRosterFields((c) => cell(r, c), fail);

    if (errors.length === before) {
      rows.push({
        employeeRef: ref,
        title,
        familyId: familyId!,
        level: level!,
        metro: metro!,
        base: base!,
        bonusTarget,
        equity,
        hireDate: hireDate!,
        gender: gender!,
        roster,
      });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, countryCode: REGION_OF_CURRENCY[first!], currency: first!, rows };
}

// ---------------------------------------------------------------------------------------------
// Against the market

/** base ÷ the market's p50 base, to two decimals. */
export const compaRatio = (base: number, p50: number) => Math.round((base / p50) * 100) / 100;

/** Where a base sits among the market's base quartiles (p25 and p50 open their band; p75 closes its own). */
export function positionOf(base: number, q: { p25: number; p50: number; p75: number }): api.PayrollPosition {
  if (base < q.p25) return 'below p25';
  if (base < q.p50) return 'p25–p50';
  if (base <= q.p75) return 'p50–p75';
  return 'above p75';
}

/** The median of unrounded values, to two decimals; null for none. */
export function medianRatio(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const m = s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return Math.round(m * 100) / 100;
}
