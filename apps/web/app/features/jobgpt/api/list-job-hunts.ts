import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /job-hunts: the member's hunts with their review and application counts. */
export function listJobHunts(client: ApiClient, routes: typeof api): Promise<ApiResult<api.JobHunt[]>> {
  return client.call(routes.listJobHunts, {});
}
