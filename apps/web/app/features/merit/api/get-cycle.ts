import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /merit/cycles/{id}: a cycle's settings, pools against spend, counts and the moves open to it (any member). */
export function getCycle(client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<api.MeritCycle>> {
  return client.call(routes.getMeritCycle, { params: { id } });
}
