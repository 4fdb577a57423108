import type { api } from '@paysight/contract';
import type { RouteQuery } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /notifications: a page of the signed-in member's notifications, newest first, with the unread count and total. */
export function listNotifications(
  client: ApiClient,
  routes: typeof api,
  query: RouteQuery<typeof api.listNotifications> = {},
): Promise<ApiResult<api.NotificationPage>> {
  return client.call(routes.listNotifications, { query });
}
