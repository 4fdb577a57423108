import { dataOf, loadBrowserApi } from '~/lib/browser-api';

/** DELETE /benchmarking/peergroups/:id, from the browser. */
export async function removePeerGroup(id: number) {
  const { client, routes } = await loadBrowserApi();
  return dataOf(await client.call(routes.deletePeerGroup, { params: { id } }));
}
