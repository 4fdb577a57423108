import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/**
 * GET /:cc/career-path/market: a title's market, on the career page of the title at `company`.
 * Counts as that page's view against the daily search limit (429).
 */
export function getCareerMarket(client: ApiClient, routes: typeof api, cc: CountryCode, title: string, company: string | undefined) {
  return client.call(routes.getCareerMarket, { params: { cc }, query: { title, company } });
}
