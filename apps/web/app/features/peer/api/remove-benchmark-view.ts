import { dataOf, loadBrowserApi } from '~/lib/browser-api';

/** DELETE /benchmarking/views/:id, from the browser. */
export async function removeBenchmarkView(id: number) {
  const { client, routes } = await loadBrowserApi();
  return dataOf(await client.call(routes.deleteBenchmarkView, { params: { id } }));
}
