import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /merit/cycles: a cycle over the roster, everyone pre-filled from the matrix (analysts and admins). */
export function createCycle(client: ApiClient, routes: typeof api, body: api.MeritCycleInput): Promise<ApiResult<api.MeritCycle>> {
  return client.call(routes.createMeritCycle, { body });
}
