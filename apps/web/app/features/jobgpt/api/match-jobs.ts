import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /jobs/match: a hunt's best unseen jobs, each score explained (404 when the member has no active hunt). */
export function matchJobs(
  client: ApiClient,
  routes: typeof api,
  body: RouteInput<typeof api.matchJobs, 'body'>,
): Promise<ApiResult<api.JobsMatchResult>> {
  return client.call(routes.matchJobs, { body });
}
