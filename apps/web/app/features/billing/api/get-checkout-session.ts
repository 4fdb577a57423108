import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /pg/session/{id}: settles a checkout with its provider if the webhook has not arrived yet, and answers where it stands. */
export function getCheckoutSession(client: ApiClient, routes: typeof api, id: string) {
  return client.call(routes.getCheckoutSession, { params: { id } });
}
