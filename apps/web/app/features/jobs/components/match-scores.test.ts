import type { ApiFailure } from '@paysight/contract/core';
import type { api } from '@paysight/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '~/lib/api-client';
import { getJobMatchScores } from '../api/match-job-scores';
import { matchBadgeText } from '../jobs-text';
import { cardScores } from './match-scores';

const routes = { matchJobs: { method: 'POST', path: '/jobs/match' } } as unknown as typeof api;
const clientAnswering = (result: { ok: true; data: unknown } | ApiFailure) => {
  const call = vi.fn(async () => result);
  return { client: { call } as unknown as ApiClient, call };
};

describe('match scores on job cards', () => {
  it('asks POST /jobs/match once for the page’s ids and reads each job’s score', async () => {
    const { client, call } = clientAnswering({
      ok: true,
      data: { items: [{ job: { id: 7 }, match: { score: 0.87 } }], considered: 1 },
    });
    const answer = await getJobMatchScores(client, routes, [7, 8]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual([routes.matchJobs, { body: { jobIds: [7, 8], limit: 2 } }]);
    expect(answer).toEqual({ kind: 'scores', scores: { 7: 0.87 } });
    // Job 8 is not scored (no longer listed): its card shows nothing.
    expect(cardScores([7, 8], answer)).toEqual(
      new Map([
        [7, { state: 'score', score: 0.87 }],
        [8, { state: 'none' }],
      ]),
    );
    expect(matchBadgeText(0.87)).toBe('87% match');
  });

  it('reads 404 as "no job hunt": only the first card carries the line to start one', async () => {
    const { client } = clientAnswering({ ok: false, status: 404, message: 'Start a job hunt to see your matches' });
    const answer = await getJobMatchScores(client, routes, [3, 4]);
    expect(answer).toEqual({ kind: 'no-hunt' });
    expect([...cardScores([3, 4], answer).values()]).toEqual([
      { state: 'no-hunt', first: true },
      { state: 'no-hunt', first: false },
    ]);
  });

  it('hands other failures back (for the toast) and shows no badge', async () => {
    const { client } = clientAnswering({ ok: false, status: 500, message: 'Matching is down' });
    const answer = await getJobMatchScores(client, routes, [3]);
    expect(answer).toEqual({ kind: 'failed', failure: { status: 500, message: 'Matching is down' } });
    expect(cardScores([3], answer).get(3)).toEqual({ state: 'none' });
  });
});
