import {
  AppError,
  STANDARD_LEVELS,
  standardLevelName,
  type api,
  type Region,
  type SessionUser,
  currencyForCountry,
} from '@paysight/contract';
import { isUniqueViolation, type Db, type PeerGroup, type WorkspacePeerFacts } from '@paysight/db';
import { sql } from 'drizzle-orm';
import type { Cache } from '../../lib/cache.js';
import { COUNTRY_INDEX, type MarketIndex, type MarketSnapshot } from './market-index.service.js';
import { assertRegion, workspaceOf, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import {
  agingFactor,
  ALL_LOCATIONS,
  benchmarkCells,
  CELL_MAX_COMPANY_SHARE,
  CELL_MIN_COMPANIES,
  CELL_MIN_RECORDS,
  cellKey,
  differencingKeys,
  HIDDEN_MESSAGES,
  tierDifferential,
  TIER_1_CITIES,
  TIER_1_METROS,
  type CellFigures,
} from './benchmark.rules.js';
import {
  cohortCompanyIds,
  companiesByIds,
  companiesBySlugs,
  companyNamed,
  deletePeerGroupRow,
  familiesWithTitles,
  insertPeerGroup,
  peerGroupOf,
  peerGroupsOf,
  recordDetails,
  recordReleases,
  releasedEntries,
  companiesWithRecords,
  movesWith,
  savedPeerFactsOf,
  tierSides,
  upsertPeerFacts,
  updatePeerGroupRow,
} from './benchmarking.queries.js';
import { rankPeers, type FundingStage, type PeerFacts, type SizeBand } from './peer-suggestions.rules.js';

/**
 * Peer benchmarking (docs/decisions/030-peer-benchmarking.md): peer groups per workspace, and
 * percentiles by family × level × location with each cell's evidence under the suppression and
 * differencing rules (benchmark.rules.ts).
 */

export interface BenchmarkingDeps {
  db: Db;
  now: () => Date;
  /** Yearly rate per region that figures are aged at (config BENCHMARK_AGING_RATE_IN / _US). */
  agingRates: Record<Region, number>;
  /** India's tier differential: a region-wide computation, kept while the records stand. */
  tierCache: Cache<api.Benchmark['cityTiers']>;
  market: MarketIndex;
}

// ---------------------------------------------------------------------------------------------
// Job architecture

export async function getJobFamilies(db: Db): Promise<api.JobFamilies> {
  const rows = await familiesWithTitles(db);
  const families = new Map<string, api.JobFamilies['families'][number]>();
  for (const r of rows) {
    const f = families.get(r.slug) ?? { slug: r.slug, name: r.name, titles: [] };
    if (r.title) f.titles.push(r.title);
    families.set(r.slug, f);
  }
  return { families: [...families.values()], levels: STANDARD_LEVELS.map((l) => ({ level: l.level, name: l.name })) };
}

// ---------------------------------------------------------------------------------------------
// Peers

interface ResolvedPeer {
  companyIds: number[];
  named: { slug: string; name: string }[];
}

/**
 * A peer definition → its companies that hold levelled records in the region (read from the market
 * index: one lookup each, where asking the database took a query per company).
 */
async function resolvePeer(deps: BenchmarkingDeps, cc: Region, peer: api.PeerDefinition, snapshot?: MarketSnapshot): Promise<ResolvedPeer> {
  const { db } = deps;
  let ids: number[];
  let named: { slug: string; name: string }[] = [];
  if (peer.kind === 'competitors') {
    const slugs = [...new Set(peer.companies)];
    const found = await companiesBySlugs(db, slugs);
    const missing = slugs.filter((s) => !found.some((f) => f.slug === s));
    if (missing.length > 0) throw new AppError(400, `No company "${missing[0]}"`);
    const order = new Map(slugs.map((s, i) => [s, i]));
    found.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!);
    ids = found.map((f) => f.id);
    named = found.map(({ slug, name }) => ({ slug, name }));
  } else {
    const criteria = peer.kind === 'cohort' ? peer.criteria : { types: [], listed: null, ...peer.criteria };
    ids = await cohortCompanyIds(db, criteria, peer.kind === 'startups');
  }
  const snap = snapshot ?? (await deps.market.snapshot());
  return { companyIds: ids.filter((id) => (snap.recordsIn.get(id)?.[COUNTRY_INDEX[cc]] ?? 0) > 0), named };
}

