import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /dashboard: the signed-in member's own figures and next steps. */
export function getDashboard(client: ApiClient, routes: typeof api) {
  return client.call(routes.getDashboard, {});
}
