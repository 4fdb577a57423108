import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /:cc/career-path/market: a title's market. Counts against the daily search limit (429), like the salary pages. */
export function getCareerMarket(client: ApiClient, routes: typeof api, cc: CountryCode, title: string) {
  return client.call(routes.getCareerMarket, { params: { cc }, query: { title } });
}
