import {
  AppError,
  standardLevelName,
  STANDARD_LEVELS,
  type api,
  type Region,
  type SessionUser,
  currencyForCountry,
} from '@paysight/contract';
import { isUniqueViolation, type Db } from '@paysight/db';
import { benchmarkFor, getJobFamilies, type BenchmarkingDeps } from '../benchmarking/benchmarking.service.js';
import { assertRegion, workspaceOf, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import {
  bandGroupsInRegion,
  bandVersionsOf,
  insertPayBandGroup,
  insertPayBandVersion,
  latestVersionsInRegion,
  latestVersionSummaries,
  lockPayBandGroup,
  metrosIn,
  nextVersionNumber,
  payBandGroupOf,
  payBandGroupsOf,
  peerGroupRefOf,
  versionsOf,
  type GroupRow,
} from './pay-bands.queries.js';
import {
  applyDifferential,
  buildBands,
  compareScenarios,
  lintBands,
  lintCountryRatio,
  marketStep,
  rangeAroundStep,
  type Band,
  type LintFinding,
} from './pay-bands.rules.js';

/**
 * Pay bands (SPEC §7 Compa; docs/decisions/030-peer-benchmarking.md). A version is built from the
 * peer benchmark (benchmarkFor: the suppression and differencing rules hold for bands as for any
 * cell the workspace is shown), with the arithmetic and the linter of pay-bands.rules.ts:
 * market mids at the reference location → buildBands → a differential per other location →
 * manual overrides → the linter per family × location, and the India/US ratio against the
 * workspace's latest bands of the other region.
 */

export type PayBandsDeps = BenchmarkingDeps;

const REGION_NAME: Record<Region, string> = { in: 'India', us: 'the US' };
const OTHER_REGION: Record<Region, Region> = { in: 'us', us: 'in' };
const LEVELS = STANDARD_LEVELS.map((l) => l.level);

const noGroup = (id: number) => new AppError(404, `No pay band group ${id}`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** Fractions in answers: four decimals (0.01 %) is finer than any limit an analyst sets. */
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** The workspace's group (another workspace's id is 404, never 403), in a region the workspace may see. */
async function ownGroup(deps: PayBandsDeps, ctx: WorkspaceContext, id: number): Promise<GroupRow> {
  const group = await payBandGroupOf(deps.db, ctx.orgId, id);
  if (!group) throw noGroup(id);
  assertRegion(ctx, group.countryCode);
  return group;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** What a stored version's plan column holds: the plan as validated, and the factors it was built with. */
interface StoredPlan extends api.PayBandPlan {
  appliedDifferentials?: api.PayBandVersion['differentials'];
  appliedSteps?: api.PayBandVersion['steps'];
}

async function groupView(db: Db, orgId: number, group: GroupRow): Promise<api.PayBandGroup> {
  const versions = await versionsOf(db, orgId, group.id);
  return {
    ...groupFields(group),
    versions: versions.map((v) => {
      const { appliedDifferentials, appliedSteps, ...stored } = v.plan as unknown as StoredPlan;
      // Versions saved before plans had `steps` were built from the plan's figures.
      const plan: api.PayBandPlan = { ...stored, steps: stored.steps ?? 'plan' };
      return {
        version: v.version,
        effectiveDate: v.effectiveDate,
        plan,
        bands: v.bands as unknown as api.PayBand[],
        findings: v.findings as unknown as api.PayBandFinding[],
        differentials: appliedDifferentials ?? [],
        steps: appliedSteps ?? [],
        note: v.note,
        createdAt: v.createdAt.toISOString(),
        createdBy: v.createdBy ?? null,
      };
    }),
  };
}

const groupFields = (g: GroupRow) => ({
  id: g.id,
  name: g.name,
  countryCode: g.countryCode,
  currency: currencyForCountry(g.countryCode),
  peerGroup: g.peerGroupId !== null && g.peerGroupName !== null ? { id: g.peerGroupId, name: g.peerGroupName } : null,
  updatedAt: g.updatedAt.toISOString(),
});

export async function listPayBandGroups(deps: PayBandsDeps, user: SessionUser | null): Promise<{ groups: api.PayBandGroupSummary[] }> {
  const ctx = await workspaceOf(deps, user);
  const [groups, latest] = await Promise.all([payBandGroupsOf(deps.db, ctx.orgId), latestVersionSummaries(deps.db, ctx.orgId)]);
  const byGroup = new Map(latest.map(({ groupId, ...summary }) => [groupId, summary]));
  // A region-locked workspace lists its region only, as every other read does.
  const visible = ctx.region ? groups.filter((g) => g.countryCode === ctx.region) : groups;
  return { groups: visible.map((g) => ({ ...groupFields(g), latest: byGroup.get(g.id) ?? null })) };
}

export async function getPayBandGroup(deps: PayBandsDeps, user: SessionUser | null, id: number): Promise<api.PayBandGroup> {
  const ctx = await workspaceOf(deps, user);
  return groupView(deps.db, ctx.orgId, await ownGroup(deps, ctx, id));
}

export async function createPayBandGroup(
  deps: PayBandsDeps,
  user: SessionUser | null,
  body: api.PayBandGroupBody,
): Promise<api.PayBandGroup> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  assertRegion(ctx, body.countryCode);
  const peer = await peerGroupRefOf(deps.db, ctx.orgId, body.peerGroupId);
  if (!peer) throw new AppError(404, `No peer group ${body.peerGroupId}`);
  if (peer.countryCode !== body.countryCode) {
    throw new AppError(
      400,
      `peerGroupId: peer group "${peer.name}" is for ${REGION_NAME[peer.countryCode]}, the bands for ${REGION_NAME[body.countryCode]}`,
    );
  }
  const now = deps.now();
  const row = await insertPayBandGroup(deps.db, {
    orgId: ctx.orgId,
    name: body.name,
    countryCode: body.countryCode,
    peerGroupId: peer.id,
    createdBy: ctx.userId,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new AppError(409, `A pay band group named "${body.name}" exists: choose another name`);
  return groupView(deps.db, ctx.orgId, (await payBandGroupOf(deps.db, ctx.orgId, row.id))!);
}

// ---------------------------------------------------------------------------------------------
// Building

/**
 * The plan with its locations (and the differentials' keys) spelled as the region's metros are; a
 * metro the region does not have is refused, naming the field (a typo would otherwise give no bands).
 */
async function normalisePlan<P extends api.PayBandPlan>(db: Db, cc: Region, plan: P, field: string): Promise<P> {
  const known = await metrosIn(db, cc, plan.locations);
  const canonical = new Map(known.map((m) => [m.toLowerCase(), m]));
  const locations = plan.locations.map((l) => {
    const found = canonical.get(l.toLowerCase());
    if (!found) throw new AppError(400, `${field}.locations: no location "${l}" in ${REGION_NAME[cc]}`);
    return found;
  });
  let differentials: Record<string, number> | undefined;
  if (plan.differentials) {
    differentials = {};
    for (const [name, factor] of Object.entries(plan.differentials)) {
      const i = locations.findIndex((l) => l.toLowerCase() === name.toLowerCase());
      if (i < 0) throw new AppError(400, `${field}.differentials: "${name}" is not one of the plan's locations`);
      if (i === 0) throw new AppError(400, `${field}.differentials: "${name}" is the reference location (its factor is 1)`);
      differentials[locations[i]!] = factor;
    }
  }
  return { ...plan, locations, ...(differentials ? { differentials } : {}) };
}

type Cells = Map<string, api.BenchmarkCell>;
const cellKey = (family: string, level: number, location: string) => `${family}|${level}|${location.toLowerCase()}`;

/** One benchmark for every family and location the plans name: the cells the workspace is shown (and remembers). */
async function marketCells(deps: PayBandsDeps, ctx: WorkspaceContext, group: GroupRow, plans: api.PayBandPlan[], effectiveDate: string) {
  if (group.peerGroupId === null) {
    throw new AppError(400, `Pay band group "${group.name}" has no peer group (it was deleted): create a new group on another peer group`);
  }
  const families = [...new Set(plans.flatMap((p) => p.families))];
  const locations = [...new Map(plans.flatMap((p) => p.locations).map((l) => [l.toLowerCase(), l])).values()];
  const bench = await benchmarkFor(deps, ctx, {
    countryCode: group.countryCode,
    peerGroupId: group.peerGroupId,
    families,
    levels: [],
    locations,
    effectiveDate,
  });
  const cells: Cells = new Map(bench.cells.map((c) => [cellKey(c.family.slug, c.level, c.location), c]));
  const names = new Map((await getJobFamilies(deps.db)).families.map((f) => [f.slug, f.name]));
  return { cells, names };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
};

/** The linter reads a band's figures only; a manual band is linted like any other. */
const figures = (b: api.PayBand): Band => ({ level: b.level, min: b.min, mid: b.mid, max: b.max, source: 'market' });

const findingOf = (family: string, location: string, f: LintFinding): api.PayBandFinding => ({
  family,
  location,
  rule: f.rule,
  levels: f.levels,
  value: round4(f.value),
  message: f.message,
});

/** The workspace's latest bands in the other region, newest first: the country-ratio check's counterparts. */
type Counterparts = { plan: api.PayBandPlan; bands: api.PayBand[] }[];

async function counterpartsOf(db: Db, ctx: WorkspaceContext, group: GroupRow): Promise<Counterparts> {
  const rows = await latestVersionsInRegion(db, ctx.orgId, OTHER_REGION[group.countryCode], group.id);
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => ({ plan: r.plan as unknown as api.PayBandPlan, bands: r.bands as unknown as api.PayBand[] }));
}

interface Built {
  bands: api.PayBand[];
  findings: api.PayBandFinding[];
  differentials: api.PayBandVersion['differentials'];
  steps: api.PayBandVersion['steps'];
}

/**
 * One plan's bands and findings (the plan normalised by normalisePlan). The market mid of a level is its reference cell's percentile of the metric, null while the cell is
 * hidden (buildBands then fills it by progression, or leaves the level out).
 */
function buildVersion(
  market: { cells: Cells; names: Map<string, string> },
  cc: Region,
  plan: api.PayBandPlan,
  overrides: api.PayBandVersionBody['overrides'],
  counterparts: Counterparts,
): Built {
  const { cells, names } = market;
  const figureOf = (c: api.BenchmarkCell | undefined, key: 'p50' | `p${api.PayBandPlan['targetPercentile']}`) => {
    const value = c?.shown ? c[plan.metric]?.[key] : undefined;
    return value !== undefined && value > 0 ? value : null;
  };
  const reference = plan.locations[0]!;
  const bandPlan = {
    width: plan.width,
    widths: plan.widths as Partial<Record<number, number>> | undefined,
    progression: plan.progression,
    rounding: plan.rounding,
  };
  const bands = new Map<string, api.PayBand>();
  const differentials: Built['differentials'] = [];
  const steps: Built['steps'] = [];
  const bandKey = (family: string, location: string, level: number) => `${family}|${location}|${level}`;
  const view = (family: string, location: string, b: Band): api.PayBand => ({
    family: { slug: family, name: names.get(family) ?? family },
    level: b.level,
    levelName: standardLevelName(b.level),
    location,
    min: b.min,
    mid: b.mid,
    max: b.max,
    source: b.source,
  });

  for (const family of plan.families) {
    const inputs = LEVELS.map((level) => ({
      level,
      marketMid: figureOf(cells.get(cellKey(family, level, reference)), `p${plan.targetPercentile}`),
    }));
    // steps = market: this family's progression and linter range follow the market's own step.
    const step = plan.steps === 'market' ? marketStep(inputs) : null;
    if (step !== null) {
      const range = rangeAroundStep(step);
      steps.push({
        family,
        step: round4(step),
        progression: plan.progression === null ? null : round4(step),
        progressionMin: range.min,
        progressionMax: range.max,
        source: 'market',
      });
    } else {
      steps.push({
        family,
        step: null,
        progression: plan.progression,
        progressionMin: plan.lint.progressionMin,
        progressionMax: plan.lint.progressionMax,
        source: 'plan',
      });
    }
    const base = buildBands(inputs, { ...bandPlan, progression: steps.at(-1)!.progression });
    plan.locations.forEach((location, i) => {
      let factor = 1;
      let source: Built['differentials'][number]['source'] = 'reference';
      if (i > 0) {
        const given = plan.differentials?.[location];
        if (given !== undefined) [factor, source] = [given, 'plan'];
        else {
          // Market median ÷ the reference's at each level shown at both; the median of those ratios.
          const ratios = LEVELS.flatMap((level) => {
            const here = figureOf(cells.get(cellKey(family, level, location)), 'p50');
            const there = figureOf(cells.get(cellKey(family, level, reference)), 'p50');
            return here !== null && there !== null ? [here / there] : [];
          });
          [factor, source] = ratios.length > 0 ? [round4(median(ratios)), 'market'] : [1, 'none'];
        }
      }
      differentials.push({ family, location, factor, source });
      for (const b of i === 0 ? base : applyDifferential(base, factor, plan.rounding))
        bands.set(bandKey(family, location, b.level), view(family, location, b));
    });
  }

  const seen = new Set<string>();
  overrides.forEach((o, i) => {
    if (!plan.families.includes(o.family))
      throw new AppError(400, `overrides.${i}.family: "${o.family}" is not one of the plan's families`);
    const location = plan.locations.find((l) => l.toLowerCase() === o.location.toLowerCase());
    if (!location) throw new AppError(400, `overrides.${i}.location: "${o.location}" is not one of the plan's locations`);
    const key = bandKey(o.family, location, o.level);
    if (seen.has(key)) throw new AppError(400, `overrides.${i}: ${o.family} level ${o.level} in ${location} is overridden twice`);
    seen.add(key);
    bands.set(key, {
      ...view(o.family, location, { level: o.level, min: o.min, mid: Math.round((o.min + o.max) / 2), max: o.max, source: 'market' }),
      source: 'manual',
    });
  });

  // In plan order: family, location, level.
  const ordered: api.PayBand[] = [];
  const findings: api.PayBandFinding[] = [];
  for (const family of plan.families) {
    const step = steps.find((x) => x.family === family)!;
    const lint = {
      progression: { min: step.progressionMin, max: step.progressionMax },
      maxOverlap: plan.lint.maxOverlap,
      rounding: plan.rounding,
    };
    for (const location of plan.locations) {
      const these = LEVELS.flatMap((level) => bands.get(bandKey(family, location, level)) ?? []);
      ordered.push(...these);
      findings.push(...lintBands(these.map(figures), lint).map((f) => findingOf(family, location, f)));
    }
    // India against the US: the newest version of another group that has this family at its reference location.
    const mine = ordered.filter((b) => b.family.slug === family && b.location === reference).map(figures);
    for (const other of counterparts) {
      const theirs = other.bands.filter((b) => b.family.slug === family && b.location === other.plan.locations[0]).map(figures);
      if (theirs.length === 0) continue;
      const [india, us] = cc === 'in' ? [mine, theirs] : [theirs, mine];
      findings.push(...lintCountryRatio(india, us).map((f) => findingOf(family, reference, f)));
      break;
    }
  }
  return { bands: ordered, findings, differentials, steps };
}

// ---------------------------------------------------------------------------------------------
// Saving a version

export async function savePayBandVersion(
  deps: PayBandsDeps,
  user: SessionUser | null,
  id: number,
  body: api.PayBandVersionBody,
): Promise<api.PayBandGroup> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const group = await ownGroup(deps, ctx, id);
  const plan = await normalisePlan(deps.db, group.countryCode, body.plan, 'plan');
  const market = await marketCells(deps, ctx, group, [plan], body.effectiveDate);
  const built = buildVersion(market, group.countryCode, plan, body.overrides, await counterpartsOf(deps.db, ctx, group));
  const stored: StoredPlan = { ...plan, appliedDifferentials: built.differentials, appliedSteps: built.steps };
  try {
    // The group's row is locked while the next number is read and used: two saves get two numbers.
    // The unique (group_id, version) index is the backstop.
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!(await lockPayBandGroup(db, ctx.orgId, group.id))) throw noGroup(id);
      await insertPayBandVersion(db, {
        groupId: group.id,
        orgId: ctx.orgId,
        version: await nextVersionNumber(db, ctx.orgId, group.id),
        effectiveDate: body.effectiveDate,
        plan: stored as unknown as Record<string, unknown>,
        bands: built.bands,
        findings: built.findings,
        note: body.note || null,
        createdBy: ctx.userId,
        createdAt: deps.now(),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'Another version was saved at the same moment: reload and save again');
    throw err;
  }
  return groupView(deps.db, ctx.orgId, (await payBandGroupOf(deps.db, ctx.orgId, group.id)) ?? group);
}

// ---------------------------------------------------------------------------------------------
// Scenarios

export async function comparePayBandScenarios(
  deps: PayBandsDeps,
  user: SessionUser | null,
  id: number,
  body: api.PayBandScenariosBody,
): Promise<api.PayBandScenarios> {
  const ctx = await workspaceOf(deps, user);
  const group = await ownGroup(deps, ctx, id);
  const plans = await Promise.all(body.scenarios.map((s, i) => normalisePlan(deps.db, group.countryCode, s, `scenarios.${i}`)));
  const effectiveDate = body.effectiveDate ?? isoDay(deps.now());
  const market = await marketCells(deps, ctx, group, plans, effectiveDate);
  const counterparts = await counterpartsOf(deps.db, ctx, group);
  const built = plans.map((plan) => buildVersion(market, group.countryCode, plan, [], counterparts));

  // Scenarios carry no overrides, so every band is the market's or the progression's.
  const asRule = (b: api.PayBand): Band => ({
    level: b.level,
    min: b.min,
    mid: b.mid,
    max: b.max,
    source: b.source === 'manual' ? 'market' : b.source,
  });
  const diffBand = (b: Band | null) => (b ? { min: b.min, mid: b.mid, max: b.max, source: b.source } : null);
  const comparisons: api.PayBandScenarios['comparisons'] = [];
  const first = built[0]!;
  for (let i = 1; i < built.length; i++) {
    const other = built[i]!;
    const pairs = [...new Map([...first.bands, ...other.bands].map((b) => [`${b.family.slug}|${b.location}`, b])).values()];
    for (const { family, location } of pairs) {
      const of = (x: Built) => x.bands.filter((b) => b.family.slug === family.slug && b.location === location).map(asRule);
      comparisons.push({
        against: plans[i]!.label,
        family: family.slug,
        location,
        levels: compareScenarios(of(first), of(other)).map((d) => ({
          level: d.level,
          a: diffBand(d.a),
          b: diffBand(d.b),
          midChange: d.midChange === null ? null : round4(d.midChange),
        })),
      });
    }
  }
  return {
    effectiveDate,
    currency: currencyForCountry(group.countryCode),
    scenarios: plans.map((p, i) => ({ label: p.label, ...built[i]! })),
    comparisons,
  };
}

// ---------------------------------------------------------------------------------------------
// For the compa roster (ADR 054)

/**
 * The workspace's band groups in a region (the one saved last first) and, for each asked, its
 * versions oldest first with their plan and bands as stored. The caller has checked the workspace
 * (workspaceOf) first.
 */
export async function bandGroupsForRoster(deps: PayBandsDeps, ctx: WorkspaceContext, cc: Region) {
  return bandGroupsInRegion(deps.db, ctx.orgId, cc);
}

export async function bandVersionsForRoster(
  deps: PayBandsDeps,
  ctx: WorkspaceContext,
  groupId: number,
): Promise<{ version: number; effectiveDate: string; plan: api.PayBandPlan; bands: api.PayBand[] }[]> {
  const versions = await bandVersionsOf(deps.db, ctx.orgId, groupId);
  return versions.map((v) => ({
    version: v.version,
    effectiveDate: v.effectiveDate,
    plan: v.plan as unknown as api.PayBandPlan,
    bands: v.bands as unknown as api.PayBand[],
  }));
}
