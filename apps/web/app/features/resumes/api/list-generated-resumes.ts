import type { api } from '@paysight/contract';
import type { RouteQuery } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /jobs/resumes: a page of the member's own tailored resumes, newest first. */
export function listGeneratedResumes(
  client: ApiClient,
  routes: typeof api,
  query: RouteQuery<typeof api.listGeneratedResumes>,
): Promise<ApiResult<api.GeneratedResumesPage>> {
  return client.call(routes.listGeneratedResumes, { query });
}
