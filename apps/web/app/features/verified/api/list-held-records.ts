import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /admin/held-records (admins): records the outlier rule held back, oldest first. */
export function listHeldRecords(client: ApiClient, routes: typeof api): Promise<ApiResult<api.HeldRecord[]>> {
  return client.call(routes.listHeldRecords);
}
