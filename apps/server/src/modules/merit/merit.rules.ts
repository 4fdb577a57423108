import { rangePenetration } from '../compa/compa.rules.js';

/**
 * Merit-cycle arithmetic (issue 30; docs/decisions/057-merit-cycles.md), pure and exact.
 *
 * Units: pay is whole units of its currency, as the roster holds it. A fraction that rules decide on
 * (a proration factor, a merit percentage) is kept in ten-thousandths (0.5041 is 5041, 4 % is 400),
 * so every product is of integers; money an employee is given (a raise, a lump sum) is exact to the
 * minor unit (paise, cents: 1,814.76 is 181476); a budget is whole units of the cycle's currency,
 * and its parts are rounded by largest remainder so they add up to it exactly. Rates between
 * currencies are the cycle's frozen ones.
 */

export type Currency = 'INR' | 'USD';
/** Ten-thousandths: factors and percentages are integers on this scale. */
export const SCALE = 10_000;
const BIG_SCALE = 10_000n;

// ---------------------------------------------------------------------------------------------
// Dates (YYYY-MM-DD, read as UTC days)

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
const later = (a: string, b: string | null) => (b !== null && b > a ? b : a);

/** Whole months from `from` to `to` (a month counts once its day of the month is reached). */
export function wholeMonths(from: string, to: string): number {
  const [y1, m1, d1] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)), Number(from.slice(8, 10))];
  const [y2, m2, d2] = [Number(to.slice(0, 4)), Number(to.slice(5, 7)), Number(to.slice(8, 10))];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/** The first days of months inside [start, end]. */
