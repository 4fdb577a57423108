import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import { perApp } from '../../app-context.js';
import { rankScope, scopeOf, type CompanyInfo, type ScopeMoves, type ScopeRanking } from './career-ranks.rules.js';
import {
  companiesByIds,
  companyIndustries,
  positionsChunk,
  personIdRange,
  readCareerVersion,
  readStoredRankings,
  storedRankingsVersion,
  storeRankings,
} from './career-ranks.queries.js';

/**
 * The move network's rankings, computed in the background (docs/decisions/027-career-rankings.md).
 * Requests read the last computed rankings (in memory; on a fresh process, the ones stored in
 * career_rankings) and never compute. A poll reads career_version (a statement trigger bumps it on
 * every write to career_positions) and rebuilds when it moved; while rebuilding, the old rankings
 * keep being served. The rebuild yields to the event loop between ranges of people, scopes and
 * bootstrap resamples, so no request waits on it for long.
 */

/** How often a server checks whether the career histories changed. */
export const CAREER_POLL_MS = 30_000;
/** People per aggregation query (each a short query, so the embedded database serves requests between them). */
const PEOPLE_PER_QUERY = 20_000;
/** Bootstrap resamples per scope. */
export const RANK_SAMPLES = 30;
/** The longest stretch of ranking work between two yields to the event loop. */
const SLICE_MS = 15;

export interface Rankings {
  version: number;
  computedAt: Date;
  scopes: Map<string, ScopeRanking>;
  /** How long the last rebuild took to read the moves and to rank them (not stored). */
  timings?: { loadMs: number; rankMs: number };
}

export interface CareerNetwork {
  /** The last computed rankings, or null before the first computation; never computes. */
  current(): Promise<Rankings | null>;
  /** Rebuilds now unless the rankings are of the current version (tests; an operator); waits for a rebuild under way first. */
  rebuildNow(): Promise<Rankings | null>;
  /** One poll (the `career.rankings` task): take another process's newer rankings, or rebuild when the histories moved. */
  refresh(): Promise<void>;
  /** The server is closing: a rebuild under way is abandoned at its next slice. */
  stop(): Promise<void>;
}

const isScopeRanking = (v: unknown): v is ScopeRanking =>
  typeof v === 'object' && v !== null && Array.isArray((v as ScopeRanking).companies) && Array.isArray((v as ScopeRanking).flows);

const counter = (map: Map<number, number>, id: number, n: number) => map.set(id, (map.get(id) ?? 0) + n);

interface RegionMoves {
  moves: Map<number, Map<number, number>>;
  pin: Map<number, number>;
  pout: Map<number, number>;
  iin: Map<number, number>;
  iout: Map<number, number>;
}

const REGION_BY_BIT: Region[] = ['in', 'us'];

/**
 * Every scope's moves from the positions, read a range of people at a time. A move is a person's
 * position at a company after (by start date) a position at another company, in the region of the
 * new position; each person counts once per move, and once per company they moved into or out of.
 */
