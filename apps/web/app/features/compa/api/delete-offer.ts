import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** DELETE /compa/offers/{id}: removes a candidate offer (analysts and admins). */
export function deleteOffer(client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<{ deleted: true }>> {
  return client.call(routes.deleteCompaOffer, { params: { id } });
}
