import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /benchmarking/views/featured: the featured views every workspace sees. */
export function listFeaturedViews(client: ApiClient, routes: typeof api) {
  return client.call(routes.featuredBenchmarkViews, {});
}
