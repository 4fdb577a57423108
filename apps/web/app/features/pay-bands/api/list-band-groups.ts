import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /compa/pay-bands: the workspace's pay band groups. */
export function listBandGroups(client: ApiClient, routes: typeof api) {
  return client.call(routes.listPayBandGroups, {});
}
