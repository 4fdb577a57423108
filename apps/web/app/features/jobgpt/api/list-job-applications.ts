import type { api } from '@paysight/contract';
import type { RouteResponse } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

export type JobApplicationsPage = RouteResponse<typeof api.listJobApplications>;
export type ReviewMatch = JobApplicationsPage['review'][number];

/** GET /job-applications: a page (10) of the member's applications, by hunt or status, and the review queue. */
export function listJobApplications(
  client: ApiClient,
  routes: typeof api,
  query: { jobHuntId?: number; status?: api.JobApplicationStatus; page?: number },
): Promise<ApiResult<JobApplicationsPage>> {
  return client.call(routes.listJobApplications, { query });
}
