import type { api } from '@paysight/contract';
import { dataOf, loadBrowserApi } from '~/lib/browser-api';

/** POST /benchmarking/peergroups (a new group) or PUT …/:id (an edit), from the browser. */
export async function savePeerGroup(id: number | null, body: api.PeerGroupBody) {
  const { client, routes } = await loadBrowserApi();
  return dataOf(
    id === null ? await client.call(routes.createPeerGroup, { body }) : await client.call(routes.updatePeerGroup, { params: { id }, body }),
  );
}