const definitionOf = (g: PeerGroup, named: { slug: string }[]): api.PeerDefinition =>
  g.kind === 'competitors'
    ? { kind: 'competitors', companies: named.map((n) => n.slug) }
    : g.kind === 'cohort'
      ? { kind: 'cohort', criteria: { types: [], sizeBands: [], industries: [], fundingStages: [], listed: null, ...g.criteria } }
      : {
          kind: 'startups',
          criteria: {
            sizeBands: g.criteria.sizeBands ?? [],
            industries: g.criteria.industries ?? [],
            fundingStages: g.criteria.fundingStages ?? [],
          },
        };

async function peerGroupView(deps: BenchmarkingDeps, g: PeerGroup): Promise<api.PeerGroup> {
  const { db } = deps;
  const named = g.kind === 'competitors' ? await companiesByIds(db, g.companyIds) : [];
  const order = new Map(g.companyIds.map((id, i) => [id, i]));
  named.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const resolved = await resolvePeer(deps, g.countryCode, definitionOf(g, named));
  const def = definitionOf(g, named);
  return {
    id: g.id,
    name: g.name,
    countryCode: g.countryCode,
    kind: g.kind,
    companies: named.map(({ slug, name }) => ({ slug, name })),
    criteria: def.kind === 'competitors' ? null : def.kind === 'cohort' ? def.criteria : { types: [], listed: null, ...def.criteria },
    resolvedCompanies: resolved.companyIds.length,
    updatedAt: g.updatedAt.toISOString(),
  };
}

/**
 * A saved peer group's companies, for another employer screen (talent flows, ADR 058): the named
 * competitors in their order, or the companies its criteria match today (with records or not);
 * null when the workspace has no such group. The caller has opened the workspace (workspaceOf).
 */
export async function peerGroupCompanies(
  db: Db,
  orgId: number,
  id: number,
): Promise<{ id: number; name: string; countryCode: Region; companyIds: number[] } | null> {
  const g = await peerGroupOf(db, orgId, id);
  if (!g) return null;
  const def = definitionOf(g, []);
  const companyIds =
    def.kind === 'competitors'
      ? g.companyIds
      : await cohortCompanyIds(
          db,
          def.kind === 'cohort' ? def.criteria : { types: [], listed: null, ...def.criteria },
          def.kind === 'startups',
        );
  return { id: g.id, name: g.name, countryCode: g.countryCode, companyIds };
}

export async function listPeerGroups(deps: BenchmarkingDeps, user: SessionUser | null): Promise<{ groups: api.PeerGroup[] }> {
  const ctx = await workspaceOf(deps, user);
  const rows = await peerGroupsOf(deps.db, ctx.orgId);
  return { groups: await Promise.all(rows.map((g) => peerGroupView(deps, g))) };
}

async function peerRow(deps: BenchmarkingDeps, body: api.PeerGroupBody) {
  const named = body.peer.kind === 'competitors' ? await companiesBySlugs(deps.db, [...new Set(body.peer.companies)]) : [];
  if (body.peer.kind === 'competitors') {
    const missing = body.peer.companies.find((s) => !named.some((n) => n.slug === s));
    if (missing) throw new AppError(400, `No company "${missing}"`);
    const order = new Map(body.peer.companies.map((s, i) => [s, i]));
    named.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!);
  }
  return {
    name: body.name,
    kind: body.peer.kind,
    countryCode: body.countryCode,
    companyIds: named.map((n) => n.id),
    criteria: body.peer.kind === 'competitors' ? {} : body.peer.criteria,
  };
}

const nameTaken = (name: string) => new AppError(409, `A peer group named "${name}" exists: choose another name`);

