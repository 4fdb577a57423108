import { defineModule } from '../../app-context.js';
import { registerWorkspaceRoutes } from './workspaces.routes.js';

/** Enterprise workspaces: the caller's workspace and role, members managed by admins. */
export const workspacesModule = defineModule({
  name: 'workspaces',
  register: (app, ctx) => registerWorkspaceRoutes(app, { db: ctx.db, now: ctx.now }),
});
