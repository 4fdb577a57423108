import type { api } from '@paysight/contract';
import type { RouteQuery } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * The tailored-resume calls the page's loader and action make (server-side, with the member's
 * session). Pass `routes` from `await import('@paysight/contract')`. Every call answers for the
 * member's own resumes only.
 */

/** GET /jobs/resumes: a page of the member's tailored resumes, newest first. */
export const listGeneratedResumes = (
  client: ApiClient,
  routes: typeof api,
  query: RouteQuery<typeof api.listGeneratedResumes>,
): Promise<ApiResult<api.GeneratedResumesPage>> => client.call(routes.listGeneratedResumes, { query });

/** POST /jobs/:id/custom-resume: the member's next resume version for a listed job (404 once it is not listed). */
export const createCustomResume = (client: ApiClient, routes: typeof api, jobId: number): Promise<ApiResult<api.GeneratedResumeSummary>> =>
  client.call(routes.createCustomResume, { params: { id: jobId } });