export async function createPeerGroup(deps: BenchmarkingDeps, user: SessionUser | null, body: api.PeerGroupBody): Promise<api.PeerGroup> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  assertRegion(ctx, body.countryCode);
  const now = deps.now();
  const row = await insertPeerGroup(deps.db, {
    ...(await peerRow(deps, body)),
    orgId: ctx.orgId,
    createdBy: ctx.userId,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw nameTaken(body.name);
  return peerGroupView(deps, row);
}

const noPeerGroup = (id: number) => new AppError(404, `No peer group ${id}`);

export async function updatePeerGroup(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  id: number,
  body: api.PeerGroupBody,
): Promise<api.PeerGroup> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  if (!(await peerGroupOf(deps.db, ctx.orgId, id))) throw noPeerGroup(id);
  assertRegion(ctx, body.countryCode);
  const values = await peerRow(deps, body);
  try {
    const row = await updatePeerGroupRow(deps.db, ctx.orgId, id, { ...values, updatedAt: deps.now() });
    if (!row) throw noPeerGroup(id);
    return await peerGroupView(deps, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
}

export async function deletePeerGroup(deps: BenchmarkingDeps, user: SessionUser | null, id: number): Promise<{ deleted: true }> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  if (!(await deletePeerGroupRow(deps.db, ctx.orgId, id))) throw noPeerGroup(id);
  return { deleted: true };
}

const savedView = (row: WorkspacePeerFacts): api.SavedPeerFacts => ({
  sizeBand: row.sizeBand,
  fundingStage: row.fundingStage,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/**
 * Peers suggested for the workspace (peer-suggestions.rules.ts): ranked on its industry, size and
 * funding stage and on the moves in career histories between its company and others. Each fact is
 * the one the request states, else the size and stage the workspace saved, else its company's in
 * the catalogue (matched by name).
 */
export async function suggestedPeers(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  query: { countryCode: Region; industry?: string | undefined; sizeBand?: SizeBand | undefined; fundingStage?: FundingStage | undefined },
): Promise<api.SuggestedPeers> {
  const cc = query.countryCode;
  const ctx = await workspaceOf(deps, user);
  assertRegion(ctx, cc);
  const [own, saved] = await Promise.all([companyNamed(deps.db, ctx.org.name), savedPeerFactsOf(deps.db, ctx.orgId)]);
  const facts: PeerFacts = {
    industry: query.industry ?? own?.industry ?? null,
    sizeBand: query.sizeBand ?? saved?.sizeBand ?? (own?.size_band as SizeBand | null | undefined) ?? null,
    fundingStage: query.fundingStage ?? saved?.fundingStage ?? (own?.funding_stage as FundingStage | null | undefined) ?? null,
  };
  const [rows, moved] = await Promise.all([companiesWithRecords(deps.db, cc), own ? movesWith(deps.db, own.id) : Promise.resolve([])]);
  const moves = new Map(moved.map((m) => [Number(m.company_id), Number(m.moves)]));
  const candidates = rows
    .filter((r) => r.id !== own?.id)
    .map((r) => ({
      slug: r.slug,
      name: r.name,
      industry: r.industry,
      sizeBand: r.size_band,
      fundingStage: r.funding_stage,
      records: Number(r.records),
      moves: moves.get(Number(r.id)) ?? 0,
    }));
  return {
    countryCode: cc,
    own: own ? { slug: own.slug, name: own.name } : null,
    facts,
    saved: saved ? savedView(saved) : null,
    industries: [...new Set(rows.map((r) => r.industry))].sort((a, b) => a.localeCompare(b)),
    suggestions: rankPeers(facts, candidates),
  };
}

/** Saves the workspace's size band and funding stage for its suggested peers (analysts and admins; null clears one). */
export async function savePeerFacts(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  body: api.SavedPeerFactsBody,
): Promise<api.SavedPeerFacts> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const row = await upsertPeerFacts(deps.db, {
    orgId: ctx.orgId,
    sizeBand: body.sizeBand,
    fundingStage: body.fundingStage,
    updatedAt: deps.now(),
    updatedBy: ctx.userId,
  });
  return savedView(row);
}

// ---------------------------------------------------------------------------------------------
// POST /benchmarking

/**
 * The differencing rule against the workspace's memory, then the memory updated with what is shown,
 * in one transaction with the workspace locked (two concurrent runs cannot both pass the check).
 */
async function applyDifferencing(deps: BenchmarkingDeps, ctx: WorkspaceContext, cc: Region, cells: CellFigures[]): Promise<void> {
  const candidates = cells.filter((c) => c.hidden === null);
  if (candidates.length === 0) return;
  // Cells of one benchmark mostly share their company set: each distinct set is hashed once.
  const keysOfSet = new Map<string, { set: string; leaveOneOut: string[] }>();
  const keyOf = (ids: readonly number[]) => {
    const id = ids.join(',');
    let k = keysOfSet.get(id);
    if (!k) keysOfSet.set(id, (k = differencingKeys(ids)));
    return k;
  };
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sqlLock(ctx.orgId));
    const keys = candidates.map((c) => ({ cell: cellKey(cc, c), ...keyOf(c.companyIds) }));
    // First the sets already shown as they are (a benchmark asked again): those pass at once, and
    // only the others are checked against every set one company away.
    const same = new Set(
      (
        await releasedEntries(
          db,
          ctx.orgId,
          keys.map((k) => ({ cell: k.cell, hash: k.set, loo: false })),
        )
      ).map((h) => `${h.cell_key}|${h.set_hash}`),
    );
    const fresh = keys.map((k, i) => ({ k, c: candidates[i]! })).filter(({ k }) => !same.has(`${k.cell}|${k.set}`));
    if (fresh.length === 0) return;
    const lookups = fresh.flatMap(({ k }) => [
      { cell: k.cell, hash: k.set, loo: true },
      ...k.leaveOneOut.map((hash) => ({ cell: k.cell, hash, loo: false })),
    ]);
    const hits = new Set((await releasedEntries(db, ctx.orgId, lookups)).map((h) => `${h.cell_key}|${h.set_hash}|${h.leave_one_out}`));
    const releases: { cell: string; hash: string; loo: boolean }[] = [];
    for (const { k, c } of fresh) {
      const oneAway = hits.has(`${k.cell}|${k.set}|true`) || k.leaveOneOut.some((h) => hits.has(`${k.cell}|${h}|false`));
      if (oneAway) {
        c.hidden = 'differencing';
        continue;
      }
      releases.push({ cell: k.cell, hash: k.set, loo: false }, ...k.leaveOneOut.map((hash) => ({ cell: k.cell, hash, loo: true })));
    }
    await recordReleases(db, ctx.orgId, releases, deps.now());
  });
}