function monthStartsIn(start: string, end: string): string[] {
  const out: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  if (start.slice(8, 10) !== '01') m += 1;
  for (;;) {
    if (m > 12) {
      y += 1;
      m = 1;
    }
    const first = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
    if (first > end) return out;
    out.push(first);
    m += 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Proration

export type ProrationRule = { kind: 'day' } | { kind: 'month' } | { kind: 'cutoff'; cutoff: string };
export interface Period {
  start: string;
  end: string;
}

/** round(n ÷ d) to a whole number, halves up (n, d ≥ 0). */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/**
 * The share of the period an employee's raise is for, in ten-thousandths (0 to 10,000). It runs
 * from the later of the hire date and the last pay change (`from`); someone there since before
 * the period gets the whole of it, someone from after its end none of it.
 * - day: the days from `from` to the period's end, both counted, ÷ the period's days, to 4 dp
 *   (hired 2025-07-01 in 2025: 184 ÷ 365 = 0.5041).
 * - month: the months whose first day falls between `from` and the period's end ÷ the months
 *   starting in the period (hired on 1 July: July to December, 6 ÷ 12 = 0.5; on 2 July: 5 ÷ 12).
 * - cutoff: the whole period for someone from on or before the cut-off, nothing after it.
 */
export function prorationFactor(rule: ProrationRule, period: Period, hireDate: string, lastChangeDate: string | null): number {
  const from = later(hireDate, lastChangeDate);
  if (rule.kind === 'cutoff') return from <= rule.cutoff ? SCALE : 0;
  if (from <= period.start) return SCALE;
  if (from > period.end) return 0;
  if (rule.kind === 'day') {
    const days = dayNumber(period.end) - dayNumber(from) + 1;
    const inPeriod = dayNumber(period.end) - dayNumber(period.start) + 1;
    return roundDiv(days * SCALE, inPeriod);
  }
  const months = monthStartsIn(period.start, period.end);
  if (months.length === 0) return SCALE;
  return roundDiv(months.filter((m) => m >= from).length * SCALE, months.length);
}

/** Whether a period has a month for the month-based rule to count (a month starting inside it). */
export const periodHasMonths = (period: Period) => monthStartsIn(period.start, period.end).length > 0;

// ---------------------------------------------------------------------------------------------
// Eligibility

export const EMPLOYMENT_TYPES = ['full-time', 'part-time'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The roster has FTE, not a contract type: full time is an FTE of 1. */
export const employmentTypeOf = (fte: number): EmploymentType => (fte >= 1 ? 'full-time' : 'part-time');

export interface Eligibility {
  /** Whole months from hire to the cycle's effective date, at least. */
  minTenureMonths?: number | null;
  /** Hired on or before this date. */
  hiredOnOrBefore?: string | null;
  /** Each list empty or absent: anyone. */
  levels?: readonly number[];
  /** Metros, as the catalogue spells them (compared ignoring case). */
  locations?: readonly string[];
  employmentTypes?: readonly EmploymentType[];
}

export interface EligibilityFacts {
  hireDate: string;
  level: number;
  metro: string;
  fte: number;
}

/** Whether someone is in the cycle, and the first rule that leaves them out. */
export function eligibilityOf(
  e: EligibilityFacts,
  rules: Eligibility,
  effectiveDate: string,
): { eligible: boolean; reason: string | null } {
  const out = (reason: string) => ({ eligible: false, reason });
  if (rules.hiredOnOrBefore && e.hireDate > rules.hiredOnOrBefore) return out(`Hired after ${rules.hiredOnOrBefore}`);
  if (rules.minTenureMonths && wholeMonths(e.hireDate, effectiveDate) < rules.minTenureMonths)
    return out(`Less than ${rules.minTenureMonths} months' tenure on ${effectiveDate}`);
  if (rules.levels?.length && !rules.levels.includes(e.level)) return out('Level not in the cycle');
  if (rules.locations?.length && !rules.locations.some((l) => l.toLowerCase() === e.metro.toLowerCase()))
    return out('Location not in the cycle');
  if (rules.employmentTypes?.length && !rules.employmentTypes.includes(employmentTypeOf(e.fte)))
    return out('Employment type not in the cycle');
  return { eligible: true, reason: null };
}

// ---------------------------------------------------------------------------------------------
// The merit matrix

export type PositionBy = 'compa-ratio' | 'penetration';

/** A guideline in ten-thousandths: flat when min = target = max. */
export interface Guideline {
  min: number;
  target: number;
  max: number;
}

export interface MeritMatrix {
  positionBy: PositionBy;
  /**
   * The lower bounds of the second and later columns, increasing, in ten-thousandths (9000 is a
   * compa-ratio of 0.9 or a penetration of 90 %). The first column starts at −∞ and the last runs to
   * +∞; a column holds its lower bound and not its upper (half-open, [0.9, 1.0)), so a compa-ratio of
   * exactly 0.9 reads the 0.9 column and 0.89999 the one before.
   */
  bounds: readonly number[];
  /** The rows' ratings, as the roster writes them (matched ignoring case and spaces). */
  ratings: readonly string[];
  /** cells[rating][column]. */
  cells: readonly (readonly Guideline[])[];
}

export interface BandRange {
  min: number;
  mid: number;
  max: number;
}

/** Where pay sits in its band, as shown: a compa-ratio (pay ÷ mid) or the roster's range penetration, to 4 dp. */
export function positionInRange(pay: number, band: BandRange, by: PositionBy): number | null {
  const raw = by === 'compa-ratio' ? (band.mid > 0 ? pay / band.mid : null) : rangePenetration(pay, band.min, band.max, band.mid);
  return raw === null ? null : Math.round(raw * SCALE) / SCALE;
}

/**
 * The pay at which a position is reached, times SCALE (so a bound's arithmetic is of integers): for
 * a compa-ratio b, b × mid; for a penetration, the roster's scale read backwards (inside the band
 * min + b × (max − min), below it min + b × (mid − min), above it max + (b − 1) × (max − mid)).
 */
function payAtBound(bound: number, band: BandRange, by: PositionBy): number {
  if (by === 'compa-ratio') return bound * band.mid;
  if (bound < 0) return band.min * SCALE + bound * (band.mid - band.min);
  if (bound <= SCALE) return band.min * SCALE + bound * (band.max - band.min);
  return band.max * SCALE + (bound - SCALE) * (band.max - band.mid);
}

/**
 * The column pay reads: how many lower bounds it has reached, compared exactly (pay × SCALE against
 * the bound's pay, integers for whole pay), so no rounding moves anyone across a bound. null for a
 * band where a position means nothing (no width, or no midpoint).
 */
export function columnFor(bounds: readonly number[], pay: number, band: BandRange, by: PositionBy): number | null {
  if (positionInRange(pay, band, by) === null) return null;
  return bounds.filter((b) => pay * SCALE >= payAtBound(b, band, by)).length;
}

export const ratingKey = (rating: string) => rating.trim().replace(/\s+/g, ' ').toLowerCase();

export type MatrixLookup =
  | { found: true; row: number; column: number; guideline: Guideline }
  | { found: false; row: number | null; column: number | null; reason: string };

/** The matrix cell of a rating and a column (columnFor), or why there is none. */
export function guidelineFor(matrix: MeritMatrix, rating: string | null, column: number | null): MatrixLookup {
  const row = rating === null ? -1 : matrix.ratings.findIndex((r) => ratingKey(r) === ratingKey(rating));
  if (rating === null) return { found: false, row: null, column, reason: 'No performance rating in the roster' };
  if (row < 0) return { found: false, row: null, column, reason: `Rating "${rating}" is not a row of the matrix` };
  if (column === null) return { found: false, row, column: null, reason: 'No pay band to place them in' };
  return { found: true, row, column, guideline: matrix.cells[row]![column]! };
}

/** Whether a percentage (ten-thousandths) is inside the guideline's range, ends included. */
export const withinGuideline = (percent: number, g: Guideline) => percent >= g.min && percent <= g.max;

// ---------------------------------------------------------------------------------------------
// A recommendation

/** round(n ÷ d), halves away from zero for n ≥ 0 (BigInt). */
const roundBig = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/**
 * The raise a percentage gives, prorated, in minor units: pay × % × proration, rounded half up to
 * the paisa or cent. 90,000 × 4 % × 0.5041 = 1,814.76 (181476).
 */
export function raiseMinor(pay: number, percent: number, factor: number): number {
  return Number(roundBig(BigInt(pay) * 100n * BigInt(percent) * BigInt(factor), BIG_SCALE * BIG_SCALE));
}

/**
 * A raise split at the band's maximum: the base goes up to the maximum, the rest is paid once as a
 * lump sum. `payAtMetric` is the pay the band is set on (base, or base + bonus target + equity),
 * as paid; the maximum is full time, so a part-timer's is max × FTE. Already past it: all lump sum.
 * 118,000 against a 120,000 maximum with a 3,540 raise: 2,000 to base and 1,540 as a lump sum.
 */
export function splitAtMax(increaseMinor: number, payAtMetric: number, bandMax: number | null, fte: number) {
  if (bandMax === null) return { baseMinor: increaseMinor, lumpMinor: 0 };
  const headroom = Math.max(0, Math.round((bandMax * fte - payAtMetric) * 100));
  const baseMinor = Math.min(increaseMinor, headroom);
  return { baseMinor, lumpMinor: increaseMinor - baseMinor };
}

// ---------------------------------------------------------------------------------------------
// Currencies

/** The cycle's frozen rate: rupees for one dollar, to 4 dp. */
export interface FxRates {
  usdInr: number;
}

/** A currency's worth in ten-thousandths of a rupee, so a conversion is a ratio of integers. */
export function unitValue(currency: Currency, fx: FxRates): bigint {
  return currency === 'INR' ? BIG_SCALE : BigInt(Math.round(fx.usdInr * SCALE));
}

/** An amount in minor units converted at the frozen rate, rounded half up to the other currency's minor unit. */
export function convertMinor(amountMinor: number, from: Currency, to: Currency, fx: FxRates): number {
  if (from === to) return amountMinor;
  const sign = amountMinor < 0 ? -1 : 1;
  return sign * Number(roundBig(BigInt(Math.abs(amountMinor)) * unitValue(from, fx), unitValue(to, fx)));
}

// ---------------------------------------------------------------------------------------------
// Rounding that adds up

/**
 * Whole parts of `total` for shares given as numerators over one denominator: each share's floor,
 * then the units left over one each to the largest remainders (the earlier share on a tie). The
 * parts always add up to `total` when Σ floors ≤ total ≤ Σ floors + shares (true when `total` is
 * the shares' sum rounded, or the shares split `total` exactly).
 */
export function largestRemainder(total: bigint, numerators: readonly bigint[], den: bigint): bigint[] {
  const parts = numerators.map((n) => n / den);
  let left = total - parts.reduce((s, p) => s + p, 0n);
  if (left < 0n || left > BigInt(numerators.length)) throw new Error('largestRemainder: the total is not the shares rounded');
  const order = numerators.map((n, i) => ({ i, rem: n % den })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = parts[i]! + 1n;
    left -= 1n;
  }
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Budgets

export const POOL_KINDS = ['merit', 'promotion', 'adjustment', 'one-off'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];

/** Who a pool covers: each list empty or absent means anyone; job family stands for department. */
export interface PoolScope {
  families?: readonly string[];
  levels?: readonly number[];
  locations?: readonly string[];
}

export interface Pool {
  kind: PoolKind;
  name: string;
  /** percent: ten-thousandths of the eligible payroll in scope, prorated; amount: whole units of the cycle's currency. */
  basis: 'percent' | 'amount';
  value: number;
  scope: PoolScope;
}

export interface BudgetPerson {
  ref: string;
  managerRef: string | null;
  currency: Currency;
  /** Base as paid, whole units. */
  base: number;
  /** Ten-thousandths. */
  proration: number;
  family: string;
  level: number;
  metro: string;
}

export const inScope = (p: Pick<BudgetPerson, 'family' | 'level' | 'metro'>, s: PoolScope) =>
  (!s.families?.length || s.families.includes(p.family)) &&
  (!s.levels?.length || s.levels.includes(p.level)) &&
  (!s.locations?.length || s.locations.some((l) => l.toLowerCase() === p.metro.toLowerCase()));

/**
 * Which pool of each kind holds each person: the pools of a kind are read in order and a person
 * belongs to the first whose scope holds them, so no one is budgeted (or spends) twice. Returns
 * pool index → the people's refs.
 */
export function poolMembers(pools: readonly Pool[], people: readonly BudgetPerson[]): string[][] {
  const members = pools.map((): string[] => []);
  for (const p of people) {
    const taken = new Set<PoolKind>();
    pools.forEach((pool, i) => {
      if (taken.has(pool.kind) || !inScope(p, pool.scope)) return;
      taken.add(pool.kind);
      members[i]!.push(p.ref);
    });
  }
  return members;
}

export interface PoolBudget {
  /** Whole units of the cycle's currency. */
  total: number;
  /** Each member's part, whole units, adding up to `total` exactly (none when nobody has any pay to weigh). */
  shares: Map<string, number>;
  /** The pool before rounding, in minor units of the cycle's currency (a percent pool's exact sum; an amount pool's amount). */
  exactMinor: number;
}

/**
 * A pool's budget and each member's part. A percent pool is Σ base × % × proration, each base at
 * the frozen rate into the cycle's currency, the exact sum rounded half up to a unit; an amount pool
 * is its amount, split by prorated payroll. Either way the parts are rounded by largest remainder,
 * so they add up to the pool: the budget reconciles to one unit.
 */
export function poolBudget(pool: Pool, members: readonly BudgetPerson[], cycleCurrency: Currency, fx: FxRates): PoolBudget {
  const to = unitValue(cycleCurrency, fx);
  // Prorated payroll in the cycle's currency, over a common denominator: base × proration × unit value.
  const weights = members.map((m) => BigInt(m.base) * BigInt(m.proration) * unitValue(m.currency, fx));
  if (pool.basis === 'percent') {
    const den = BIG_SCALE * BIG_SCALE * to;
    const numerators = weights.map((w) => w * BigInt(pool.value));
    const sum = numerators.reduce((s, n) => s + n, 0n);
    const total = roundBig(sum, den);
    const parts = largestRemainder(total, numerators, den);
    return {
      total: Number(total),
      shares: new Map(members.map((m, i) => [m.ref, Number(parts[i])])),
      exactMinor: Number(roundBig(sum * 100n, den)),
    };
  }
  const weight = weights.reduce((s, w) => s + w, 0n);
  const total = BigInt(pool.value);
  if (weight === 0n) return { total: pool.value, shares: new Map(), exactMinor: pool.value * 100 };
  const parts = largestRemainder(
    total,
    weights.map((w) => w * total),
    weight,
  );
  return { total: pool.value, shares: new Map(members.map((m, i) => [m.ref, Number(parts[i])])), exactMinor: pool.value * 100 };
}

// ---------------------------------------------------------------------------------------------
// The manager chain

/**
 * Each manager's roll-up of `amounts` (by employee): the sum over everyone under them, direct
 * reports and theirs, not their own. Top-down, `amounts` is each person's budget share and a
 * manager's pool is the roll-up; bottom-up, it is each person's recommendation. A manager's figure is
 * exactly their direct reports' amounts plus their sub-managers' figures. A manager chain that loops
 * stops where it meets itself.
 */
export function rollUp(
  people: readonly Pick<BudgetPerson, 'ref' | 'managerRef'>[],
  amounts: ReadonlyMap<string, number>,
): Map<string, number> {
  const managerOf = new Map(people.map((p) => [p.ref, p.managerRef]));
  const out = new Map<string, number>();
  for (const [ref, amount] of amounts) {
    if (amount === 0) continue;
    const seen = new Set([ref]);
    let m = managerOf.get(ref) ?? null;
    while (m !== null && !seen.has(m)) {
      out.set(m, (out.get(m) ?? 0) + amount);
      seen.add(m);
      m = managerOf.get(m) ?? null;
    }
  }
  return out;
}

/** The chain above someone: their manager, the manager's manager, … (stopping at a loop). */
export function chainOf(ref: string, managerOf: ReadonlyMap<string, string | null>): string[] {
  const chain: string[] = [];
  const seen = new Set([ref]);
  let m = managerOf.get(ref) ?? null;
  while (m !== null && !seen.has(m)) {
    chain.push(m);
    seen.add(m);
    m = managerOf.get(m) ?? null;
  }
  return chain;
}

// ---------------------------------------------------------------------------------------------
// Approvals

export type StageApprover = { kind: 'chain'; levelsUp: number } | { kind: 'person'; email: string };
export type StageCondition = { kind: 'always' } | { kind: 'cost-above'; amount: number } | { kind: 'outside-guideline' };

export interface ApprovalStage {
  name: string;
  approver: StageApprover;
  when: StageCondition;
}

/** At least one stage every recommendation passes through. */
export const hasUnconditionalStage = (stages: readonly ApprovalStage[]) => stages.some((s) => s.when.kind === 'always');

/**
 * The stages a recommendation goes through, in order: the unconditional ones, one triggered by cost
 * when its cost (all it adds, in minor units of the cycle's currency) is above the stage's amount
 * (whole units), one triggered by a change outside the guideline when it is outside.
 */
export function stagesFor(stages: readonly ApprovalStage[], rec: { costMinor: number; outsideGuideline: boolean }): number[] {
  return stages.flatMap((s, i) => {
    if (s.when.kind === 'always') return [i];
    if (s.when.kind === 'cost-above') return rec.costMinor > s.when.amount * 100 ? [i] : [];
    return rec.outsideGuideline ? [i] : [];
  });
}

/**
 * Who approves a stage for someone: the person named, or the manager `levelsUp` above them (1 is
 * their manager) when the chain reaches that far and the roster has their email; else the fallback.
 */
export function approverOf(
  stage: ApprovalStage,
  chain: readonly string[],
  emailOf: (ref: string) => string | null,
  fallback: string,
): string {
  if (stage.approver.kind === 'person') return stage.approver.email;
  const ref = chain[stage.approver.levelsUp - 1];
  return (ref !== undefined ? emailOf(ref) : null) ?? fallback;
}
