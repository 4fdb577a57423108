import type { api } from '@paysight/contract';
import { resolveErrorAction } from '@paysight/contract/core';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api-client';

/** The member's match scores for a page of job cards; `no-hunt` when they have no active job hunt (POST /jobs/match answers 404). */
export type JobMatchScores =
  | { kind: 'scores'; scores: Record<number, number> }
  | { kind: 'no-hunt' }
  | { kind: 'failed'; failure: { status: number; message: string } };

/**
 * POST /jobs/match with the cards' ids: each job's score for the member's most recently changed
 * active hunt. A 404 is the expected answer of a member without a hunt, so it is not an error; any
 * other failure goes through the error catalogue (a jobs call: its message as a toast).
 */
export async function getJobMatchScores(client: ApiClient, routes: typeof api, jobIds: number[]): Promise<JobMatchScores> {
  const result = await client.call(routes.matchJobs, { body: { jobIds, limit: Math.min(jobIds.length, 50) } });
  if (result.ok) return { kind: 'scores', scores: Object.fromEntries(result.data.items.map((m) => [m.job.id, m.match.score])) };
  if (result.status === 404) return { kind: 'no-hunt' };
  return { kind: 'failed', failure: { status: result.status, message: result.message } };
}

export const jobMatchScoresQuery = (jobIds: number[]) =>
  queryOptions({
    queryKey: ['jobs', 'match-scores', [...jobIds].sort((a, b) => a - b).join(',')],
    queryFn: async () => {
      // The contract's schemas load after the page is up, and only for a signed-in member.
      const [{ loadBrowserApi }, { browserActionHandler }] = await Promise.all([import('~/lib/browser-api'), import('~/lib/api-client')]);
      // Failures are handled here: a 404 (no hunt) must not toast.
      const { client, routes } = await loadBrowserApi({ catalogueActions: false });
      const answer = await getJobMatchScores(client, routes, jobIds);
      if (answer.kind === 'failed')
        browserActionHandler(resolveErrorAction(answer.failure, '/jobs/match', `${window.location.pathname}${window.location.search}`));
      return answer;
    },
    staleTime: 30_000,
  });
