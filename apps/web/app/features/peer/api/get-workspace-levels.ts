import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /benchmarking/levels: the workspace's level scale mapped to the standard levels. */
export function getWorkspaceLevels(client: ApiClient, routes: typeof api) {
  return client.call(routes.getWorkspaceLevels, {});
}
