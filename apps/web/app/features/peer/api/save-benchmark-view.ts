import type { api } from '@paysight/contract';
import { dataOf, loadBrowserApi } from '~/lib/browser-api';

/** POST /benchmarking/views: the benchmark's query saved under a name, from the browser. */
export async function saveBenchmarkView(name: string, query: api.BenchmarkQuery) {
  const { client, routes } = await loadBrowserApi();
  return dataOf(await client.call(routes.saveBenchmarkView, { body: { name, query } }));
}
