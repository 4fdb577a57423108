import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** PUT /enterprise/members: add a member or change their role (admins). */
export function setWorkspaceMember(client: ApiClient, routes: typeof api, body: { email: string; role: api.Workspace['role'] }) {
  return client.call(routes.setWorkspaceMember, { body });
}
