import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /profile/subscriptions/cancel: stops a subscription renewing; premium runs to the end of the period paid for. */
export function cancelSubscription(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.cancelSubscription, 'body'>) {
  return client.call(routes.cancelSubscription, { body });
}
