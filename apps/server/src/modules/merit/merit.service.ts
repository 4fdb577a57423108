import { AppError, api, currencyForCountry, notFound, standardLevelName, type Region, type SessionUser } from '@paysight/contract';
import { isUniqueViolation, type Db } from '@paysight/db';
import type { BenchmarkingDeps } from '../benchmarking/benchmarking.service.js';
import { employeeDataset, payrollCatalogueOf } from '../benchmarking/payroll.service.js';
import type { PayrollCatalogue } from '../benchmarking/payroll.rules.js';
import { versionInForce } from '../compa/compa.rules.js';
import { bandGroupsForRoster, bandVersionsForRoster } from '../paybands/pay-bands.service.js';
import { assertRegion, workspaceOf, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import {
  approvalOf,
  budgetFigures,
  columnSpan,
  figurePeople,
  fractionOf,
  isOutside,
  major,
  managerBudget,
  meritMoney,
  poolOut,
  tenThousandths,
  totalMinor,
  type Choice,
  type CycleBands,
  type CycleSettings,
  type DecisionFacts,
  type Facts,
  type PoolFigures,
  type StoredBand,
  type StoredMatrix,
} from './merit-figures.js';
import * as q from './merit.queries.js';
import { convertMinor, periodHasMonths, type Currency, type Pool } from './merit.rules.js';

/**
 * Merit cycles (issue 30; docs/decisions/057-merit-cycles.md). Every call checks the workspace and
 * role first (workspaceOf), then reads and writes that workspace's rows only, so another
 * workspace's cycle or recommendation id answers 404. Members read; analysts and admins set cycles
 * up, move them and change recommendations; a stage's approver (by the email they sign in with) or
 * an admin decides. Reads and figures happen before a transaction; the transaction locks the cycle,
 * checks that nothing moved meanwhile (status, rules version) and writes with the log.
 */

export interface MeritDeps extends BenchmarkingDeps {
  /** The configured rate a new cycle freezes when none is given. */
  fx: { usdInr: number; asOf: string };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const REGION_NAME: Record<Region, string> = { in: 'India', us: 'the US' };
const STATUS_WORDS: Record<api.MeritStatus, string> = {
  'not-started': 'not started',
  active: 'active',
  paused: 'paused',
  approved: 'approved',
  closed: 'closed',
};
const noCycle = (id: number) => notFound(`No merit cycle ${id} in this workspace`);
const noRecommendation = (id: number) => notFound(`No recommendation ${id} in this cycle`);
const movedMeanwhile = () => new AppError(409, 'The cycle changed while you worked: reload it and try again');
const percentText = (tt: number) => `${(tt / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

// ---------------------------------------------------------------------------------------------
// Settings as stored and as the figures read them

type CycleRow = q.CycleRow;

const settingsOf = (
  c: Pick<
    CycleRow,
    'effectiveDate' | 'periodStart' | 'periodEnd' | 'currency' | 'fx' | 'countryCode' | 'eligibility' | 'proration' | 'matrix' | 'approvals'
  >,
): CycleSettings => ({
  effectiveDate: c.effectiveDate,
  periodStart: c.periodStart,
  periodEnd: c.periodEnd,
  currency: c.currency,
  fx: { usdInr: c.fx.usdInr },
  countryCode: c.countryCode,
  eligibility: c.eligibility as unknown as api.MeritEligibility,
  proration: c.proration as unknown as api.MeritProration,
  matrix: c.matrix as unknown as StoredMatrix | null,
  approvals: c.approvals as unknown as api.MeritApprovalSettings,
});

const storedMatrix = (m: api.MeritMatrix): StoredMatrix => ({
  positionBy: m.positionBy,
  mode: m.mode,
  bounds: m.bounds.map(tenThousandths),
  ratings: m.ratings,
  cells: m.cells.map((row) =>
    row.map((c) =>
      typeof c === 'number'
        ? { min: tenThousandths(c), target: tenThousandths(c), max: tenThousandths(c) }
        : { min: tenThousandths(c.min), target: tenThousandths(c.target), max: tenThousandths(c.max) },
    ),
  ),
});

const poolsAsRules = (rows: readonly q.PoolWrite[]): (Pool & { position: number })[] =>
  rows.map((p) => ({
    position: p.position,
    kind: p.kind,
    name: p.name,
    basis: p.basis,
    value: p.value,
    scope: p.scope as Pool['scope'],
  }));

/** A metro or city of the region, as the catalogue spells its metro; null when it is neither. */
function metroOf(catalogue: PayrollCatalogue, cc: Region, name: string): string | null {
  const key = name.trim().toLowerCase();
  const metro = catalogue.metros[cc].find((m) => m.toLowerCase() === key);
  if (metro) return metro;
  return catalogue.cities?.find((c) => c.countryCode === cc && c.city.toLowerCase() === key)?.metro ?? null;
}

function metrosChecked(catalogue: PayrollCatalogue, cc: Region, names: readonly string[], field: string): string[] {
  return [
    ...new Set(
      names.map((n) => {
        const metro = metroOf(catalogue, cc, n);
        if (!metro) throw new AppError(400, `${field}: "${n}" is not a metro or city of ${REGION_NAME[cc]}`);
        return metro;
      }),
    ),
  ];
}

function poolsChecked(catalogue: PayrollCatalogue, cc: Region, pools: readonly api.MeritPoolBody[]): q.PoolWrite[] {
  return pools.map((p, i) => {
    const families = [
      ...new Set(
        p.scope.families.map((f) => {
          const key = f.trim().toLowerCase();
          const found = catalogue.families.find((x) => x.slug === key || x.name.toLowerCase() === key);
          if (!found) throw new AppError(400, `pools.${i}.scope.families: no job family "${f}"`);
          return found.slug;
        }),
      ),
    ];
    return {
      position: i,
      kind: p.kind,
      name: p.name,
      basis: p.basis,
      value: p.basis === 'percent' ? tenThousandths(p.percent) : p.amount,
      scope: {
        families,
        levels: [...new Set(p.scope.levels)],
        locations: metrosChecked(catalogue, cc, p.scope.locations, `pools.${i}.scope.locations`),
      },
    };
  });
}

function prorationChecked(p: api.MeritProration, periodStart: string, periodEnd: string) {
  if (p.kind === 'month' && !periodHasMonths({ start: periodStart, end: periodEnd }))
    throw new AppError(400, 'proration: a month-based rule needs a period with a month starting in it');
  if (Math.abs(Date.parse(periodEnd) - Date.parse(periodStart)) > 731 * 86_400_000)
    throw new AppError(400, 'periodEnd: a cycle covers at most two years');
}

/**
 * The band group and version a cycle reads: the group asked for (404 when it is not the workspace's in
 * the roster's region) or the one saved last; the version asked for (404 when the group has none of
 * that number) or the one in force on the effective date. Nulls when the workspace has no bands there.
 */
async function bandChoice(
  deps: MeritDeps,
  ctx: WorkspaceContext,
  cc: Region,
  effectiveDate: string,
  bandGroupId: number | null | undefined,
  bandVersion: number | null | undefined,
): Promise<{ bandGroupId: number | null; bandVersion: number | null }> {
  const groups = await bandGroupsForRoster(deps, ctx, cc);
  const group = bandGroupId == null ? groups[0] : groups.find((g) => g.id === bandGroupId);
  if (bandGroupId != null && !group) throw notFound(`No pay band group ${bandGroupId} for ${REGION_NAME[cc]} in this workspace`);
  if (!group) {
    if (bandVersion != null) throw notFound(`No pay band group for ${REGION_NAME[cc]} in this workspace, so no version ${bandVersion}`);
    return { bandGroupId: null, bandVersion: null };
  }
  const versions = await bandVersionsForRoster(deps, ctx, group.id);
  const version = bandVersion == null ? versionInForce(versions, effectiveDate) : versions.find((v) => v.version === bandVersion);
  if (bandVersion != null && !version) throw notFound(`Pay band group "${group.name}" has no version ${bandVersion}`);
  return { bandGroupId: group.id, bandVersion: version?.version ?? null };
}

interface BandsRead {
  info: api.MeritCycle['band'];
  bands: CycleBands | null;
}

async function bandsOf(
  deps: MeritDeps,
  ctx: WorkspaceContext,
  c: Pick<CycleRow, 'countryCode' | 'bandGroupId' | 'bandVersion'>,
): Promise<BandsRead> {
  const none: BandsRead = { info: { groupId: null, name: null, version: null, effectiveDate: null, metric: null }, bands: null };
  if (c.bandGroupId === null) return none;
  const group = (await bandGroupsForRoster(deps, ctx, c.countryCode)).find((g) => g.id === c.bandGroupId);
  if (!group) return none;
  const version = (await bandVersionsForRoster(deps, ctx, group.id)).find((v) => v.version === c.bandVersion);
  if (!version) return { ...none, info: { ...none.info, groupId: group.id, name: group.name } };
  return {
    info: {
      groupId: group.id,
      name: group.name,
      version: version.version,
      effectiveDate: version.effectiveDate,
      metric: version.plan.metric,
    },
    bands: {
      bands: version.bands.map((b) => ({
        family: b.family.slug,
        level: b.level,
        location: b.location,
        min: b.min,
        mid: b.mid,
        max: b.max,
      })),
      reference: version.plan.locations[0] ?? null,
      metric: version.plan.metric,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The people

const factsOfRoster = (r: NonNullable<Awaited<ReturnType<typeof employeeDataset>>>['employees'][number]): Facts => ({
  employeeRef: r.employeeRef,
  name: r.name,
  email: r.email,
  title: r.title,
  familyId: r.familyId,
  standardLevel: r.level,
  metro: r.metro,
  managerRef: r.managerRef,
  performanceRating: r.performanceRating,
  hireDate: r.hireDate,
  lastChangeDate: r.lastChangeDate,
  fte: r.fte,
  base: r.base,
  bonusTarget: r.bonusTarget,
  equity: r.equity,
});

const factsOfRow = (r: q.PersonRow): Facts => ({
  employeeRef: r.employeeRef,
  name: r.name,
  email: r.email,
  title: r.title,
  familyId: r.familyId,
  standardLevel: r.standardLevel,
  metro: r.metro,
  managerRef: r.managerRef,
  performanceRating: r.performanceRating,
  hireDate: r.hireDate,
  lastChangeDate: r.lastChangeDate,
  fte: r.fte,
  base: r.base,
  bonusTarget: r.bonusTarget,
  equity: r.equity,
});

const choiceOf = (r: q.PersonRow): Choice => ({
  meritPercent: r.meritPercent,
  changed: r.changed,
  reason: r.reason,
  promotionMinor: r.promotionMinor,
  adjustmentMinor: r.adjustmentMinor,
  oneOffMinor: r.oneOffMinor,
});

/** The roster version's people, or a 404 saying the version is gone (or was never the workspace's). */
async function rosterOf(deps: MeritDeps, ctx: WorkspaceContext, uploadId: number | null | undefined) {
  const dataset = await employeeDataset(deps, ctx, uploadId == null ? undefined : { uploadId });
  if (!dataset) {
    throw uploadId == null
      ? notFound('This workspace has no roster yet: upload one on /compa, then set up the cycle')
      : notFound(`No roster version ${uploadId} in this workspace (only the last ${api.PAYROLL_VERSIONS_KEPT} are kept)`);
  }
  assertRegion(ctx, dataset.upload.countryCode);
  return dataset;
}

/** Everyone figured under the settings, with each one's part of each pool. */
async function figured(
  deps: MeritDeps,
  ctx: WorkspaceContext,
  people: readonly Facts[],
  choices: ReadonlyMap<string, Choice>,
  cycle: Pick<CycleRow, 'countryCode' | 'bandGroupId' | 'bandVersion' | 'rulesVersion'> & CycleSettings,
  pools: readonly q.PoolWrite[],
): Promise<q.PersonWrite[]> {
  const [{ bands }, catalogue] = await Promise.all([bandsOf(deps, ctx, cycle), payrollCatalogueOf(deps, ctx.orgId)]);
  const families = new Map(catalogue.families.map((f) => [f.id, f]));
  const rows = figurePeople(people, choices, cycle, bands, families, cycle.rulesVersion);
  const withFamily = rows.map((r) => ({ ...r, familySlug: families.get(r.familyId)!.slug }));
  const budgets = budgetFigures(withFamily as never, poolsAsRules(pools), cycle);
  const parts = new Map<string, Record<string, { pool: number; share: number }>>();
  for (const f of budgets)
    for (const [ref, share] of f.budget.shares) parts.set(ref, { ...parts.get(ref), [f.pool.kind]: { pool: f.pool.position, share } });
  return rows.map((r) => ({ ...r, budget: parts.get(r.employeeRef) ?? {} }));
}

// ---------------------------------------------------------------------------------------------
// Reading a cycle

interface Loaded {
  cycle: CycleRow;
  settings: CycleSettings;
  pools: q.PoolWrite[];
  people: q.PersonRow[];
  decisions: Map<number, Map<number, DecisionFacts>>;
  budgets: PoolFigures[];
  managerOf: Map<string, string | null>;
  byRef: Map<string, q.PersonRow>;
}

async function ownCycle(deps: MeritDeps, ctx: WorkspaceContext, id: number): Promise<CycleRow> {
  const cycle = await q.cycleOf(deps.db, ctx.orgId, id);
  if (!cycle) throw noCycle(id);
  return cycle;
}

async function load(deps: MeritDeps, ctx: WorkspaceContext, id: number): Promise<Loaded> {
  const cycle = await ownCycle(deps, ctx, id);
  const [pools, people, decisionRows] = await Promise.all([
    q.poolsOf(deps.db, ctx.orgId, id),
    q.peopleOf(deps.db, ctx.orgId, id),
    q.decisionsOf(deps.db, ctx.orgId, id),
  ]);
  const decisions = new Map<number, Map<number, DecisionFacts>>();
  for (const d of decisionRows) {
    const of = decisions.get(d.recommendationId) ?? new Map<number, DecisionFacts>();
    of.set(d.stage, d);
    decisions.set(d.recommendationId, of);
  }
  const settings = settingsOf(cycle);
  return {
    cycle,
    settings,
    pools,
    people,
    decisions,
    budgets: budgetFigures(people, poolsAsRules(pools), settings),
    managerOf: new Map(people.map((p) => [p.employeeRef, p.managerRef])),
    byRef: new Map(people.map((p) => [p.employeeRef, p])),
  };
}

const approvalIn = (l: Loaded, r: q.PersonRow) =>
  approvalOf(r, l.settings, l.decisions.get(r.id), l.managerOf, (ref) => l.byRef.get(ref)?.email ?? null);

function recommendationOut(l: Loaded, r: q.PersonRow): api.MeritRecommendation {
  const payCurrency = currencyForCountry(l.cycle.countryCode) as Currency;
  const band = r.band as unknown as StoredBand | null;
  const matrix = l.settings.matrix;
  const manager = r.managerRef ? l.byRef.get(r.managerRef) : undefined;
  const toBase = r.meritBaseMinor + r.promotionMinor + r.adjustmentMinor;
  return {
    id: r.id,
    employeeId: r.employeeRef,
    name: r.name,
    title: r.title,
    family: { slug: r.familySlug, name: r.familyName },
    level: r.standardLevel,
    levelName: standardLevelName(r.standardLevel),
    location: r.metro,
    manager: r.managerRef ? { employeeId: r.managerRef, name: manager?.name ?? null } : null,
    rating: r.performanceRating,
    hireDate: r.hireDate,
    lastChangeDate: r.lastChangeDate,
    fte: r.fte,
    currency: payCurrency,
    base: r.base,
    eligible: r.eligible,
    ineligibleReason: r.ineligibleReason,
    band: band ? { min: band.min, mid: band.mid, max: band.max, level: band.level, location: band.location, reason: band.reason } : null,
    position: r.position,
    proration: fractionOf(r.proration),
    cell:
      matrix && r.matrixRow !== null && r.matrixColumn !== null
        ? {
            row: r.matrixRow,
            column: r.matrixColumn,
            rating: matrix.ratings[r.matrixRow] ?? '',
            span: columnSpan(matrix.bounds, r.matrixColumn, matrix.positionBy),
          }
        : null,
    guideline: r.guideline
      ? { min: fractionOf(r.guideline.min), target: fractionOf(r.guideline.target), max: fractionOf(r.guideline.max) }
      : null,
    guidelineNote: r.eligible ? r.guidelineNote : null,
    meritPercent: fractionOf(r.meritPercent),
    merit: { raise: major(r.meritBaseMinor + r.meritLumpMinor), base: major(r.meritBaseMinor), lump: major(r.meritLumpMinor) },
    promotion: major(r.promotionMinor),
    adjustment: major(r.adjustmentMinor),
    oneOff: major(r.oneOffMinor),
    newBase: major(r.base * 100 + toBase),
    increase: r.base > 0 ? Math.round((toBase / (r.base * 100)) * 10_000) / 10_000 : 0,
    cost: major(convertMinor(totalMinor(r), payCurrency, l.settings.currency, l.settings.fx)),
    changed: r.changed,
    outsideGuideline: r.outsideGuideline,
    reason: r.reason,
    approval: approvalIn(l, r),
    rulesVersion: r.rulesVersion,
    updatedAt: r.updatedAt.toISOString(),
  };
}

function cycleOut(l: Loaded, band: api.MeritCycle['band'], upload: { fileName: string; createdAt: Date } | null): api.MeritCycle {
  const c = l.cycle;
  const eligible = l.people.filter((p) => p.eligible);
  const states = eligible.map((p) => approvalIn(l, p).state);
  const pools = l.budgets.map(poolOut);
  const counts = {
    people: l.people.length,
    eligible: eligible.length,
    changed: eligible.filter((p) => p.changed).length,
    outsideGuideline: eligible.filter((p) => p.outsideGuideline).length,
    noGuideline: eligible.filter((p) => p.guideline === null).length,
    approved: states.filter((s) => s === 'approved').length,
    pending: states.filter((s) => s === 'pending').length,
    rejected: states.filter((s) => s === 'rejected').length,
  };
  const notes: string[] = [];
  if (!l.settings.matrix) notes.push('Set the merit matrix: recommendations are pre-filled from it, and the cycle starts only with one');
  if (band.version === null)
    notes.push('No pay band version for the roster’s region: nobody can be placed in the matrix’s columns, and no raise is capped');
  if (c.uploadId === null && c.status === 'not-started')
    notes.push('The roster version this cycle read is gone: choose another (uploadId)');
  if (l.people.length > 0 && counts.eligible === 0) notes.push('Nobody is eligible under these rules');
  if (counts.noGuideline > 0)
    notes.push(
      `${counts.noGuideline} eligible ${counts.noGuideline === 1 ? 'person has' : 'people have'} no guideline (no rating, a rating not in the matrix, or no band): their merit starts at 0`,
    );
  for (const p of pools)
    if (p.over) notes.push(`${p.name} is over budget by ${(-p.left).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${c.currency}`);
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    effectiveDate: c.effectiveDate,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    currency: c.currency,
    fx: c.fx,
    roster: {
      uploadId: c.uploadId,
      fileName: upload?.fileName ?? null,
      uploadedAt: upload?.createdAt.toISOString() ?? null,
      countryCode: c.countryCode,
      currency: currencyForCountry(c.countryCode) as Currency,
    },
    band,
    eligibility: l.settings.eligibility,
    proration: l.settings.proration,
    matrix: l.settings.matrix
      ? {
          positionBy: l.settings.matrix.positionBy,
          mode: l.settings.matrix.mode,
          bounds: l.settings.matrix.bounds.map(fractionOf),
          ratings: [...l.settings.matrix.ratings],
          cells: l.settings.matrix.cells.map((row) =>
            row.map((g) => ({ min: fractionOf(g.min), target: fractionOf(g.target), max: fractionOf(g.max) })),
          ),
        }
      : null,
    pools,
    approvals: l.settings.approvals,
    rulesVersion: c.rulesVersion,
    editable: api.MERIT_EDITABLE.includes(c.status),
    open: c.status === 'active',
    next: [...api.MERIT_TRANSITIONS[c.status]],
    counts,
    notes,
    createdBy: c.creatorEmail === null ? null : { name: c.creatorName || null, email: c.creatorEmail },
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    statusChangedAt: c.statusChangedAt?.toISOString() ?? null,
  };
}

async function cycleView(deps: MeritDeps, ctx: WorkspaceContext, id: number): Promise<api.MeritCycle> {
  const l = await load(deps, ctx, id);
  const [{ info }, dataset] = await Promise.all([
    bandsOf(deps, ctx, l.cycle),
    l.cycle.uploadId === null ? null : employeeDataset(deps, ctx, { uploadId: l.cycle.uploadId, refs: [] }),
  ]);
  return cycleOut(l, info, dataset ? dataset.upload : null);
}

// ---------------------------------------------------------------------------------------------
// The calls

/** GET /merit/cycles: any member. */
export async function listMeritCycles(deps: MeritDeps, user: SessionUser | null): Promise<{ cycles: api.MeritCycleSummary[] }> {
  const ctx = await workspaceOf(deps, user);
  const rows = await q.cyclesOf(deps.db, ctx.orgId);
  return { cycles: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** GET /merit/cycles/{id}: any member. */
export async function getMeritCycle(deps: MeritDeps, user: SessionUser | null, id: number): Promise<api.MeritCycle> {
  const ctx = await workspaceOf(deps, user);
  return cycleView(deps, ctx, id);
}

const actorOf = (ctx: WorkspaceContext, user: SessionUser) => ({ actor: ctx.userId, actorEmail: user.email.toLowerCase() });
const nameTaken = (name: string) => new AppError(409, `A merit cycle named "${name}" exists in this workspace already`);

/** POST /merit/cycles: analysts and admins. The roster version is read and everyone figured, then one transaction writes it all. */
export async function createMeritCycle(deps: MeritDeps, user: SessionUser, body: api.MeritCycleBody): Promise<api.MeritCycle> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const dataset = await rosterOf(deps, ctx, body.uploadId);
  const cc = dataset.upload.countryCode;
  prorationChecked(body.proration, body.periodStart, body.periodEnd);
  const catalogue = await payrollCatalogueOf(deps, ctx.orgId);
  const eligibility: api.MeritEligibility = {
    ...body.eligibility,
    levels: [...new Set(body.eligibility.levels)],
    locations: metrosChecked(catalogue, cc, body.eligibility.locations, 'eligibility.locations'),
  };
  const pools = poolsChecked(catalogue, cc, body.pools);
  const band = await bandChoice(deps, ctx, cc, body.effectiveDate, body.bandGroupId, body.bandVersion);
  const now = deps.now();
  const row = {
    orgId: ctx.orgId,
    name: body.name,
    effectiveDate: body.effectiveDate,
    periodStart: body.periodStart,
    periodEnd: body.periodEnd,
    currency: body.currency ?? (currencyForCountry(cc) as Currency),
    fx: body.usdInr === undefined ? { usdInr: deps.fx.usdInr, asOf: deps.fx.asOf } : { usdInr: body.usdInr, asOf: isoDay(now) },
    uploadId: dataset.upload.id,
    countryCode: cc,
    ...band,
    eligibility,
    proration: body.proration,
    matrix: (body.matrix ? storedMatrix(body.matrix) : null) as Record<string, unknown> | null,
    approvals: body.approvals ?? {
      stages: [{ name: 'Manager', approver: { kind: 'chain', levelsUp: 1 }, when: { kind: 'always' } }],
      fallbackEmail: user.email.toLowerCase(),
    },
    rulesVersion: 1,
    createdBy: ctx.userId,
    createdAt: now,
    updatedAt: now,
  } satisfies Parameters<typeof q.insertCycle>[1];
  const settings = settingsOf(row as unknown as CycleRow);
  const people = await figured(deps, ctx, dataset.employees.map(factsOfRoster), new Map(), { ...row, ...settings }, pools);
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await q.lockWorkspaceRow(db, ctx.orgId);
      if ((await q.countCycles(db, ctx.orgId)) >= api.MERIT_CYCLES_MAX)
        throw new AppError(409, `A workspace keeps at most ${api.MERIT_CYCLES_MAX} merit cycles: remove one not started first`);
      if (await q.cycleNamed(db, ctx.orgId, body.name, null)) throw nameTaken(body.name);
      const cycleId = await q.insertCycle(db, row as never);
      await q.replacePools(db, ctx.orgId, cycleId, pools);
      await q.insertPeople(
        db,
        ctx.orgId,
        cycleId,
        people.map((p) => ({ ...p, updatedAt: now })),
      );
      await q.log(db, ctx.orgId, cycleId, [
        {
          ...actorOf(ctx, user),
          at: now,
          action: 'cycle.create',
          rulesVersion: 1,
          detail: {
            name: body.name,
            uploadId: dataset.upload.id,
            people: people.length,
            eligible: people.filter((p) => p.eligible).length,
          },
        },
      ]);
      return cycleId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
  return cycleView(deps, ctx, id);
}

/**
 * POST /merit/cycles/{id}: analysts and admins, while not started or paused. The rules version goes
 * up and everyone is figured again: a cycle not started from its roster version (read again), a
 * paused one from its own copy, keeping what managers chose; decisions on a recommendation whose
 * figures moved (or all, when the stages change) are cleared, and each moved figure is logged.
 */
export async function editMeritCycle(deps: MeritDeps, user: SessionUser, id: number, edit: api.MeritCycleEdit): Promise<api.MeritCycle> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const l = await load(deps, ctx, id);
  const c = l.cycle;
  if (!api.MERIT_EDITABLE.includes(c.status))
    throw new AppError(
      409,
      c.status === 'active'
        ? 'Settings change only before the cycle starts or while it is paused: pause it first'
        : `The cycle is ${STATUS_WORDS[c.status]}: its settings are final`,
    );
  const started = c.status !== 'not-started';
  if (started && edit.uploadId !== undefined && edit.uploadId !== c.uploadId)
    throw new AppError(409, 'The roster version is fixed once the cycle has started');

  const periodStart = edit.periodStart ?? c.periodStart;
  const periodEnd = edit.periodEnd ?? c.periodEnd;
  if (periodStart > periodEnd) throw new AppError(400, 'periodEnd must not be before periodStart');
  const proration = edit.proration ?? (c.proration as unknown as api.MeritProration);
  prorationChecked(proration, periodStart, periodEnd);

  const dataset = started ? null : await rosterOf(deps, ctx, edit.uploadId ?? c.uploadId);
  const cc = dataset?.upload.countryCode ?? c.countryCode;
  const catalogue = await payrollCatalogueOf(deps, ctx.orgId);
  const effectiveDate = edit.effectiveDate ?? c.effectiveDate;
  const band =
    edit.bandGroupId !== undefined || edit.bandVersion !== undefined || cc !== c.countryCode
      ? await bandChoice(
          deps,
          ctx,
          cc,
          effectiveDate,
          edit.bandGroupId ?? (cc === c.countryCode ? c.bandGroupId : null),
          edit.bandVersion ?? (edit.bandGroupId === undefined && cc === c.countryCode ? c.bandVersion : null),
        )
      : { bandGroupId: c.bandGroupId, bandVersion: c.bandVersion };
  const eligibility: api.MeritEligibility = edit.eligibility
    ? {
        ...edit.eligibility,
        levels: [...new Set(edit.eligibility.levels)],
        locations: metrosChecked(catalogue, cc, edit.eligibility.locations, 'eligibility.locations'),
      }
    : (c.eligibility as unknown as api.MeritEligibility);
  const pools = edit.pools
    ? poolsChecked(catalogue, cc, edit.pools)
    : l.pools.map(({ position, kind, name, basis, value, scope }) => ({ position, kind, name, basis, value, scope }));
  const now = deps.now();
  const rulesVersion = c.rulesVersion + 1;
  const changes = {
    name: edit.name ?? c.name,
    effectiveDate,
    periodStart,
    periodEnd,
    currency: edit.currency ?? c.currency,
    fx: edit.usdInr === undefined ? c.fx : { usdInr: edit.usdInr, asOf: isoDay(now) },
    uploadId: dataset?.upload.id ?? c.uploadId,
    countryCode: cc,
    ...band,
    eligibility,
    proration,
    matrix: edit.matrix ? storedMatrix(edit.matrix) : c.matrix,
    approvals: edit.approvals ?? c.approvals,
    rulesVersion,
    updatedAt: now,
  };
  const settings = settingsOf(changes as unknown as CycleRow);
  const facts = dataset ? dataset.employees.map(factsOfRoster) : l.people.map(factsOfRow);
  const choices = new Map(l.people.map((p) => [p.employeeRef, choiceOf(p)]));
  const people = (await figured(deps, ctx, facts, choices, { ...changes, ...settings }, pools)).map((p) => ({ ...p, updatedAt: now }));

  // What moved for each person, in a started (paused) cycle: logged, and their decisions cleared.
  const before = new Map(l.people.map((p) => [p.employeeRef, p]));
  const moved = started
    ? people.filter((p) => {
        const b = before.get(p.employeeRef)!;
        return (
          b.eligible !== p.eligible ||
          b.meritPercent !== p.meritPercent ||
          b.meritBaseMinor !== p.meritBaseMinor ||
          b.meritLumpMinor !== p.meritLumpMinor ||
          b.outsideGuideline !== p.outsideGuideline ||
          b.proration !== p.proration
        );
      })
    : [];
  const stagesChanged = edit.approvals !== undefined || edit.currency !== undefined || edit.usdInr !== undefined;
  const changedKeys = Object.entries(edit)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);

  try {
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!(await q.lockCycle(db, ctx.orgId, id))) throw noCycle(id);
      const now2 = await q.cycleOf(db, ctx.orgId, id);
      if (!now2 || now2.status !== c.status || now2.rulesVersion !== c.rulesVersion) throw movedMeanwhile();
      if (edit.name !== undefined && (await q.cycleNamed(db, ctx.orgId, edit.name, id))) throw nameTaken(edit.name);
      await q.updateCycle(db, ctx.orgId, id, changes as never);
      await q.replacePools(db, ctx.orgId, id, pools);
      await q.syncPeople(db, ctx.orgId, id, people);
      if (started) {
        await q.clearDecisions(db, ctx.orgId, id, stagesChanged ? null : moved.map((p) => before.get(p.employeeRef)!.id));
      }
      await q.log(db, ctx.orgId, id, [
        {
          ...actorOf(ctx, user),
          at: now,
          action: 'cycle.settings',
          rulesVersion,
          detail: {
            changed: changedKeys,
            ...(started ? { refigured: moved.length, decisionsCleared: stagesChanged ? 'all' : moved.length } : {}),
          },
        },
        ...moved.map((p) => {
          const b = before.get(p.employeeRef)!;
          return {
            ...actorOf(ctx, user),
            at: now,
            action: 'recommendation.refigure',
            employeeRef: p.employeeRef,
            rulesVersion,
            matrixCell: { row: p.matrixRow ?? null, column: p.matrixColumn ?? null, rating: p.performanceRating ?? null },
            proration: p.proration,
            detail: {
              before: { eligible: b.eligible, meritPercent: fractionOf(b.meritPercent), merit: major(b.meritBaseMinor + b.meritLumpMinor) },
              after: {
                eligible: p.eligible,
                meritPercent: fractionOf(p.meritPercent ?? 0),
                merit: major((p.meritBaseMinor ?? 0) + (p.meritLumpMinor ?? 0)),
              },
            },
          };
        }),
      ]);
    });
  } catch (err) {
    if (isUniqueViolation(err) && edit.name !== undefined) throw nameTaken(edit.name);
    throw err;
  }
  return cycleView(deps, ctx, id);
}

/** DELETE /merit/cycles/{id}: analysts and admins; a cycle not started only. */
export async function deleteMeritCycle(deps: MeritDeps, user: SessionUser, id: number): Promise<{ deleted: true }> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await q.lockCycle(db, ctx.orgId, id))) throw noCycle(id);
    const c = (await q.cycleOf(db, ctx.orgId, id))!;
    if (c.status !== 'not-started')
      throw new AppError(409, `Only a cycle not started can be removed; this one is ${STATUS_WORDS[c.status]}`);
    await q.deleteCycle(db, ctx.orgId, id);
  });
  return { deleted: true };
}

/**
 * POST /merit/cycles/{id}/status: analysts and admins. Starting needs a matrix and someone eligible,
 * and copies the roster version afresh (the copy is fixed from then on); approving needs every
 * recommendation approved; closed is final.
 */
export async function setMeritCycleStatus(
  deps: MeritDeps,
  user: SessionUser,
  id: number,
  status: api.MeritStatus,
): Promise<api.MeritCycle> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const l = await load(deps, ctx, id);
  const c = l.cycle;
  const allowed = api.MERIT_TRANSITIONS[c.status];
  if (c.status === status) throw new AppError(409, `The cycle is ${STATUS_WORDS[status]} already`);
  if (!allowed.includes(status))
    throw new AppError(
      409,
      allowed.length === 0
        ? 'A closed cycle is final'
        : `A cycle that is ${STATUS_WORDS[c.status]} can become ${allowed.map((s) => STATUS_WORDS[s]).join(' or ')}, not ${STATUS_WORDS[status]}`,
    );

  let fresh: q.PersonWrite[] | null = null;
  const now = deps.now();
  if (c.status === 'not-started') {
    if (!l.settings.matrix) throw new AppError(409, 'Set the merit matrix before starting the cycle');
    if (c.uploadId === null)
      throw new AppError(409, 'The roster version this cycle read is gone: choose another (uploadId) before starting');
    const dataset = await rosterOf(deps, ctx, c.uploadId);
    fresh = (await figured(deps, ctx, dataset.employees.map(factsOfRoster), new Map(), { ...c, ...l.settings }, l.pools)).map((p) => ({
      ...p,
      updatedAt: now,
    }));
    if (!fresh.some((p) => p.eligible)) throw new AppError(409, 'Nobody is eligible under the cycle’s rules: change them before starting');
  }
  if (status === 'approved') {
    const states = l.people.filter((p) => p.eligible).map((p) => approvalIn(l, p).state);
    const waiting = states.filter((s) => s !== 'approved').length;
    if (waiting > 0) {
      const rejected = states.filter((s) => s === 'rejected').length;
      throw new AppError(
        409,
        `${waiting} of ${states.length} recommendations are not approved yet${rejected > 0 ? ` (${rejected} rejected)` : ''}: the cycle is approved once all are`,
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await q.lockCycle(db, ctx.orgId, id))) throw noCycle(id);
    const current = await q.cycleOf(db, ctx.orgId, id);
    if (!current || current.status !== c.status || current.rulesVersion !== c.rulesVersion) throw movedMeanwhile();
    if (fresh) await q.syncPeople(db, ctx.orgId, id, fresh);
    await q.updateCycle(db, ctx.orgId, id, { status, statusChangedAt: now, updatedAt: now });
    await q.log(db, ctx.orgId, id, [
      { ...actorOf(ctx, user), at: now, action: 'cycle.status', rulesVersion: c.rulesVersion, detail: { from: c.status, to: status } },
    ]);
  });
  return cycleView(deps, ctx, id);
}

/** The people under a manager (all levels, or their direct reports). */
function under(l: Loaded, manager: string, scope: 'all' | 'direct'): (r: q.PersonRow) => boolean {
  if (scope === 'direct') return (r) => r.managerRef === manager;
  return (r) => {
    const seen = new Set([r.employeeRef]);
    let m = r.managerRef;
    while (m !== null && !seen.has(m)) {
      if (m === manager) return true;
      seen.add(m);
      m = l.managerOf.get(m) ?? null;
    }
    return false;
  };
}

/** GET /merit/cycles/{id}/recommendations: any member. */
export async function getMeritRecommendations(
  deps: MeritDeps,
  user: SessionUser,
  id: number,
  query: api.MeritRecommendationsQuery,
): Promise<api.MeritRecommendations> {
  const ctx = await workspaceOf(deps, user);
  const l = await load(deps, ctx, id);
  let manager: api.MeritManagerBudget | null = null;
  let rows = l.people.filter((p) => query.all || p.eligible);
  if (query.manager !== undefined) {
    const m = l.byRef.get(query.manager);
    if (!m) throw notFound(`No one with employee id ${query.manager} in this cycle`);
    manager = managerBudget(m.employeeRef, m.name, l.budgets);
    rows = rows.filter(under(l, m.employeeRef, query.under));
  }
  if (query.outsideGuideline !== undefined) rows = rows.filter((r) => r.outsideGuideline === query.outsideGuideline);
  if (query.state !== undefined || query.mine) {
    const email = user.email.toLowerCase();
    rows = rows.filter((r) => {
      if (!r.eligible) return false;
      const a = approvalIn(l, r);
      return (query.state === undefined || a.state === query.state) && (!query.mine || a.next?.approver === email);
    });
  }
  const size = api.MERIT_PAGE_SIZE;
  return {
    cycle: { id: l.cycle.id, name: l.cycle.name, status: l.cycle.status, currency: l.cycle.currency, open: l.cycle.status === 'active' },
    manager,
    matching: rows.length,
    page: query.page,
    pageSize: size,
    items: rows.slice((query.page - 1) * size, query.page * size).map((r) => recommendationOut(l, r)),
  };
}

/** GET /merit/cycles/{id}/budget: any member. */
export async function getMeritBudget(deps: MeritDeps, user: SessionUser, id: number): Promise<api.MeritBudget> {
  const ctx = await workspaceOf(deps, user);
  const l = await load(deps, ctx, id);
  return {
    currency: l.cycle.currency,
    pools: l.budgets.map((f) => ({
      ...poolOut(f),
      managers: l.people
        .filter((p) => f.topDown.has(p.employeeRef) || f.bottomUp.has(p.employeeRef))
        .map((p) => {
          const pool = f.topDown.get(p.employeeRef) ?? 0;
          const spent = f.bottomUp.get(p.employeeRef) ?? 0;
          return { employeeId: p.employeeRef, name: p.name, pool, spent: major(spent), over: spent > pool * 100 };
        }),
    })),
  };
}

/** The managers above someone, nearest first, with their pools. */
function chainBudgets(l: Loaded, ref: string): api.MeritManagerBudget[] {
  const out: api.MeritManagerBudget[] = [];
  const seen = new Set([ref]);
  let m = l.managerOf.get(ref) ?? null;
  while (m !== null && !seen.has(m)) {
    out.push(managerBudget(m, l.byRef.get(m)?.name ?? null, l.budgets));
    seen.add(m);
    m = l.managerOf.get(m) ?? null;
  }
  return out;
}

/**
 * POST /merit/cycles/{id}/recommendations/{recommendationId}: analysts and admins, while the cycle
 * is active. A merit percentage outside the guideline needs a reason; going over budget is shown in
 * the answer (the chain's pools), never refused. The decisions on it are cleared and the change
 * logged with the rules version, the matrix cell and the proration factor.
 */
export async function editMeritRecommendation(
  deps: MeritDeps,
  user: SessionUser,
  id: number,
  recommendationId: number,
  edit: api.MeritRecommendationEdit,
): Promise<api.MeritRecommendationResult> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const cycle = await ownCycle(deps, ctx, id);
  const r = await q.personOf(deps.db, ctx.orgId, id, recommendationId);
  if (!r) throw noRecommendation(recommendationId);
  if (cycle.status !== 'active')
    throw new AppError(409, `Recommendations change while the cycle is active; it is ${STATUS_WORDS[cycle.status]}`);
  if (!r.eligible) throw new AppError(409, `${r.name ?? r.employeeRef} is not eligible in this cycle: ${r.ineligibleReason}`);

  const g = r.guideline;
  const meritPercent =
    edit.meritPercent === undefined ? r.meritPercent : edit.meritPercent === null ? (g?.target ?? 0) : tenThousandths(edit.meritPercent);
  const cents = (v: number | undefined, was: number) => (v === undefined ? was : Math.round(v * 100));
  const promotionMinor = cents(edit.promotion, r.promotionMinor);
  const adjustmentMinor = cents(edit.adjustment, r.adjustmentMinor);
  const oneOffMinor = cents(edit.oneOff, r.oneOffMinor);
  const outsideGuideline = isOutside(meritPercent, g);
  const reason = edit.reason !== undefined ? edit.reason || null : outsideGuideline ? r.reason : null;
  if (outsideGuideline && !reason)
    throw new AppError(
      400,
      `meritPercent: ${percentText(meritPercent)} is outside the guideline (${
        g ? (g.min === g.max ? percentText(g.min) : `${percentText(g.min)} to ${percentText(g.max)}`) : 'none: ' + (r.guidelineNote ?? '')
      }) for ${r.name ?? r.employeeRef}: give a reason`,
    );
  const money = meritMoney(r, meritPercent, r.proration, r.band as unknown as StoredBand | null);
  const changed = meritPercent !== (g?.target ?? 0) || promotionMinor + adjustmentMinor + oneOffMinor > 0;
  const after = { meritPercent, ...money, promotionMinor, adjustmentMinor, oneOffMinor, outsideGuideline, changed, reason };
  const same =
    meritPercent === r.meritPercent &&
    promotionMinor === r.promotionMinor &&
    adjustmentMinor === r.adjustmentMinor &&
    oneOffMinor === r.oneOffMinor &&
    reason === r.reason;
  if (!same) {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!(await q.lockCycle(db, ctx.orgId, id))) throw noCycle(id);
      const current = await q.cycleOf(db, ctx.orgId, id);
      if (!current || current.status !== 'active' || current.rulesVersion !== cycle.rulesVersion) throw movedMeanwhile();
      await q.updatePerson(db, ctx.orgId, id, r.id, {
        ...after,
        rulesVersion: current.rulesVersion,
        updatedBy: ctx.userId,
        updatedAt: now,
      });
      await q.clearDecisions(db, ctx.orgId, id, [r.id]);
      await q.log(db, ctx.orgId, id, [
        {
          ...actorOf(ctx, user),
          at: now,
          action: 'recommendation.change',
          employeeRef: r.employeeRef,
          rulesVersion: current.rulesVersion,
          matrixCell: { row: r.matrixRow, column: r.matrixColumn, rating: r.performanceRating },
          proration: r.proration,
          detail: {
            before: moneyDetail(r),
            after: moneyDetail({ ...r, ...after }),
          },
        },
      ]);
    });
  }
  const l = await load(deps, ctx, id);
  const row = l.people.find((p) => p.id === r.id)!;
  return { recommendation: recommendationOut(l, row), chain: chainBudgets(l, row.employeeRef), pools: l.budgets.map(poolOut) };
}

const moneyDetail = (
  r: Pick<
    q.PersonRow,
    | 'meritPercent'
    | 'meritBaseMinor'
    | 'meritLumpMinor'
    | 'promotionMinor'
    | 'adjustmentMinor'
    | 'oneOffMinor'
    | 'outsideGuideline'
    | 'reason'
  >,
) => ({
  meritPercent: fractionOf(r.meritPercent),
  meritBase: major(r.meritBaseMinor),
  meritLump: major(r.meritLumpMinor),
  promotion: major(r.promotionMinor),
  adjustment: major(r.adjustmentMinor),
  oneOff: major(r.oneOffMinor),
  outsideGuideline: r.outsideGuideline,
  reason: r.reason,
});

/**
 * POST /merit/cycles/{id}/approvals: any member, for the stages waiting on them (their sign-in email
 * is the stage's approver), or a workspace admin for any. Each named recommendation's waiting stage
 * is decided, in order; all or none.
 */
export async function decideMeritRecommendations(
  deps: MeritDeps,
  user: SessionUser,
  id: number,
  body: api.MeritDecisionBody,
): Promise<api.MeritDecisionResult> {
  const ctx = await workspaceOf(deps, user);
  const l = await load(deps, ctx, id);
  if (l.cycle.status !== 'active')
    throw new AppError(409, `Recommendations are decided while the cycle is active; it is ${STATUS_WORDS[l.cycle.status]}`);
  const email = user.email.toLowerCase();
  const byId = new Map(l.people.map((p) => [p.id, p]));
  const steps = body.recommendationIds.map((rid) => {
    const r = byId.get(rid);
    if (!r) throw noRecommendation(rid);
    if (!r.eligible) throw new AppError(409, `${r.name ?? r.employeeRef} is not eligible in this cycle: nothing to decide`);
    const a = approvalIn(l, r);
    if (!a.next) throw new AppError(409, `The recommendation for ${r.name ?? r.employeeRef} is approved already`);
    if (a.next.approver !== email && ctx.role !== 'admin')
      throw new AppError(403, `Stage "${a.next.name}" of ${r.name ?? r.employeeRef}'s recommendation is for ${a.next.approver} to decide`);
    return { r, stage: a.next.stage };
  });
  const now = deps.now();
  const decision = body.decision === 'approve' ? 'approved' : 'rejected';
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await q.lockCycle(db, ctx.orgId, id))) throw noCycle(id);
    const current = await q.cycleOf(db, ctx.orgId, id);
    if (!current || current.status !== 'active' || current.rulesVersion !== l.cycle.rulesVersion) throw movedMeanwhile();
    for (const { r, stage } of steps) {
      const now2 = await q.personOf(db, ctx.orgId, id, r.id);
      if (!now2 || now2.updatedAt.getTime() !== r.updatedAt.getTime()) throw movedMeanwhile();
      await q.decide(db, {
        recommendationId: r.id,
        cycleId: id,
        orgId: ctx.orgId,
        stage,
        decision,
        note: body.note ?? null,
        decidedBy: ctx.userId,
        decidedByEmail: email,
        decidedAt: now,
      });
    }
    await q.log(
      db,
      ctx.orgId,
      id,
      steps.map(({ r, stage }) => ({
        ...actorOf(ctx, user),
        at: now,
        action: `recommendation.${decision === 'approved' ? 'approve' : 'reject'}`,
        employeeRef: r.employeeRef,
        rulesVersion: current.rulesVersion,
        matrixCell: { row: r.matrixRow, column: r.matrixColumn, rating: r.performanceRating },
        proration: r.proration,
        detail: { stage, stageName: l.settings.approvals.stages[stage]!.name, note: body.note ?? null },
      })),
    );
  });
  const after = await load(deps, ctx, id);
  const again = new Map(after.people.map((p) => [p.id, p]));
  return {
    decided: steps.length,
    recommendations: steps.map(({ r }) => {
      const a = approvalIn(after, again.get(r.id)!);
      return { id: r.id, state: a.state, next: a.next };
    }),
  };
}

/** GET /merit/cycles/{id}/audit: analysts and admins. */
export async function getMeritAudit(
  deps: MeritDeps,
  user: SessionUser,
  id: number,
  query: { employeeId?: string; page: number },
): Promise<api.MeritAudit> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  await ownCycle(deps, ctx, id);
  const size = api.MERIT_PAGE_SIZE;
  const { entries, total } = await q.auditOf(deps.db, ctx.orgId, id, query.employeeId, query.page, size);
  return {
    entries: entries.map(({ entry: e, name }) => ({
      id: e.id,
      at: e.at.toISOString(),
      by: { name: name || null, email: e.actorEmail },
      action: e.action,
      employeeId: e.employeeRef,
      rulesVersion: e.rulesVersion,
      cell: e.matrixCell,
      proration: e.proration === null ? null : fractionOf(e.proration),
      detail: e.detail,
    })),
    total,
    page: query.page,
    pageSize: size,
  };
}
