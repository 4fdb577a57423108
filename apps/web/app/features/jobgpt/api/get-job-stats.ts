import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /jobs/stats: hunts, matches, applications by status and by day, credits. */
export function getJobStats(client: ApiClient, routes: typeof api): Promise<ApiResult<api.JobStats>> {
  return client.call(routes.jobStatsRoute, {});
}
