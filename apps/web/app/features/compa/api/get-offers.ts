import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /compa/offers: the workspace's candidate offers with their band and market figures (any member). */
export function getOffers(client: ApiClient, routes: typeof api, query: api.CompaOffersQueryInput): Promise<ApiResult<api.CompaOffers>> {
  return client.call(routes.getCompaOffers, { query });
}
