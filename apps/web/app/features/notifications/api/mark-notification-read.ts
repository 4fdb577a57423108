import type { api } from '@paysight/contract';
import type { RouteResponse } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /notifications/:id/read: one of the member's own read (another member's is 404); answers the unread count left. */
export function markNotificationRead(
  client: ApiClient,
  routes: typeof api,
  id: string | number,
): Promise<ApiResult<RouteResponse<typeof api.markNotificationRead>>> {
  return client.call(routes.markNotificationRead, { params: { id }, body: {} });
}
