import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /enterprise/members: the workspace's members and their roles. */
export function listWorkspaceMembers(client: ApiClient, routes: typeof api) {
  return client.call(routes.listWorkspaceMembers, {});
}
