import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** PUT /job-applications/:id: what happened (applied, interview, offer, rejected) or notes. Another member's is 404. */
export function updateJobApplication(
  client: ApiClient,
  routes: typeof api,
  id: number,
  body: RouteInput<typeof api.updateJobApplication, 'body'>,
): Promise<ApiResult<api.JobApplication>> {
  return client.call(routes.updateJobApplication, { params: { id }, body });
}