const sqlLock = (orgId: number) => sql`select id from enterprise_orgs where id = ${orgId} for update`;

/** India's tier-2 ÷ tier-1 median total pay, from the region's records (cached while they stand). */
export async function cityTiers(deps: BenchmarkingDeps): Promise<api.Benchmark['cityTiers']> {
  return deps.tierCache.get('in', async () => {
    const rows = await tierSides(deps.db, TIER_1_CITIES);
    const sides = new Map<
      string,
      { familyId: number; level: number; tier: 1 | 2; median: number; records: number; companyCounts: Map<number, number> }
    >();
    for (const r of rows) {
      const key = `${r.family_id}|${r.level}|${r.tier1}`;
      const side = sides.get(key) ?? {
        familyId: Number(r.family_id),
        level: Number(r.level),
        tier: r.tier1 ? (1 as const) : (2 as const),
        median: 0,
        records: 0,
        companyCounts: new Map<number, number>(),
      };
      if (r.company_id === null) {
        side.records = Number(r.n);
        side.median = Number(r.med);
      } else side.companyCounts.set(Number(r.company_id), Number(r.n));
      sides.set(key, side);
    }
    const found = tierDifferential([...sides.values()]);
    return found ? { tier2VsTier1: found.ratio, cells: found.cells, tier1Cities: TIER_1_METROS } : null;
  });
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Computed cells per market index (dropped with it), the most recent MEMO_CELLS benchmarks each. */
const MEMO_CELLS = 200;
const memos = new WeakMap<MarketSnapshot, Map<string, CellFigures[]>>();
const cellMemo = (snap: MarketSnapshot) => {
  let memo = memos.get(snap);
  if (!memo) memos.set(snap, (memo = new Map()));
  return memo;
};
function rememberCells(snap: MarketSnapshot, key: string, cells: CellFigures[]) {
  const memo = cellMemo(snap);
  if (memo.size >= MEMO_CELLS) memo.delete(memo.keys().next().value!);
  memo.set(key, cells);
}

export async function runBenchmark(deps: BenchmarkingDeps, user: SessionUser | null, body: api.BenchmarkBody): Promise<api.Benchmark> {
  return benchmarkFor(deps, await workspaceOf(deps, user), body);
}

/**
 * A benchmark for a workspace already checked (pay bands build on it): the region lock, the peer
 * group (the workspace's own), the cells under the suppression and differencing rules.
 */
export async function benchmarkFor(deps: BenchmarkingDeps, ctx: WorkspaceContext, body: api.BenchmarkBody): Promise<api.Benchmark> {
  return (await computeBenchmark(deps, ctx, body)).data;
}

/** The benchmark with what it was computed from: the market index and the rows it read. */
async function computeBenchmark(deps: BenchmarkingDeps, ctx: WorkspaceContext, body: api.BenchmarkBody) {
  const cc = body.countryCode;
  assertRegion(ctx, cc);
  let peer: api.PeerDefinition;
  let peerName: string | null = null;
  if (body.peerGroupId !== undefined) {
    const group = await peerGroupOf(deps.db, ctx.orgId, body.peerGroupId);
    if (!group) throw noPeerGroup(body.peerGroupId);
    if (group.countryCode !== cc)
      throw new AppError(400, `Peer group "${group.name}" is for ${group.countryCode === 'in' ? 'India' : 'the US'}`);
    peer = definitionOf(group, group.kind === 'competitors' ? await companiesByIds(deps.db, group.companyIds) : []);
    peerName = group.name;
  } else peer = body.peer!;

  const familyRows = await familiesWithTitles(deps.db);
  const idBySlug = new Map(familyRows.map((f) => [f.slug, f.id]));
  const wanted = body.families ?? [];
  const unknown = wanted.find((s) => !idBySlug.has(s));
  if (unknown) throw new AppError(400, `No job family "${unknown}"`);

  // One read of the index (and of the records' version) serves the peer and the cells.
  const snap = await deps.market.snapshot();
  const resolved = await resolvePeer(deps, cc, peer, snap);
  const effectiveDate = body.effectiveDate ?? isoDay(deps.now());
  const agingRate = deps.agingRates[cc];
  const metros = [...new Set(body.locations ?? [])];
  const country = COUNTRY_INDEX[cc];
  const familyIds = new Set(wanted.map((slug) => idBySlug.get(slug)!));
  const levels = new Set(body.levels ?? []);
  /** The peer's records in the region that pass the filters (row numbers of the index). */
  const selectRows = () => {
    const rows: number[] = [];
    for (const id of resolved.companyIds) {
      for (const i of snap.byCompany.get(id) ?? []) {
        if (snap.country[i] !== country) continue;
        if (familyIds.size > 0 && !familyIds.has(snap.family[i]!)) continue;
        if (levels.size > 0 && !levels.has(snap.level[i]!)) continue;
        rows.push(i);
      }
    }
    return rows;
  };
  // The cells depend only on the index and these inputs: the same benchmark asked again (another
  // member, a reload of the page, an export after a look) is computed once per index.
  const memoKey = [
    cc,
    [...resolved.companyIds].sort((a, b) => a - b).join(','),
    [...familyIds].sort().join(','),
    [...levels].sort().join(','),
    metros.join('|').toLowerCase(),
    effectiveDate,
    agingRate,
  ].join(';');
  let computed = cellMemo(snap).get(memoKey);
  if (!computed) {
    computed = benchmarkCells(snap, selectRows(), { locations: metros, effectiveDate, agingRate });
    rememberCells(snap, memoKey, computed);
  }
  // The differencing rule marks cells of this call: a copy, so the remembered cells stay as computed.
  const cells = computed.map((c) => ({ ...c }));
  await applyDifferencing(deps, ctx, cc, cells);

  const familyById = new Map(familyRows.map((f) => [f.id, { slug: f.slug, name: f.name }]));
  const data: api.Benchmark = {
    countryCode: cc,
    currency: currencyForCountry(cc),
    effectiveDate,
    agingRate,
    peer: { name: peerName, kind: peer.kind, companies: resolved.companyIds.length },
    rules: { minRecords: CELL_MIN_RECORDS, minCompanies: CELL_MIN_COMPANIES, maxCompanyShare: CELL_MAX_COMPANY_SHARE },
    cells: cells.map((c) => {
      const shown = c.hidden === null;
      return {
        family: familyById.get(c.familyId) ?? { slug: String(c.familyId), name: String(c.familyId) },
        level: c.level,
        levelName: standardLevelName(c.level),
        location: c.location === ALL_LOCATIONS ? ALL_LOCATIONS : c.location,
        shown,
        hidden: c.hidden ? { reason: c.hidden, message: HIDDEN_MESSAGES[c.hidden] } : null,
        evidence: shown
          ? {
              records: c.evidence.records,
              companies: c.evidence.companies,
              topCompanyShare: round3(c.evidence.topCompanyShare),
              recentShare: round3(c.evidence.recentShare),
              spread: round3(c.evidence.spread ?? 0),
            }
          : null,
        base: shown ? c.base : null,
        stock: shown ? c.stock : null,
        bonus: shown ? c.bonus : null,
        total: shown ? c.total : null,
      };
    }),
    isDemo: resolved.companyIds.some((id) => snap.demoCompanies.has(id)),
    cityTiers: cc === 'in' ? await cityTiers(deps) : null,
  };
  return { data, snap, selectRows, effectiveDate, agingRate };
}

const RECORDS_PAGE = 10;

/**
 * The records behind one shown cell (`POST /benchmarking/records`), anonymised: no company, the
 * metro rather than the city, the month rather than the day; amounts aged like the cell's. A hidden
 * cell's records are never listed (the same rules decide, the differencing memory included).
 */
export async function cellRecords(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  body: api.BenchmarkRecordsBody,
): Promise<api.BenchmarkRecords> {
  const ctx = await workspaceOf(deps, user);
  const all = body.location === ALL_LOCATIONS;
  const { data, snap, selectRows, effectiveDate, agingRate } = await computeBenchmark(deps, ctx, {
    countryCode: body.countryCode,
    ...(body.peerGroupId !== undefined ? { peerGroupId: body.peerGroupId } : { peer: body.peer! }),
    families: [body.family],
    levels: [body.level],
    locations: all ? [] : [body.location],
    ...(body.effectiveDate ? { effectiveDate: body.effectiveDate } : {}),
  });
  const cell = data.cells.find(
    (c) => c.family.slug === body.family && c.level === body.level && c.location.toLowerCase() === body.location.toLowerCase(),
  );
  if (!cell) throw new AppError(404, 'No records in this cell');
  if (!cell.shown) throw new AppError(404, `${cell.hidden!.message}: this cell's records are not shown`);
  const metro = all ? -1 : snap.metroNames.findIndex((m) => m.toLowerCase() === body.location.toLowerCase());
  const inCell = selectRows().filter((i) => all || snap.metro[i] === metro);
  const factor = (i: number) => agingFactor(isoOfDay(snap.day[i]!), effectiveDate, agingRate);
  const aged = inCell
    .map((i) => ({ i, f: factor(i) }))
    .map(({ i, f }) => ({ i, total: Math.round(snap.total[i]! * f), f }))
    .sort((a, b) => b.total - a.total || snap.id[a.i]! - snap.id[b.i]!);
  const pages = Math.max(1, Math.ceil(aged.length / RECORDS_PAGE));
  const page = Math.min(body.page ?? 1, pages);
  const slice = aged.slice((page - 1) * RECORDS_PAGE, page * RECORDS_PAGE);
  const details = new Map(
    (
      await recordDetails(
        deps.db,
        slice.map((r) => snap.id[r.i]!),
      )
    ).map((d) => [Number(d.id), d]),
  );
  return {
    cell: { family: cell.family, level: cell.level, levelName: cell.levelName, location: cell.location },
    currency: data.currency,
    effectiveDate,
    total: aged.length,
    page,
    pages,
    records: slice.map(({ i, total, f }) => {
      const d = details.get(snap.id[i]!);
      return {
        title: d?.title ?? '',
        yearsOfExperience: d?.years_of_experience ?? null,
        location: snap.metro[i]! >= 0 ? snap.metroNames[snap.metro[i]!]! : null,
        base: Math.round(snap.base[i]! * f),
        stock: Math.round(snap.stock[i]! * f),
        bonus: Math.round(snap.bonus[i]! * f),
        total,
        reported: isoOfDay(snap.day[i]!).slice(0, 7),
      };
    }),
  };
}

const isoOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

const round3 = (v: number) => Math.round(v * 1000) / 1000;
