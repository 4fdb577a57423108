import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** PUT /benchmarking/peer/facts: the workspace's size band and funding stage for its suggested peers. */
export function savePeerFacts(client: ApiClient, routes: typeof api, body: api.SavedPeerFactsBody) {
  return client.call(routes.savePeerFacts, { body });
}
