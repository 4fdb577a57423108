import type { api } from '@paysight/contract';
import type { RouteResponse } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

export type JobApplicationDetail = RouteResponse<typeof api.getJobApplication>;

/** GET /job-applications/:id: one application with its log. Another member's is 404. */
export function getJobApplication(client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<JobApplicationDetail>> {
  return client.call(routes.getJobApplication, { params: { id } });
}
