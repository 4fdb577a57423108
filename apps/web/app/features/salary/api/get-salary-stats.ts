import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { toApiQuery, type SalaryFilters } from '../salary-filters';

/**
 * GET /{cc}/salary/{q}: a slice's figures, breakdowns and one page of records. Used by the
 * salary page's loader (server-side); the result is handed back whole so the loader can tell
 * 404 (no or not enough data) and 429 (daily search limit) apart.
 */
export function getSalaryStats(
  client: ApiClient,
  routes: typeof api,
  input: { cc: CountryCode; q: string; filters: SalaryFilters },
): Promise<ApiResult<api.SalaryStats>> {
  return client.call(routes.getSalaryStats, { params: { cc: input.cc, q: input.q }, query: toApiQuery(input.filters) });
}
