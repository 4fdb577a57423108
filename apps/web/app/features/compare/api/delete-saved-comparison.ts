import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** DELETE /compare/:id: removes one of the member's saved comparisons. */
export function deleteSavedComparison(client: ApiClient, routes: typeof api, id: number) {
  return client.call(routes.deleteSavedComparison, { params: { id } });
}
