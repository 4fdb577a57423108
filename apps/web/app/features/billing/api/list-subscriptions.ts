import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/subscriptions: the member's subscriptions and until when premium runs. */
export function listSubscriptions(client: ApiClient, routes: typeof api) {
  return client.call(routes.listSubscriptions, {});
}
