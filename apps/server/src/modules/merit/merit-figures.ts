import { type api, currencyForCountry, standardLevelName, type Region } from '@paysight/contract';
import { bandFor, payFor } from '../compa/compa.rules.js';
import type { PersonRow, PersonWrite } from './merit.queries.js';
import {
  approverOf,
  chainOf,
  columnFor,
  convertMinor,
  eligibilityOf,
  guidelineFor,
  poolBudget,
  poolMembers,
  positionInRange,
  prorationFactor,
  raiseMinor,
  rollUp,
  SCALE,
  splitAtMax,
  stagesFor,
  withinGuideline,
  type ApprovalStage,
  type BudgetPerson,
  type Currency,
  type FxRates,
  type Guideline,
  type MeritMatrix,
  type Pool,
  type PoolBudget,
  type PositionBy,
} from './merit.rules.js';

/**
 * A cycle's figures from its settings and people (docs/decisions/057-merit-cycles.md), pure: each
 * person's eligibility, proration, band, matrix cell and recommendation; the pools' budgets
 * top-down and bottom-up; each recommendation's approval state. The service reads and writes; this
 * computes.
 */

/** The matrix as stored: fractions in ten-thousandths. */
export interface StoredMatrix extends MeritMatrix {
  mode: 'flat' | 'range';
}

/** A cycle's settings as the figures read them. */
export interface CycleSettings {
  effectiveDate: string;
  periodStart: string;
  periodEnd: string;
  currency: Currency;
  fx: FxRates;
  countryCode: Region;
  eligibility: api.MeritEligibility;
  proration: api.MeritProration;
  matrix: StoredMatrix | null;
  approvals: api.MeritApprovalSettings;
}

/** The band version in force for the cycle: its bands and the pay they are set on. */
export interface CycleBands {
  bands: { family: string; level: number; location: string; min: number; mid: number; max: number }[];
  reference: string | null;
  metric: 'base' | 'total';
}

/** A person as the roster gives them. */
export interface Facts {
  employeeRef: string;
  name: string | null;
  email: string | null;
  title: string;
  familyId: number;
  standardLevel: number;
  metro: string;
  managerRef: string | null;
  performanceRating: string | null;
  hireDate: string;
  lastChangeDate: string | null;
  fte: number;
  base: number;
  bonusTarget: number;
  equity: number;
}

/** What a manager chose, kept when the figures are worked out again. */
export interface Choice {
  meritPercent: number;
  changed: boolean;
  reason: string | null;
  promotionMinor: number;
  adjustmentMinor: number;
  oneOffMinor: number;
}

export interface StoredBand {
  min: number;
  mid: number;
  max: number;
  level: number;
  location: string;
  reason: string | null;
  metric: 'base' | 'total';
}

export const tenThousandths = (fraction: number) => Math.round(fraction * SCALE);
export const fractionOf = (tt: number) => tt / SCALE;

/** The merit money of a percentage: pay × % × proration, split at the band's maximum. */
export function meritMoney(
  f: Pick<Facts, 'base' | 'bonusTarget' | 'equity' | 'fte'>,
  percent: number,
  proration: number,
  band: Pick<StoredBand, 'max' | 'metric'> | null,
) {
  const raise = raiseMinor(f.base, percent, proration);
  const payAtMetric = band?.metric === 'total' ? f.base + f.bonusTarget + f.equity : f.base;
  const split = splitAtMax(raise, payAtMetric, band?.max ?? null, f.fte);
  return { meritBaseMinor: split.baseMinor, meritLumpMinor: split.lumpMinor };
}

/** Outside the guideline: past its range, or any merit where there is no guideline. */
export const isOutside = (percent: number, guideline: Guideline | null) => (guideline ? !withinGuideline(percent, guideline) : percent > 0);

