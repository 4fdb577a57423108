import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /account/sessions/:id/revoke: signs one of the member's other sessions out. */
export function revokeSession(client: ApiClient, routes: typeof api, id: string) {
  return client.call(routes.revokeSession, { params: { id }, body: {} });
}