async function loadScopes(db: Db, go: () => void): Promise<{ scopes: ScopeMoves[]; companies: Map<number, CompanyInfo> }> {
  const industryOf = await companyIndustries(db);
  const regions: RegionMoves[] = REGION_BY_BIT.map(() => ({
    moves: new Map(),
    pin: new Map(),
    pout: new Map(),
    iin: new Map(),
    iout: new Map(),
  }));
  // What the person being read already counted: numeric keys (company ids are far below 2^20).
  const seen = new Set<number>();
  const once = (key: number) => (seen.has(key) ? false : (seen.add(key), true));
  const range = await personIdRange(db);
  if (range) {
    const chunkFrom = (lo: number) => {
      const chunk = positionsChunk(db, lo, Math.min(range.hi, lo + PEOPLE_PER_QUERY - 1));
      // Handled here too: an abandoned rebuild leaves the range it asked for unread.
      chunk.catch(() => undefined);
      return chunk;
    };
    // The next range is asked for before this one is counted: a database server reads it meanwhile.
    let next = chunkFrom(range.lo);
    for (let lo = range.lo; lo <= range.hi; lo += PEOPLE_PER_QUERY) {
      const { person, code } = await next;
      if (lo + PEOPLE_PER_QUERY <= range.hi) next = chunkFrom(lo + PEOPLE_PER_QUERY);
      for (let k = 1; k < person.length; k++) {
        if (person[k] !== person[k - 1]) {
          seen.clear();
          continue;
        }
        const from = code[k - 1]! >> 1;
        const to = code[k]! >> 1;
        if (from === to) continue;
        const bit = code[k]! & 1;
        const r = regions[bit]!;
        if (once(((from * 1_048_576 + to) * 2 + bit) * 4)) {
          let targets = r.moves.get(from);
          if (!targets) r.moves.set(from, (targets = new Map()));
          counter(targets, to, 1);
        }
        const sameIndustry = industryOf.get(from) === industryOf.get(to);
        if (once((to * 2 + bit) * 4 + 1)) {
          counter(r.pin, to, 1);
          if (sameIndustry) counter(r.iin, to, 1);
        }
        if (once((from * 2 + bit) * 4 + 2)) {
          counter(r.pout, from, 1);
          if (sameIndustry) counter(r.iout, from, 1);
        }
      }
      seen.clear();
      await yieldToRequests();
      go();
    }
  }
  const ids = new Set<number>();
  for (const r of regions)
    for (const [from, targets] of r.moves) {
      ids.add(from);
      for (const to of targets.keys()) ids.add(to);
    }
  const companies = new Map<number, CompanyInfo>();
  for (const c of await companiesByIds(db, [...ids])) companies.set(c.id, { name: c.name, slug: c.slug, industry: c.industry });

  const scopes: ScopeMoves[] = [];
  for (const [bit, r] of regions.entries()) {
    if (r.moves.size === 0) continue;
    const cc = REGION_BY_BIT[bit]!;
    scopes.push({ scope: scopeOf(cc, null), countryCode: cc, industry: null, moves: r.moves, peopleIn: r.pin, peopleOut: r.pout });
    // An industry's network: the region's moves between two companies of that industry.
    const byIndustry = new Map<string, Map<number, Map<number, number>>>();
    for (const [from, targets] of r.moves) {
      const industry = companies.get(from)?.industry;
      if (industry === undefined) continue;
      for (const [to, people] of targets) {
        if (companies.get(to)?.industry !== industry) continue;
        let moves = byIndustry.get(industry);
        if (!moves) byIndustry.set(industry, (moves = new Map()));
        let t = moves.get(from);
        if (!t) moves.set(from, (t = new Map()));
        t.set(to, people);
      }
    }
    for (const [industry, moves] of [...byIndustry].sort(([a], [b]) => a.localeCompare(b)))
      scopes.push({ scope: scopeOf(cc, industry), countryCode: cc, industry, moves, peopleIn: r.iin, peopleOut: r.iout });
  }
  return { scopes, companies };
}

/** Ranks every scope; yields to the event loop at least every SLICE_MS of work. */
async function rankAll(
  scopes: ScopeMoves[],
  companies: Map<number, CompanyInfo>,
  minSlice: number,
  go: () => void,
): Promise<ScopeRanking[]> {
  const out: ScopeRanking[] = [];
  for (const scope of scopes) {
    const steps = rankScope(scope, companies, { minSlice, samples: RANK_SAMPLES, keepFlows: scope.industry === null });
    let sliceStart = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) {
        if (step.value) out.push(step.value);
        break;
      }
      if (performance.now() - sliceStart >= SLICE_MS) {
        await yieldToRequests();
        go();
        sliceStart = performance.now();
      }
    }
    await yieldToRequests();
  }
  return out;
}

