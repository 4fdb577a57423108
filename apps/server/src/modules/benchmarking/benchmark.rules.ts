import { createHash } from 'node:crypto';

/**
 * Peer benchmarking's arithmetic (docs/decisions/030-peer-benchmarking.md), pure:
 * - a cell (job family × standard level × location) is shown only with at least 5 records from at
 *   least 3 companies, none of them holding more than half the records;
 * - every figure is aged to one effective date at a per-country yearly rate, compounded:
 *   amount × (1 + rate)^(months ÷ 12), with months counted on the calendar (2026-01-15 → 2026-07-15
 *   is 6), so 90,000 at 3 % for 6 months is 91,340;
 * - percentiles interpolate linearly between ranks, as percentile_cont does on the salary pages;
 * - a cell whose companies differ by exactly one from a set this workspace has already been shown
 *   for the same cell is hidden (the differencing rule: the pair would isolate that company).
 */

export const CELL_MIN_RECORDS = 5;
export const CELL_MIN_COMPANIES = 3;
/** No company may hold more than this share of a cell's records. */
export const CELL_MAX_COMPANY_SHARE = 0.5;
/** "Recent" records: reported within this many months of the effective date. */
export const RECENT_MONTHS = 12;
export const PERCENTILES = [10, 25, 50, 75, 90] as const;
export type PercentileKey = `p${(typeof PERCENTILES)[number]}`;
export type Percentiles = Record<PercentileKey, number>;

export type HiddenReason = 'few-records' | 'few-companies' | 'dominant-company' | 'differencing';

/** Linear interpolation between closest ranks (percentile_cont); `sorted` ascending, non-empty. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo]!;
  return a + (sorted[hi]! - a) * (pos - lo);
}

/** p10…p90 of `values` (any order), rounded to whole currency units. */
export function percentiles(values: readonly number[] | Float64Array): Percentiles {
  const sorted = (values instanceof Float64Array ? values : Float64Array.from(values)).sort();
  const out = {} as Percentiles;
  for (const p of PERCENTILES) out[`p${p}`] = Math.round(percentileOfSorted(sorted, p / 100));
  return out;
}

/** Whole calendar months from `from` to `to` (ISO dates), plus the day difference as a fraction of a 30.44-day month. */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) + (d2 - d1) / 30.44;
}

/** The factor that brings an amount reported on `reportedOn` to `effectiveDate` at `yearlyRate` (compounded). */
export function agingFactor(reportedOn: string, effectiveDate: string, yearlyRate: number): number {
  return (1 + yearlyRate) ** (monthsBetween(reportedOn, effectiveDate) / 12);
}

export const ageAmount = (amount: number, reportedOn: string, effectiveDate: string, yearlyRate: number): number =>
  Math.round(amount * agingFactor(reportedOn, effectiveDate, yearlyRate));

export interface CellEvidence {
  records: number;
  companies: number;
  /** The largest share of the cell's records held by one company (0..1). */
  topCompanyShare: number;
  /** Share of records reported within RECENT_MONTHS of the effective date (0..1). */
  recentShare: number;
  /** (p75 − p25) ÷ p50 of total pay: how far apart the middle half is; null while hidden. */
  spread: number | null;
}

/** Why a cell with these counts may not be shown, or null when it may (before the differencing rule). */
export function suppressionReason(records: number, companyCounts: ReadonlyMap<number, number>): HiddenReason | null {
  if (records < CELL_MIN_RECORDS) return 'few-records';
  if (companyCounts.size < CELL_MIN_COMPANIES) return 'few-companies';
  for (const n of companyCounts.values()) if (n / records > CELL_MAX_COMPANY_SHARE) return 'dominant-company';
  return null;
}

export const HIDDEN_MESSAGES: Record<HiddenReason, string> = {
  'few-records': `Fewer than ${CELL_MIN_RECORDS} records`,
  'few-companies': `Fewer than ${CELL_MIN_COMPANIES} companies`,
  'dominant-company': 'One company holds more than half the records',
  differencing: 'Differs by one company from peers already shown for this cell',
};

const hashOf = (ids: readonly number[]): string =>
  createHash('sha256')
    .update([...ids].sort((a, b) => a - b).join(','))
    .digest('base64url')
    .slice(0, 22);

/** The hash of a company set (order-free). */
export const companySetHash = (ids: readonly number[]): string => hashOf(ids);

/** The hashes of the set with each one company left out. */
export function leaveOneOutHashes(ids: readonly number[]): string[] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return sorted.map((_, i) => hashOf([...sorted.slice(0, i), ...sorted.slice(i + 1)]));
}

