import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import type { AuthDeps } from '../auth/auth.service.js';
import { registerProfileEmailRoutes } from '../profile/profile.routes.js';
import { listExtensionKeys, listSessions, revokeExtensionKey, revokeOtherSessions, revokeSession } from './account.service.js';

/**
 * The account page's calls (sessions, extension keys) and the sign-in email's change, which needs
 * the same dependencies as sign-in (mail, the work-email rule). Guests get 401 on each.
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AuthDeps) {
  const secure = deps.config.PUBLIC_URL.startsWith('https://');
  bindRoute(app, api.listSessions, async ({ request }) => ({
    sessions: await listSessions(deps, requireUser(request), request.sessionId),
  }));
  bindRoute(app, api.revokeOtherSessions, async ({ request }) => revokeOtherSessions(deps, requireUser(request), request.sessionId));
  bindRoute(app, api.revokeSession, async ({ request, reply, params }) => {
    const result = await revokeSession(deps, requireUser(request), request.sessionId, params.id);
    if (result.current) clearSessionCookie(reply, secure);
    return result;
  });
  bindRoute(app, api.listExtensionKeys, async ({ request }) => listExtensionKeys(deps, requireUser(request)));
  bindRoute(app, api.revokeExtensionKey, async ({ request, body }) => revokeExtensionKey(deps, requireUser(request), body.prefix));

  registerProfileEmailRoutes(app, { ...deps, log: app.log });
}
