import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * POST /jobs/search: one page (10) of listed jobs matching the filters, newest first, with the
 * total. Used by the jobs page's loader (server-side); the result is handed back whole so the
 * loader can show the API's message for filters it refuses.
 */
export function searchJobs(client: ApiClient, routes: typeof api, body: api.JobsSearchBody): Promise<ApiResult<api.JobsSearchResult>> {
  return client.call(routes.searchJobs, { body });
}
