import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /merit/cycles/{id}/status: start, pause, resume, approve or close a cycle (analysts and admins). */
export function setCycleStatus(
  client: ApiClient,
  routes: typeof api,
  id: number,
  status: api.MeritStatus,
): Promise<ApiResult<api.MeritCycle>> {
  return client.call(routes.setMeritCycleStatus, { params: { id }, body: { status } });
}