/**
 * Computes every scope's ranking from the positions as they are now and stores them (replacing the
 * stored ones). `go` is called between slices of work and may throw to abandon it. The background
 * rebuild runs it; the benchmark times it.
 */
export async function rebuildRankings(
  deps: { db: Db; minSlice: number; now: () => Date },
  go: () => void = () => undefined,
): Promise<Rankings> {
  const started = performance.now();
  const version = await readCareerVersion(deps.db);
  const { scopes, companies } = await loadScopes(deps.db, go);
  const loaded = performance.now();
  const ranked = await rankAll(scopes, companies, deps.minSlice, go);
  const rankMs = performance.now() - loaded;
  go();
  const computedAt = deps.now();
  await storeRankings(
    deps.db,
    version,
    computedAt,
    ranked.map((r) => ({ scope: r.scope, payload: r })),
  );
  return { version, computedAt, scopes: new Map(ranked.map((r) => [r.scope, r])), timings: { loadMs: loaded - started, rankMs } };
}

export function createCareerNetwork(deps: { db: Db; minSlice: number; now: () => Date; log: FastifyBaseLogger }): CareerNetwork {
  let rankings: Rankings | null = null;
  let loadingStored: Promise<void> | null = null;
  let rebuilding: Promise<Rankings | null> | null = null;
  let stopped = false;
  /** Between two slices of work: a stopping server abandons the rebuild (the stored rankings stay as they were). */
  const go = () => {
    if (stopped) throw new Error('career rankings: rebuild abandoned, the server is stopping');
  };

  const loadStored = async () => {
    const rows = await readStoredRankings(deps.db);
    if (rows.length === 0) return;
    const version = Math.max(...rows.map((r) => r.careerVersion));
    if (rankings && rankings.version >= version) return;
    const scopes = new Map<string, ScopeRanking>();
    for (const row of rows) if (row.careerVersion === version && isScopeRanking(row.payload)) scopes.set(row.scope, row.payload);
    const computedAt = rows.find((r) => r.careerVersion === version)!.computedAt;
    rankings = { version, computedAt: new Date(computedAt), scopes };
  };
  const ensureLoaded = () =>
    (loadingStored ??= loadStored().catch((error: unknown) =>
      deps.log.error({ err: error }, 'career rankings: reading the stored rankings failed'),
    ));

  const rebuild = async (): Promise<Rankings | null> => {
    const started = performance.now();
    const built = await rebuildRankings(deps, go);
    rankings = built;
    deps.log.info(
      { version: built.version, scopes: built.scopes.size, ms: Math.round(performance.now() - started) },
      'career rankings rebuilt',
    );
    return rankings;
  };
  const rebuildOnce = () => {
    rebuilding ??= rebuild().finally(() => {
      rebuilding = null;
    });
    return rebuilding;
  };

  const refresh = async () => {
    if (rebuilding) return;
    await ensureLoaded();
    const version = await readCareerVersion(deps.db);
    if (rankings?.version === version) return;
    if ((await storedRankingsVersion(deps.db)) === version) {
      await loadStored();
      if (rankings?.version === version) return;
    }
    await rebuildOnce();
  };

  return {
    async current() {
      await ensureLoaded();
      return rankings;
    },
    async rebuildNow() {
      if (rebuilding) await rebuilding.catch(() => undefined);
      await ensureLoaded();
      const version = await readCareerVersion(deps.db);
      if (rankings?.version === version) return rankings;
      return rebuildOnce();
    },
    refresh,
    async stop() {
      stopped = true;
      await rebuilding?.catch(() => undefined);
    },
  };
}

/** The app's one copy of the rankings: the rankings, dashboard and eliteness calls read the same (ADR 027). */
export const careerNetworkOf = perApp((ctx) => createCareerNetwork({ db: ctx.db, now: ctx.now, minSlice: ctx.minSlice, log: ctx.log }));