/**
 * What the differencing check looks up for a cell's company set S: S is one company away from a
 * released set T when T = S − {x} (T's own hash is among S's leave-one-out hashes) or S = T − {y}
 * (S's hash is among T's leave-one-out hashes). Releasing S stores its hash and its leave-one-out hashes.
 */
export function differencingKeys(ids: readonly number[]): { set: string; leaveOneOut: string[] } {
  return { set: companySetHash([...new Set(ids)]), leaveOneOut: leaveOneOutHashes(ids) };
}

/**
 * Indian cities by the tiers compensation teams use (the government's HRA classification of X
 * cities as tier 1), as records name them, lower case, old names too. Cities not listed are tier 2
 * (Y and Z cities pay alike for salaried roles).
 */
export const TIER_1_CITIES = [
  'bengaluru',
  'bangalore',
  'mumbai',
  'delhi',
  'new delhi',
  'gurugram',
  'gurgaon',
  'noida',
  'hyderabad',
  'chennai',
  'pune',
  'kolkata',
];
const INDIA_TIER_1 = new Set(TIER_1_CITIES);

export const cityTier = (city: string): 1 | 2 => (INDIA_TIER_1.has(city.trim().toLowerCase()) ? 1 : 2);

/** One record as a benchmark reads it; amounts in the region's currency, null stock or bonus as 0. */
export interface BenchRow {
  companyId: number;
  familyId: number;
  level: number;
  /** The record's metro area; null when the record has no location. */
  metro: string | null;
  base: number;
  stock: number;
  bonus: number;
  total: number;
  /** ISO date. */
  reportedOn: string;
}

/** Records as columns (the market index's shape): row i of every array is one record. */
export interface BenchColumns {
  company: Int32Array;
  family: Int32Array;
  level: Int8Array;
  /** The record's metro as its number in `metroNames`; -1 when the record has no location. */
  metro: Int32Array;
  metroNames: readonly string[];
  base: Float64Array;
  stock: Float64Array;
  bonus: Float64Array;
  total: Float64Array;
  /** Days since 1970-01-01 (UTC) of the report. */
  day: Int32Array;
}

const DAY_MS = 86_400_000;
export const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Rows as columns (tests, small inputs). */
export function columnsOf(rows: readonly BenchRow[]): BenchColumns {
  const metroNames = [...new Set(rows.map((r) => r.metro).filter((m): m is string => m !== null))];
  return {
    company: Int32Array.from(rows, (r) => r.companyId),
    family: Int32Array.from(rows, (r) => r.familyId),
    level: Int8Array.from(rows, (r) => r.level),
    metro: Int32Array.from(rows, (r) => (r.metro === null ? -1 : metroNames.indexOf(r.metro))),
    metroNames,
    base: Float64Array.from(rows, (r) => r.base),
    stock: Float64Array.from(rows, (r) => r.stock),
    bonus: Float64Array.from(rows, (r) => r.bonus),
    total: Float64Array.from(rows, (r) => r.total),
    day: Int32Array.from(rows, (r) => dayNumber(r.reportedOn)),
  };
}

export const ALL_LOCATIONS = 'All locations';

export interface CellFigures {
  familyId: number;
  level: number;
  location: string;
  /** The cell's companies: the differencing rule's set. */
  companyIds: number[];
  hidden: HiddenReason | null;
  evidence: CellEvidence;
  base: Percentiles | null;
  stock: Percentiles | null;
  bonus: Percentiles | null;
  total: Percentiles | null;
}

export interface CellOptions {
  /** Metros to break out; empty: every record in one "All locations" column. */
  locations: readonly string[];
  effectiveDate: string;
  agingRate: number;
}

/** The key of a cell in the differencing memory: region, family, level and location. */
export const cellKey = (countryCode: string, c: { familyId: number; level: number; location: string }) =>
  `${countryCode}|${c.familyId}|${c.level}|${c.location.toLowerCase()}`;

/**
 * Cells (family × level × location) of the given rows, aged to the effective date, with their
 * evidence and the suppression rules applied (the differencing rule needs the workspace's memory:
 * the service applies it to the cells shown here). Cells without records are left out. Sorted by
 * family, level, then location in the order asked.
 */
