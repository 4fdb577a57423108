import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /benchmarking/startups: startups' pay by funding stage. */
export function runStartupBenchmark(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.runStartupBenchmark, 'body'>) {
  return client.call(routes.runStartupBenchmark, { body });
}
