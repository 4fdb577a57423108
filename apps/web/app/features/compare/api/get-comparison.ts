import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import type { CompareFilters } from '../compare-query';

/**
 * GET /{cc}/compare/salary/{q}: each entry's figures and their medians by standard level, for the
 * comparison's loader (server-side). The result is handed back whole so the loader can tell 404
 * (an unknown company or title) and 429 (daily search limit) apart.
 */
export function getComparison(
  client: ApiClient,
  routes: typeof api,
  input: { cc: CountryCode; q: string; filters: CompareFilters },
): Promise<ApiResult<api.CompareSalary>> {
  const { rosettaLevel, dateOffset, gpayCC } = input.filters;
  return client.call(routes.compareSalary, { params: { cc: input.cc, q: input.q }, query: { rosettaLevel, dateOffset, gpayCC } });
}
