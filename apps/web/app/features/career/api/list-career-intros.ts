import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /career/intros: the introductions the member asked for and was asked for. */
export function listCareerIntros(client: ApiClient, routes: typeof api): Promise<ApiResult<api.CareerIntros>> {
  return client.call(routes.listCareerIntros, {});
}
