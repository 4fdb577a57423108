import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getWorkspace, listMembers, removeMember, setMember, type WorkspaceDeps } from './workspaces.service.js';

/** The workspace and its members (admins manage members). */
export function registerWorkspaceRoutes(app: FastifyInstance, deps: WorkspaceDeps) {
  bindRoute(app, api.getWorkspace, async ({ user }) => getWorkspace(deps, user));
  bindRoute(app, api.listWorkspaceMembers, async ({ user }) => listMembers(deps, user));
  bindRoute(app, api.setWorkspaceMember, async ({ user, body }) => setMember(deps, user, body));
  bindRoute(app, api.removeWorkspaceMember, async ({ user, params }) => removeMember(deps, user, params.email));
}
