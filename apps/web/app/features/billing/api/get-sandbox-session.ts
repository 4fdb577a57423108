import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /pg/sandbox/sessions/{id}: the offline provider's checkout session. */
export function getSandboxSession(client: ApiClient, routes: typeof api, id: string) {
  return client.call(routes.getSandboxSession, { params: { id } });
}
