import type { Region } from '@paysight/contract';
import { connectedParts, springRankUncertaintySteps, type RankEdge } from './springrank.rules.js';

/**
 * One scope's ranking from its move network (docs/decisions/027-career-rankings.md), pure: the
 * moves (old company → new company, weight = people who made that move), the people who moved in
 * and out of each company, and the privacy floor in; the stored ranking out. The network is
 * ranked whole; only companies of its largest connected part with at least MIN_SLICE people moving
 * in or out are listed (places count among them), and only flows of at least MIN_SLICE people kept.
 */

export interface ScopeMoves {
  scope: string;
  countryCode: Region;
  industry: string | null;
  /** Moves from → to (company ids), weight = distinct people who made it. */
  moves: Map<number, Map<number, number>>;
  /** Distinct people who moved into / out of each company within the scope. */
  peopleIn: Map<number, number>;
  peopleOut: Map<number, number>;
}

export interface CompanyInfo {
  name: string;
  slug: string;
  industry: string;
}

export interface StoredRankedCompany {
  companyId: number;
  name: string;
  slug: string;
  industry: string;
  rank: number;
  rankLow: number;
  rankHigh: number;
  score: number;
  scoreSd: number;
  movesIn: number | null;
  movesOut: number | null;
}

/** What career_rankings keeps per scope (its payload). */
export interface ScopeRanking {
  scope: string;
  countryCode: Region;
  industry: string | null;
  moves: number;
  /** Ranked companies, best first. */
  companies: StoredRankedCompany[];
  /** [from company id, to company id, people]: moves made by at least MIN_SLICE people (region scopes). */
  flows: [number, number, number][];
  /** Name and slug of each company a flow names (hidden companies included: the flow itself passes the floor). */
  flowCompanies: Record<string, { name: string; slug: string }>;
}

export const scopeOf = (cc: Region, industry: string | null) => (industry === null ? cc : `${cc}:${industry}`);

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The ranking of one scope, one resample at a time (the generator yields between them, so the
 * background rebuild can let requests through). Null when fewer than two companies pass the floor.
 */
export function* rankScope(
  input: ScopeMoves,
  companies: ReadonlyMap<number, CompanyInfo>,
  options: { minSlice: number; samples: number; keepFlows: boolean },
): Generator<void, ScopeRanking | null, void> {
  const ids: number[] = [];
  const indexOf = new Map<number, number>();
  const node = (id: number) => {
    let i = indexOf.get(id);
    if (i === undefined) {
      i = ids.length;
      indexOf.set(id, i);
      ids.push(id);
    }
    return i;
  };
  // SpringRank's edge i → j says i ranks above j: a move X → Y is the edge Y → X.
  const edges: RankEdge[] = [];
  let total = 0;
  for (const [from, targets] of input.moves)
    for (const [to, people] of targets) {
      edges.push({ from: node(to), to: node(from), weight: people });
      total += people;
    }
  const n = ids.length;
  if (n < 2) return null;
  const part = connectedParts(n, edges);
  const partSize = new Map<number, number>();
  for (let i = 0; i < n; i++) partSize.set(part[i]!, (partSize.get(part[i]!) ?? 0) + 1);
  let main = part[0]!;
  for (const [p, size] of partSize) if (size > partSize.get(main)!) main = p;
  const among = new Uint8Array(n);
  let listed = 0;
  for (let i = 0; i < n; i++) {
    const people = Math.max(input.peopleIn.get(ids[i]!) ?? 0, input.peopleOut.get(ids[i]!) ?? 0);
    if (part[i] === main && people >= options.minSlice && companies.has(ids[i]!)) {
      among[i] = 1;
      listed += 1;
    }
  }
  if (listed < 2) return null;
  yield;
  const steps = springRankUncertaintySteps(n, edges, {
    samples: options.samples,
    among: Array.from(among, Boolean),
    tolerance: 1e-10,
    sampleTolerance: 1e-5,
  });
  let step = steps.next();
  while (!step.done) {
    yield;
    step = steps.next();
  }
  const u = step.value;
  const floor = (v: number | undefined) => (v !== undefined && v >= options.minSlice ? v : null);
  const ranked: StoredRankedCompany[] = [];
  for (let i = 0; i < n; i++) {
    if (!among[i]) continue;
    const id = ids[i]!;
    const info = companies.get(id)!;
    ranked.push({
      companyId: id,
      name: info.name,
      slug: info.slug,
      industry: info.industry,
      rank: u.rank[i]!,
      rankLow: u.rankLow[i]!,
      rankHigh: u.rankHigh[i]!,
      score: round(u.scores[i]!, 4),
      scoreSd: round(u.scoreSd[i]!, 4),
      movesIn: floor(input.peopleIn.get(id)),
      movesOut: floor(input.peopleOut.get(id)),
    });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  const flows: [number, number, number][] = [];
  if (options.keepFlows)
    for (const [from, targets] of input.moves)
      for (const [to, people] of targets)
        if (people >= options.minSlice && companies.has(from) && companies.has(to)) flows.push([from, to, people]);
  flows.sort((a, b) => b[2] - a[2]);
  const flowCompanies: ScopeRanking['flowCompanies'] = {};
  for (const [from, to] of flows)
    for (const id of [from, to]) {
      const info = companies.get(id)!;
      flowCompanies[id] = { name: info.name, slug: info.slug };
    }
  return {
    scope: input.scope,
    countryCode: input.countryCode,
    industry: input.industry,
    moves: total,
    companies: ranked,
    flows,
    flowCompanies,
  };
}
