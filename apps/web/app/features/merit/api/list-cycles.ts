import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /merit/cycles: the workspace's merit cycles, newest first (any member). */
export function listCycles(client: ApiClient, routes: typeof api): Promise<ApiResult<{ cycles: api.MeritCycleSummary[] }>> {
  return client.call(routes.listMeritCycles, {});
}