export function benchmarkCells(cols: BenchColumns, rows: ArrayLike<number>, opts: CellOptions): CellFigures[] {
  // Metro number → column (-1: all locations together).
  const wanted = new Map(opts.locations.map((m, i) => [m.toLowerCase(), i]));
  const columnOfMetro = cols.metroNames.map((name) => wanted.get(name.toLowerCase()) ?? -2);
  const groups = new Map<number, number[]>();
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    // A record whose title has no job family belongs to no cell.
    if (cols.family[i]! < 0) continue;
    let loc = -1;
    if (wanted.size > 0) {
      const m = cols.metro[i]!;
      loc = m < 0 ? -2 : columnOfMetro[m]!;
      if (loc < 0) continue;
    }
    const key = (cols.family[i]! * 16 + cols.level[i]!) * 64 + (loc + 1);
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  }
  const factors = new Map<number, number>();
  const factor = (day: number) => {
    let f = factors.get(day);
    if (f === undefined) factors.set(day, (f = agingFactor(isoOfDay(day), opts.effectiveDate, opts.agingRate)));
    return f;
  };
  const recentFrom = dayNumber(shiftMonths(opts.effectiveDate, -RECENT_MONTHS));
  const cells: (CellFigures & { loc: number })[] = [];
  for (const [key, g] of groups) {
    const loc = (key % 64) - 1;
    const familyId = Math.floor(key / 64 / 16);
    const level = Math.floor(key / 64) % 16;
    const counts = new Map<number, number>();
    let recent = 0;
    for (const i of g) {
      counts.set(cols.company[i]!, (counts.get(cols.company[i]!) ?? 0) + 1);
      if (cols.day[i]! >= recentFrom) recent += 1;
    }
    const n = g.length;
    const hidden = suppressionReason(n, counts);
    let top = 0;
    for (const v of counts.values()) top = Math.max(top, v);
    const cell: CellFigures & { loc: number } = {
      familyId,
      level,
      location: loc < 0 ? ALL_LOCATIONS : opts.locations[loc]!,
      loc,
      companyIds: [...counts.keys()].sort((a, b) => a - b),
      hidden,
      evidence: { records: n, companies: counts.size, topCompanyShare: top / n, recentShare: recent / n, spread: null },
      base: null,
      stock: null,
      bonus: null,
      total: null,
    };
    if (!hidden) {
      // Plain loops: typed-array from() with a mapping callback costs several times more here.
      const m = g.length;
      const f = new Float64Array(m);
      for (let k = 0; k < m; k++) f[k] = factor(cols.day[g[k]!]!);
      const aged = (col: Float64Array) => {
        const out = new Float64Array(m);
        for (let k = 0; k < m; k++) out[k] = col[g[k]!]! * f[k]!;
        return out;
      };
      cell.base = percentiles(aged(cols.base));
      cell.stock = percentiles(aged(cols.stock));
      cell.bonus = percentiles(aged(cols.bonus));
      cell.total = percentiles(aged(cols.total));
      cell.evidence.spread = cell.total.p50 > 0 ? (cell.total.p75 - cell.total.p25) / cell.total.p50 : 0;
    }
    cells.push(cell);
  }
  cells.sort((a, b) => a.familyId - b.familyId || a.level - b.level || a.loc - b.loc);
  return cells.map(({ loc: _loc, ...c }) => c);
}

/** An ISO date moved by whole months (the day clamped to the month's length). */
export function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * India's tier-2 cities' median total pay as a share of tier-1's: for each family × level with a
 * shown median on both sides (the same suppression rules), the ratio of the medians; the answer is
 * the median of those ratios. Null without any such pair.
 */
export function tierDifferential(
  sides: readonly {
    familyId: number;
    level: number;
    tier: 1 | 2;
    median: number;
    records: number;
    companyCounts: ReadonlyMap<number, number>;
  }[],
): { ratio: number; cells: number } | null {
  const pairs = new Map<string, { t1?: number; t2?: number }>();
  for (const s of sides) {
    if (suppressionReason(s.records, s.companyCounts)) continue;
    const key = `${s.familyId}|${s.level}`;
    const p = pairs.get(key) ?? {};
    if (s.tier === 1) p.t1 = s.median;
    else p.t2 = s.median;
    pairs.set(key, p);
  }
  const ratios = [...pairs.values()].filter((p) => p.t1 && p.t2).map((p) => p.t2! / p.t1!);
  if (ratios.length === 0) return null;
  const sorted = Float64Array.from(ratios).sort();
  return { ratio: Math.round(percentileOfSorted(sorted, 0.5) * 1000) / 1000, cells: ratios.length };
}

/** India's tier-1 metros as the product names them. */
export const TIER_1_METROS = ['Bengaluru', 'Mumbai', 'Delhi NCR', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata'];