/** Everyone's figures under the settings: eligibility, proration, band, cell, the pre-filled (or kept) recommendation. */
export function figurePeople(
  people: readonly Facts[],
  choices: ReadonlyMap<string, Choice>,
  s: CycleSettings,
  bands: CycleBands | null,
  families: ReadonlyMap<number, { slug: string; name: string }>,
  rulesVersion: number,
): Omit<PersonWrite, 'budget'>[] {
  const period = { start: s.periodStart, end: s.periodEnd };
  return people.map((p) => {
    const family = families.get(p.familyId)!;
    const levelName = standardLevelName(p.standardLevel);
    const { eligible, reason: ineligibleReason } = eligibilityOf(
      { hireDate: p.hireDate, level: p.standardLevel, metro: p.metro, fte: p.fte },
      {
        minTenureMonths: s.eligibility.minTenureMonths,
        hiredOnOrBefore: s.eligibility.hiredOnOrBefore,
        levels: s.eligibility.levels,
        locations: s.eligibility.locations,
        employmentTypes: s.eligibility.employmentTypes,
      },
      s.effectiveDate,
    );
    const proration = prorationFactor(s.proration, period, p.hireDate, p.lastChangeDate);

    let band: StoredBand | null = null;
    if (bands) {
      const found = bandFor(
        bands.bands,
        { family: family.slug, familyName: family.name, level: p.standardLevel, levelName, location: p.metro },
        bands.reference,
        standardLevelName,
      );
      if (found.band)
        band = {
          min: found.band.min,
          mid: found.band.mid,
          max: found.band.max,
          level: found.band.level,
          location: found.band.location,
          reason: found.reason,
          metric: bands.metric,
        };
    }
    const pay = payFor(
      { base: p.base, bonusTarget: p.bonusTarget, equity: p.equity, fte: p.fte, equityType: null },
      bands?.metric ?? 'base',
    );
    const positionBy: PositionBy = s.matrix?.positionBy ?? 'compa-ratio';
    const position = band ? positionInRange(pay, band, positionBy) : null;
    // A matrix of one column reads the rating alone: no band is needed to place anyone.
    const column = !s.matrix ? null : s.matrix.bounds.length === 0 ? 0 : band ? columnFor(s.matrix.bounds, pay, band, positionBy) : null;
    const lookup = s.matrix
      ? guidelineFor(s.matrix, p.performanceRating, column)
      : ({ found: false, row: null, column: null, reason: 'No merit matrix yet' } as const);
    const guideline = lookup.found ? lookup.guideline : null;
    const prefill = guideline?.target ?? 0;

    const choice = eligible ? choices.get(p.employeeRef) : undefined;
    const meritPercent = eligible ? (choice?.changed ? choice.meritPercent : prefill) : 0;
    const promotionMinor = choice?.promotionMinor ?? 0;
    const adjustmentMinor = choice?.adjustmentMinor ?? 0;
    const oneOffMinor = choice?.oneOffMinor ?? 0;
    const money = eligible ? meritMoney(p, meritPercent, proration, band) : { meritBaseMinor: 0, meritLumpMinor: 0 };
    const changed = eligible && (meritPercent !== prefill || promotionMinor + adjustmentMinor + oneOffMinor > 0);
    return {
      ...p,
      eligible,
      ineligibleReason,
      band: band as unknown as Record<string, unknown> | null,
      position,
      proration,
      matrixRow: lookup.row,
      matrixColumn: lookup.column,
      guideline,
      guidelineNote: lookup.found ? null : lookup.reason,
      meritPercent,
      ...money,
      promotionMinor,
      adjustmentMinor,
      oneOffMinor,
      changed,
      outsideGuideline: eligible && isOutside(meritPercent, guideline),
      reason: changed ? (choice?.reason ?? null) : null,
      rulesVersion,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Budgets

/** What a person's recommendation spends from each kind of pool, in minor units of their pay's currency. */
export function spendOf(r: Pick<PersonRow, 'meritBaseMinor' | 'meritLumpMinor' | 'promotionMinor' | 'adjustmentMinor' | 'oneOffMinor'>) {
  return {
    merit: r.meritBaseMinor + r.meritLumpMinor,
    promotion: r.promotionMinor,
    adjustment: r.adjustmentMinor,
    'one-off': r.oneOffMinor,
  } satisfies Record<api.MeritPoolKind, number>;
}

/** A person's whole recommendation in minor units of their pay's currency. */
export const totalMinor = (r: Parameters<typeof spendOf>[0]) => Object.values(spendOf(r)).reduce((s, v) => s + v, 0);

type BudgetFacts = Pick<PersonRow, 'employeeRef' | 'managerRef' | 'base' | 'proration' | 'standardLevel' | 'metro' | 'eligible'> & {
  familySlug: string;
};

const budgetPerson = (p: BudgetFacts, payCurrency: Currency): BudgetPerson => ({
  ref: p.employeeRef,
  managerRef: p.managerRef,
  currency: payCurrency,
  base: p.base,
  proration: p.proration,
  family: p.familySlug,
  level: p.standardLevel,
  metro: p.metro,
});

export interface PoolFigures {
  pool: Pool & { position: number };
  budget: PoolBudget;
  members: string[];
  /** Minor units of the cycle's currency. */
  spentMinor: number;
  /** Each manager's pool (whole units) and spend (minor units), over everyone under them. */
  topDown: Map<string, number>;
  bottomUp: Map<string, number>;
}

/**
 * Each pool's budget over the eligible people (the first pool of a kind holding someone takes
 * them), its parts rolled up the manager chain (top-down) beside the recommendations rolled up
 * (bottom-up), in the cycle's currency at its frozen rate.
 */
export function budgetFigures(
  people: readonly (BudgetFacts & Parameters<typeof spendOf>[0])[],
  pools: readonly (Pool & { position: number })[],
  s: Pick<CycleSettings, 'currency' | 'fx' | 'countryCode'>,
): PoolFigures[] {
  const payCurrency = currencyForCountry(s.countryCode) as Currency;
  const everyone = people.map((p) => budgetPerson(p, payCurrency));
  const eligible = people.filter((p) => p.eligible);
  const byRef = new Map(people.map((p) => [p.employeeRef, p]));
  const members = poolMembers(
    pools,
    eligible.map((p) => budgetPerson(p, payCurrency)),
  );
  return pools.map((pool, i) => {
    const refs = members[i]!;
    const budget = poolBudget(
      pool,
      refs.map((ref) => budgetPerson(byRef.get(ref)!, payCurrency)),
      s.currency,
      s.fx,
    );
    const spend = new Map(refs.map((ref) => [ref, convertMinor(spendOf(byRef.get(ref)!)[pool.kind], payCurrency, s.currency, s.fx)]));
    return {
      pool,
      budget,
      members: refs,
      spentMinor: [...spend.values()].reduce((a, v) => a + v, 0),
      topDown: rollUp(everyone, budget.shares),
      bottomUp: rollUp(everyone, spend),
    };
  });
}

/** The two-decimal figure of minor units. */
export const major = (minor: number) => minor / 100;

export function poolOut(f: PoolFigures): api.MeritPool {
  const scope = f.pool.scope;
  const allocated = [...f.budget.shares.values()].reduce((a, v) => a + v, 0);
  const left = f.budget.total * 100 - f.spentMinor;
  return {
    position: f.pool.position,
    kind: f.pool.kind,
    name: f.pool.name,
    basis: f.pool.basis,
    percent: f.pool.basis === 'percent' ? fractionOf(f.pool.value) : null,
    amount: f.pool.basis === 'amount' ? f.pool.value : null,
    scope: { families: [...(scope.families ?? [])], levels: [...(scope.levels ?? [])], locations: [...(scope.locations ?? [])] },
    total: f.budget.total,
    exact: major(f.budget.exactMinor),
    members: f.members.length,
    allocated,
    spent: major(f.spentMinor),
    left: major(left),
    over: left < 0,
  };
}

/** A manager's pools against their people's spend. */
export function managerBudget(ref: string, name: string | null, figures: readonly PoolFigures[]): api.MeritManagerBudget {
  return {
    employeeId: ref,
    name,
    pools: figures.map((f) => {
      const pool = f.topDown.get(ref) ?? 0;
      const spent = f.bottomUp.get(ref) ?? 0;
      return { position: f.pool.position, kind: f.pool.kind, name: f.pool.name, pool, spent: major(spent), over: spent > pool * 100 };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Approvals

export interface DecisionFacts {
  stage: number;
  decision: 'approved' | 'rejected';
  decidedByEmail: string;
  decidedAt: Date;
  note: string | null;
}

export interface Approval {
  state: api.MeritApprovalState;
  stages: api.MeritRecommendation['approval']['stages'];
  next: api.MeritRecommendation['approval']['next'];
}

/**
 * A recommendation's stages (the unconditional ones, and those its cost or a change outside the
 * guideline trigger), each with its approver from the manager chain (or the fallback) and its
 * decision; the stage waiting is the first not approved; rejected when that stage was rejected.
 */
export function approvalOf(
  r: Pick<PersonRow, 'employeeRef' | 'eligible' | 'outsideGuideline'> & Parameters<typeof spendOf>[0],
  s: Pick<CycleSettings, 'approvals' | 'currency' | 'fx' | 'countryCode'>,
  decisions: ReadonlyMap<number, DecisionFacts> | undefined,
  managerOf: ReadonlyMap<string, string | null>,
  emailOf: (ref: string) => string | null,
): Approval {
  if (!r.eligible) return { state: 'approved', stages: [], next: null };
  const stages = s.approvals.stages as ApprovalStage[];
  const costMinor = convertMinor(totalMinor(r), currencyForCountry(s.countryCode) as Currency, s.currency, s.fx);
  const chain = chainOf(r.employeeRef, managerOf);
  const out = stagesFor(stages, { costMinor, outsideGuideline: r.outsideGuideline }).map((i) => {
    const d = decisions?.get(i);
    return {
      stage: i,
      name: stages[i]!.name,
      approver: approverOf(stages[i]!, chain, emailOf, s.approvals.fallbackEmail),
      decision: d?.decision ?? null,
      by: d?.decidedByEmail ?? null,
      at: d?.decidedAt.toISOString() ?? null,
      note: d?.note ?? null,
    };
  });
  const next = out.find((st) => st.decision !== 'approved') ?? null;
  return { state: next === null ? 'approved' : next.decision === 'rejected' ? 'rejected' : 'pending', stages: out, next };
}

/** A column's span as a reader sees it: "< 0.90", "0.90–1.00", "≥ 1.10" (penetration in %). */
export function columnSpan(bounds: readonly number[], column: number, by: PositionBy): string {
  const show = (tt: number) => (by === 'compa-ratio' ? (tt / SCALE).toFixed(2) : `${(tt / 100).toFixed(0)} %`);
  if (bounds.length === 0) return 'any';
  if (column === 0) return `< ${show(bounds[0]!)}`;
  if (column === bounds.length) return `≥ ${show(bounds[column - 1]!)}`;
  return `${show(bounds[column - 1]!)}–${show(bounds[column]!)}`;
}
