import type { JobMatchScores } from '../api/match-job-scores';

/**
 * The match scores of the job cards on screen, asked for once per page: each card's badge asks for
 * its job as it mounts, and the ids asked for in the same moment go in one POST /jobs/match. The
 * first card asked for carries the "start a job hunt" line when the member has none.
 */

export type CardScore = { state: 'loading' } | { state: 'score'; score: number } | { state: 'none' } | { state: 'no-hunt'; first: boolean };

const LOADING: CardScore = { state: 'loading' };
const NONE: CardScore = { state: 'none' };

const entries = new Map<number, CardScore>();
const users = new Map<number, number>();
const listeners = new Set<() => void>();
let pending: number[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

const notify = () => listeners.forEach((l) => l());

/** What one batch's answer means for each of its cards. */
export function cardScores(ids: readonly number[], answer: JobMatchScores): Map<number, CardScore> {
  return new Map(
    ids.map((id, i): [number, CardScore] => {
      if (answer.kind === 'no-hunt') return [id, { state: 'no-hunt', first: i === 0 }];
      if (answer.kind === 'failed') return [id, NONE];
      const score = answer.scores[id];
      return [id, score === undefined ? NONE : { state: 'score', score }];
    }),
  );
}

async function flush() {
  timer = null;
  const ids = pending.slice(0, 50);
  pending = pending.slice(50);
  if (pending.length > 0) timer = setTimeout(() => void flush(), 0);
  if (ids.length === 0) return;
  let answer: JobMatchScores;
  try {
    // Loaded with the first batch, not with the page: /jobs shows its cards without TanStack Query.
    const [{ getQueryClient }, { jobMatchScoresQuery }] = await Promise.all([
      import('~/lib/query-client'),
      import('../api/match-job-scores'),
    ]);
    answer = await getQueryClient().fetchQuery(jobMatchScoresQuery(ids));
  } catch (err) {
    answer = { kind: 'failed', failure: { status: 0, message: err instanceof Error ? err.message : String(err) } };
  }
  for (const [id, score] of cardScores(ids, answer)) if (users.has(id)) entries.set(id, score);
  notify();
}

export const matchScores = {
  /** A card's badge mounted: its job's score is asked for with the others of this moment. Returns the release. */
  request(jobId: number): () => void {
    users.set(jobId, (users.get(jobId) ?? 0) + 1);
    if (!entries.has(jobId)) {
      entries.set(jobId, LOADING);
      pending.push(jobId);
      timer ??= setTimeout(() => void flush(), 0);
    }
    return () => {
      const left = (users.get(jobId) ?? 1) - 1;
      if (left > 0) return void users.set(jobId, left);
      // The page is gone: its next visit asks again (a hunt started meanwhile shows its scores).
      users.delete(jobId);
      entries.delete(jobId);
      pending = pending.filter((id) => id !== jobId);
    };
  },
  get: (jobId: number): CardScore => entries.get(jobId) ?? LOADING,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
