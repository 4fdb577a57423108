import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * GET /{cc}/company/{company}: the company's ladder, titles, cities and peers, for the company
 * page's loader (server-side). The result is handed back whole so the loader can tell 404 (unknown
 * or not enough data) and 429 (daily search limit) apart.
 */
export function getCompanyPage(
  client: ApiClient,
  routes: typeof api,
  input: { cc: CountryCode; company: string; family?: string | undefined; location?: string | undefined },
): Promise<ApiResult<api.CompanyPage>> {
  return client.call(routes.getCompanyPage, {
    params: { cc: input.cc, company: input.company },
    query: { family: input.family, location: input.location },
  });
}
