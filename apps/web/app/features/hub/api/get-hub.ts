import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** How many companies, titles and cities the hub lists for a region. */
export const HUB_LIST_SIZE = 12;

/**
 * The region's most reported companies, titles and cities (GET /{cc}/salaries-list/location-country/{cc}
 * with popular=true), for the salary hub's loader. Null when the region has no salaries to show.
 */
export async function getRegionPopular(client: ApiClient, routes: typeof api, cc: CountryCode) {
  const result = await client.call(routes.getSalariesList, {
    params: { cc, kind: 'location-country', q: cc },
    query: { popular: 'true', limit: HUB_LIST_SIZE },
  });
  return result.ok ? result.data : null;
}

/** GET /salary/{q}: the salary page free text means, preferring the hub's region. */
export async function resolveSearch(client: ApiClient, routes: typeof api, q: string, cc: CountryCode) {
  const result = await client.call(routes.resolveSalaryQuery, { params: { q }, query: { cc } });
  return result.ok ? result.data : null;
}
