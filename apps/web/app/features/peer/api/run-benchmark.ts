import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /benchmarking: a peer's cells by family, level and location under the suppression and differencing rules. */
export function runBenchmark(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.runBenchmark, 'body'>) {
  return client.call(routes.runBenchmark, { body });
}
