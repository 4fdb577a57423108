import type { api } from '@paysight/contract';
import type { RouteQuery } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /benchmarking/payroll: the workspace's uploaded payroll against the market (against a peer group when given). */
export function getPayroll(client: ApiClient, routes: typeof api, query: RouteQuery<typeof api.getPayroll>) {
  return client.call(routes.getPayroll, { query });
}
