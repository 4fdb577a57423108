import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /jobs/{id}/company: the job's company, its open jobs and its pay for the job's title. Used by the job page's loader. */
export function getJobCompany(client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<api.JobCompanyContext>> {
  return client.call(routes.getJobCompany, { params: { id } });
}
