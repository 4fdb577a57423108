import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /ai/career-roast/personas: the voices a roast can be written in. */
export function listRoastPersonas(client: ApiClient, routes: typeof api): Promise<ApiResult<{ personas: api.RoastPersona[] }>> {
  return client.call(routes.listRoastPersonas, {});
}
