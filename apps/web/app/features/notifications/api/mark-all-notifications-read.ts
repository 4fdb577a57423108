import type { api } from '@paysight/contract';
import type { RouteResponse } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /notifications/read-all: every unread notification of the member read. */
export function markAllNotificationsRead(
  client: ApiClient,
  routes: typeof api,
): Promise<ApiResult<RouteResponse<typeof api.markAllNotificationsRead>>> {
  return client.call(routes.markAllNotificationsRead, { body: {} });
}
