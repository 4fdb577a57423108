import { api, decodeNext } from '@paysight/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { bindRoute } from '../../http/bind-route.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { signInOptions } from './auth-options.js';
import { revokeSessionById } from './auth.queries.js';
import {
  createHandoff,
  exchangeToken,
  passwordLogin,
  registerWithPassword,
  requestMagicLink,
  verifyEmail,
  type AuthDeps,
} from './auth.service.js';
import { clientInfo } from './client-info.js';
import { localeOf } from './locale.js';
import { checkTrialLink, confirmTrial, requestTrial } from './trial.service.js';

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps) {
  const secure = deps.config.secureCookies;
  const startSession = (reply: FastifyReply, session: { token: string; expiresAt: Date }) => {
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return { token: session.token };
  };

  bindRoute(app, api.getMe, async ({ user }) => user);

  bindRoute(app, api.getLocale, async ({ request }) => localeOf(request), { allowInvalidSession: true });

  bindRoute(
    app,
    api.getAuthOptions,
    async ({ query }) => signInOptions(deps.config, { enterprise: query.role === 'enterprise', next: decodeNext(query.next, '/') }),
    { allowInvalidSession: true },
  );

  bindRoute(app, api.magicLinkLogin, async ({ body, request }) => requestMagicLink(deps, body, clientInfo(request)), {
    allowInvalidSession: true,
  });

  bindRoute(
    app,
    api.tylerLogin,
    async ({ query, request, reply }) => startSession(reply, await exchangeToken(deps, query, clientInfo(request))),
    { allowInvalidSession: true },
  );

  // Trial workspaces from /employers: a link mailed to the work email, then its confirmation.
  bindRoute(app, api.requestTrial, async ({ body }) => requestTrial(deps, body), { allowInvalidSession: true });
  bindRoute(app, api.checkTrialLink, async ({ query }) => checkTrialLink(deps, query.token), { allowInvalidSession: true });
  bindRoute(
    app,
    api.confirmTrial,
    async ({ body, request, reply }) => {
      const { workspace, ...session } = await confirmTrial(deps, body.token, clientInfo(request));
      return { ...startSession(reply, session), workspace };
    },
    { allowInvalidSession: true },
  );

  bindRoute(app, api.createHandoff, async ({ user }) => createHandoff(deps, user));

  bindRoute(
    app,
    api.passwordLogin,
    async ({ body, request, reply }) => startSession(reply, await passwordLogin(deps, body, clientInfo(request))),
    { allowInvalidSession: true },
  );

  bindRoute(app, api.register, async ({ body, request }) => registerWithPassword(deps, body, clientInfo(request)), {
    allowInvalidSession: true,
  });

  // The link in the verification mail: a browser navigation, answered with a redirect to the login page.
  app.get(
    '/api/v1/register/verify',
    {
      schema: { hide: true, querystring: z.object({ token: z.string().max(200).default('') }) },
      config: { access: 'public', allowInvalidSession: true },
    },
    async (request, reply) => {
      const ok = await verifyEmail(deps, (request.query as { token: string }).token);
      return reply.redirect(`/auth/login?ok=${ok ? 'true' : 'false'}`);
    },
  );

  bindRoute(
    app,
    api.logout,
    async ({ request, reply }) => {
      if (request.sessionId !== null) await revokeSessionById(deps.db, request.sessionId, 'logout', deps.now());
      clearSessionCookie(reply, secure);
      return { redirect: '/' };
    },
    { allowInvalidSession: true },
  );
}
