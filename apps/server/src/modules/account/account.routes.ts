import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { clearSessionCookie } from '../../plugins/session.js';
import type { AuthDeps } from '../auth/auth.service.js';
import { listExtensionKeys, listSessions, revokeExtensionKey, revokeOtherSessions, revokeSession } from './account.service.js';

/** The account page's calls: sessions and extension keys (members only, declared in the contract). */
export function registerAccountRoutes(app: FastifyInstance, deps: AuthDeps) {
  const secure = deps.config.secureCookies;
  bindRoute(app, api.listSessions, async ({ request, user }) => ({
    sessions: await listSessions(deps, user, request.sessionId),
  }));
  bindRoute(app, api.revokeOtherSessions, async ({ request, user }) => revokeOtherSessions(deps, user, request.sessionId));
  bindRoute(app, api.revokeSession, async ({ request, reply, params, user }) => {
    const result = await revokeSession(deps, user, request.sessionId, params.id);
    if (result.current) clearSessionCookie(reply, secure);
    return result;
  });
  bindRoute(app, api.listExtensionKeys, async ({ user }) => listExtensionKeys(deps, user));
  bindRoute(app, api.revokeExtensionKey, async ({ body, user }) => revokeExtensionKey(deps, user, body.prefix));
}
