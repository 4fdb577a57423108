import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /company/{id}/ratings: members' ratings of a company under the floor, the visitor's own this year, and whether they may rate. */
export function getCompanyRatings(client: ApiClient, routes: typeof api, company: string): Promise<ApiResult<api.CompanyRatings>> {
  return client.call(routes.getCompanyRatings, { params: { id: company } });
}
