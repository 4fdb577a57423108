import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /compare: the signed-in member's saved comparisons, newest first. */
export function getSavedComparisons(client: ApiClient, routes: typeof api) {
  return client.call(routes.getSavedComparisons, {});
}
