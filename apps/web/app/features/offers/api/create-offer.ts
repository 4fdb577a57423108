import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /offers: a new offer. */
export function createOffer(client: ApiClient, routes: typeof api, body: api.CreateOfferInput): Promise<ApiResult<api.OfferData>> {
  return client.call(routes.createOffer, { body });
}
