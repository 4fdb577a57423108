import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** PUT /offers/{id}/sharing: whether the offer counts, anonymously, in the salary figures. */
export function setOfferSharing(
  client: ApiClient,
  routes: typeof api,
  id: string,
  countInFigures: boolean,
): Promise<ApiResult<api.OfferData>> {
  return client.call(routes.setOfferSharing, { params: { id }, body: { countInFigures } });
}
