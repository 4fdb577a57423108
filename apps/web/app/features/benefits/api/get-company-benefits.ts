import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /benefits/{id}: one company's figures with the signed-in member's own report and whether they may report. */
export function getCompanyBenefits(
  client: ApiClient,
  routes: typeof api,
  company: string,
  cc: CountryCode,
): Promise<ApiResult<api.CompanyBenefitsView>> {
  return client.call(routes.getCompanyBenefits, { params: { id: company }, query: { cc } });
}
