import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /offers: the member's offers. */
export function listOffers(client: ApiClient, routes: typeof api): Promise<ApiResult<{ offers: api.OfferData[] }>> {
  return client.call(routes.listOffers, {});
}
