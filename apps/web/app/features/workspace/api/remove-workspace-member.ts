import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** DELETE /enterprise/members/:email: remove a member (admins). */
export function removeWorkspaceMember(client: ApiClient, routes: typeof api, email: string) {
  return client.call(routes.removeWorkspaceMember, { params: { email } });
}
