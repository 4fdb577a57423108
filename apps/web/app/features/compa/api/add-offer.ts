import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /compa/offers: a candidate's offer, checked against its band and the market (analysts and admins). */
export function addOffer(client: ApiClient, routes: typeof api, body: api.CompaOfferInput): Promise<ApiResult<api.CompaOfferResult>> {
  return client.call(routes.addCompaOffer, { body });
}
