import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /academy/questions/companies: the companies with MIN_SLICE approved interview reports and their figures. */
export function listAcademyCompanies(client: ApiClient, routes: typeof api): Promise<ApiResult<api.AcademyCompanies>> {
  return client.call(routes.listAcademyCompanies, {});
}
