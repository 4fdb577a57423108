import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /account/sessions: where the member is signed in. */
export function listSessions(client: ApiClient, routes: typeof api) {
  return client.call(routes.listSessions, {});
}
