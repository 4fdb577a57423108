import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /benchmarking/views: the workspace's saved views. */
export function listBenchmarkViews(client: ApiClient, routes: typeof api) {
  return client.call(routes.listBenchmarkViews, {});
}
