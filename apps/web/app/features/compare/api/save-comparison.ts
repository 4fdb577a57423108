import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /compare: saves the comparison (its pair: saving it again keeps one); a 51st is refused with 409. */
export function saveComparison(client: ApiClient, routes: typeof api, body: api.ComparisonBody) {
  return client.call(routes.saveComparison, { body });
}
