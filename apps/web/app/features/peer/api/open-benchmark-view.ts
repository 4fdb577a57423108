import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /benchmarking/views/:id: a saved view with its benchmark. */
export function openBenchmarkView(client: ApiClient, routes: typeof api, id: number) {
  return client.call(routes.openBenchmarkView, { params: { id } });
}
