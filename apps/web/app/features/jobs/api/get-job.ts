import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /jobs/{id}: one listed job (404 when it is not listed). Used by the job page's loader. */
export function getJob(client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<api.JobDetail>> {
  return client.call(routes.getJob, { params: { id } });
}
