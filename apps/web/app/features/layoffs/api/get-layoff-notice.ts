import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /layoff/{id}: one WARN notice with its source row, file and attribution. */
export function getLayoffNotice(client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<api.LayoffNotice>> {
  return client.call(routes.getLayoffNotice, { params: { id } });
}
