import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** PUT /job-hunts/:id: its filters, settings or status (resuming one paused for credits needs credits: 402). Another member's is 404. */
export function updateJobHunt(client: ApiClient, routes: typeof api, id: number, body: api.JobHuntBody): Promise<ApiResult<api.JobHunt>> {
  return client.call(routes.updateJobHunt, { params: { id }, body });
}
