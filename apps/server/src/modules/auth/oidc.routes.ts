import { AppError, ERROR_MESSAGES, api } from '@paysight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bindRoute } from '../../http/bind-route.js';
import { AuthorizationDeclinedError } from '../../providers/oidc/oidc.provider.js';
import { setSessionCookie } from '../../plugins/session.js';
import { issueHandoffForUser, type AuthDeps } from './auth.service.js';
import { clientInfo } from './client-info.js';
import {
  OidcProviders,
  STATE_COOKIE,
  STATE_COOKIE_PATH,
  STATE_TTL_SECONDS,
  SignInRefused,
  callbackScreenUrl,
  completeSignIn,
  decodePending,
  encodePending,
  nextOf,
  resolveProvider,
  signInWithIdToken,
  startSignIn,
  type OidcDeps,
  type SignInMode,
} from './oidc.service.js';

const providerParams = z.object({ provider: z.string().max(40) });

/**
 * Social and single-sign-on sign-in: browser navigations that answer with redirects
 * (`/login/{provider}`, `/saas-login/{provider}`, the shared callback), and POST /social-login.
 */
export function registerOidcRoutes(app: FastifyInstance, authDeps: AuthDeps) {
  const deps: OidcDeps = { ...authDeps, oidc: new OidcProviders(authDeps.config, () => authDeps.now().getTime()) };
  const secure = deps.config.secureCookies;
  const stateCookie = { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;

  const start = (mode: SignInMode) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { provider } = resolveProvider(deps, (request.params as { provider: string }).provider, mode);
    const next = nextOf((request.query as { next?: string }).next);
    reply.header('cache-control', 'no-store');
    try {
      const { url, pending } = await startSignIn(deps, provider, mode, next);
      reply.setCookie(STATE_COOKIE, encodePending(pending), { ...stateCookie, signed: true, maxAge: STATE_TTL_SECONDS });
      return reply.redirect(url);
    } catch (err) {
      // Usually the provider's discovery document is unreachable; retried on a later attempt.
      request.log.error({ err, provider }, 'social sign-in could not start');
      return reply.redirect(callbackScreenUrl(provider, { error: 'failed' }, next));
    }
  };

  const startOptions = {
    schema: { hide: true, params: providerParams, querystring: z.object({ next: z.string().optional() }) },
    config: { access: 'public', allowInvalidSession: true },
  } as const;
  app.get('/api/v1/login/:provider', startOptions, start('regular'));
  app.get('/api/v1/saas-login/:provider', startOptions, start('enterprise'));

  // The provider sends the browser back here (code and state, or an error), for both modes.
  app.get(
    '/api/v1/login/:provider/callback',
    { schema: { hide: true, params: providerParams }, config: { access: 'public', allowInvalidSession: true } },
    async (request, reply) => {
      const { provider } = resolveProvider(deps, (request.params as { provider: string }).provider, 'any');
      reply.header('cache-control', 'no-store');
      // Single use: whatever happens next, the state cookie is spent.
      reply.clearCookie(STATE_COOKIE, stateCookie);
      const raw = request.cookies[STATE_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const pending = unsigned?.valid && unsigned.value ? decodePending(unsigned.value, provider, deps.now()) : null;
      if (!pending) throw new AppError(401, ERROR_MESSAGES.notLoggedIn);

      const fail = (error: 'failed' | SignInRefused['code']) => reply.redirect(callbackScreenUrl(provider, { error }, pending.next));
      try {
        const params = new URL(request.url, 'http://callback.invalid').searchParams;
        const user = await completeSignIn(deps, pending, params, clientInfo(request));
        const handoff = await issueHandoffForUser(deps, user);
        return reply.redirect(callbackScreenUrl(provider, { token: handoff.token }, pending.next));
      } catch (err) {
        if (err instanceof SignInRefused) {
          request.log.info({ provider, mode: pending.mode, code: err.code }, 'social sign-in refused');
          return fail(err.code);
        }
        if (err instanceof AuthorizationDeclinedError) {
          request.log.info({ provider, mode: pending.mode, error: err.error }, 'social sign-in declined at the provider');
        } else {
          request.log.error({ err, provider, mode: pending.mode }, 'social sign-in failed');
        }
        return fail('failed');
      }
    },
  );

  bindRoute(
    app,
    api.socialLogin,
    async ({ body, request, reply }) => {
      const session = await signInWithIdToken(deps, body, clientInfo(request));
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      return { token: session.token };
    },
    { allowInvalidSession: true },
  );
}
