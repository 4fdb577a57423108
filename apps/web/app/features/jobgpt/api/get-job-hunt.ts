import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /job-hunts/:id: one of the member's hunts. Another member's is 404. */
export function getJobHunt(client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<api.JobHunt>> {
  return client.call(routes.getJobHunt, { params: { id } });
}
