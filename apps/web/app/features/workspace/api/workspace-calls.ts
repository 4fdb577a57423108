import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** The workspace and its members (GET/PUT /enterprise/members, DELETE /enterprise/members/:email), with the member's session. */

export const getWorkspace = (client: ApiClient, routes: typeof api) => client.call(routes.getWorkspace, {});

export const listMembers = (client: ApiClient, routes: typeof api) => client.call(routes.listWorkspaceMembers, {});

export const setMember = (client: ApiClient, routes: typeof api, body: { email: string; role: api.Workspace['role'] }) =>
  client.call(routes.setWorkspaceMember, { body });

export const removeMember = (client: ApiClient, routes: typeof api, email: string) =>
  client.call(routes.removeWorkspaceMember, { params: { email } });
