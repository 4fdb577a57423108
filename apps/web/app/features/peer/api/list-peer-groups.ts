import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /benchmarking/peergroups: the workspace's saved peer groups. */
export function listPeerGroups(client: ApiClient, routes: typeof api) {
  return client.call(routes.listPeerGroups, {});
}
