import { SIZE_BANDS, type FUNDING_STAGES } from '@paysight/contract';

/**
 * Suggested peers (docs/decisions/030-peer-benchmarking.md, "Suggested peers"): a company's score
 * against the workspace's facts, and the reasons shown beside it. Pure, so the ranking is tested
 * without a database.
 *
 * Score: same industry 4; same size band 2, the next band up or down 1; same funding stage 2, the
 * same kind of funding (both raising rounds, seed to series D+) 1; people moving between the two
 * companies 1 to 3 (1 + 2 × its moves ÷ the most moves to any company). A company is suggested at
 * 3 or more, so size or funding alone never makes a peer; records only break ties. With no facts at
 * all the largest record holders are listed, and said to be that.
 */

export type SizeBand = (typeof SIZE_BANDS)[number];
export type FundingStage = (typeof FUNDING_STAGES)[number];

export interface PeerFacts {
  industry: string | null;
  sizeBand: SizeBand | null;
  fundingStage: FundingStage | null;
}

export interface PeerCandidate {
  slug: string;
  name: string;
  industry: string;
  sizeBand: string | null;
  fundingStage: string | null;
  records: number;
  /** Moves either way between this company and the workspace's. */
  moves: number;
}

export interface PeerSuggestion {
  slug: string;
  name: string;
  records: number;
  score: number;
  reasons: string[];
  reason: string;
}

export const MIN_PEER_SCORE = 3;
export const PEER_SUGGESTIONS = 12;

const ROUNDS: ReadonlySet<string> = new Set(['seed', 'series-a', 'series-b', 'series-c', 'series-d+']);
const STAGE_NAMES: Record<FundingStage, string> = {
  bootstrapped: 'bootstrapped',
  seed: 'seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c': 'Series C',
  'series-d+': 'Series D or later',
  public: 'listed',
  subsidiary: 'a subsidiary',
  private: 'privately held',
};

const sizeIndex = (band: string | null) => (band === null ? -1 : (SIZE_BANDS as readonly string[]).indexOf(band));
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const hasFacts = (f: PeerFacts) => f.industry !== null || f.sizeBand !== null || f.fundingStage !== null;

/** One candidate's score and reasons against the facts; `mostMoves` is the largest move count among candidates. */
export function scorePeer(facts: PeerFacts, c: PeerCandidate, mostMoves: number): { score: number; reasons: string[] } {
  let score = 0;
  const reasons: string[] = [];
  if (facts.industry !== null && c.industry.toLowerCase() === facts.industry.toLowerCase()) {
    score += 4;
    reasons.push(`same industry (${c.industry})`);
  }
  const [own, theirs] = [sizeIndex(facts.sizeBand), sizeIndex(c.sizeBand)];
  if (own >= 0 && theirs >= 0 && Math.abs(own - theirs) <= 1) {
    score += own === theirs ? 2 : 1;
    reasons.push(`${own === theirs ? 'same' : 'similar'} size (${c.sizeBand} people)`);
  }
  if (facts.fundingStage !== null && c.fundingStage !== null) {
    if (c.fundingStage === facts.fundingStage) {
      score += 2;
      reasons.push(`same funding stage (${STAGE_NAMES[facts.fundingStage]})`);
    } else if (ROUNDS.has(c.fundingStage) && ROUNDS.has(facts.fundingStage)) {
      score += 1;
      reasons.push('also funded by rounds');
    }
  }
  if (c.moves > 0 && mostMoves > 0) {
    score += 1 + (2 * c.moves) / mostMoves;
    reasons.push(`people move between you (${c.moves} ${c.moves === 1 ? 'move' : 'moves'})`);
  }
  return { score: Math.round(score * 100) / 100, reasons };
}

/** The suggestions, best first: score, then records, then name. */
export function rankPeers(facts: PeerFacts, candidates: readonly PeerCandidate[], limit = PEER_SUGGESTIONS): PeerSuggestion[] {
  if (!hasFacts(facts) && candidates.every((c) => c.moves === 0)) {
    return [...candidates]
      .sort((a, b) => b.records - a.records || a.name.localeCompare(b.name))
      .slice(0, limit)
      .map((c) => ({
        slug: c.slug,
        name: c.name,
        records: c.records,
        score: 0,
        reasons: [],
        reason: 'Among the companies with the most records',
      }));
  }
  const mostMoves = Math.max(0, ...candidates.map((c) => c.moves));
  return candidates
    .map((c) => ({ c, ...scorePeer(facts, c, mostMoves) }))
    .filter((s) => s.score >= MIN_PEER_SCORE)
    .sort((a, b) => b.score - a.score || b.c.records - a.c.records || a.c.name.localeCompare(b.c.name))
    .slice(0, limit)
    .map(({ c, score, reasons }) => ({
      slug: c.slug,
      name: c.name,
      records: c.records,
      score,
      reasons,
      reason: capitalised(reasons.join(', ')),
    }));
}
