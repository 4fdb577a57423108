import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /compa/offers/{id}: changes a candidate offer, e.g. `{ status: 'sent' }` (analysts and admins). */
export function editOffer(
  client: ApiClient,
  routes: typeof api,
  id: number,
  body: api.CompaOfferEditInput,
): Promise<ApiResult<api.CompaOfferResult>> {
  return client.call(routes.editCompaOffer, { params: { id }, body });
}
