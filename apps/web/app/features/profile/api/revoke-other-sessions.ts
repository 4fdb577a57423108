import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /account/sessions/revoke-others: signs the member out everywhere but here; answers how many sessions went. */
export function revokeOtherSessions(client: ApiClient, routes: typeof api) {
  return client.call(routes.revokeOtherSessions, { body: {} });
}
