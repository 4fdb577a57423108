import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /benchmarking/peer/suggested: peers suggested for the workspace's company in a region. */
export function getSuggestedPeers(client: ApiClient, routes: typeof api, countryCode: CountryCode) {
  return client.call(routes.getSuggestedPeers, { query: { countryCode } });
}
