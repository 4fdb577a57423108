import { API_BASE, type AppError, SESSION_COOKIE, fail, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/auth/session.service.js';
import { isApiKey, resolveApiKey } from '../modules/extension/extension.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous visitor. */
    user: SessionUser | null;
    sessionId: number | null;
    /** Why a presented token was refused; pages act on it (logout), API calls answer with it. */
    sessionError: AppError | null;
  }
  interface FastifyContextConfig {
    /** Sign-in and sign-out calls work even with a stale or revoked token in the cookie. */
    allowInvalidSession?: boolean;
  }
}

export interface SessionOptions {
  db: Db;
  secureCookies: boolean;
  now: () => Date;
}

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length > 0 ? cookie : null;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  // httpOnly: page scripts never read the token. Lax: sent on top-level navigations back from a
  // sign-in provider, never on cross-site POSTs (with JSON-only APIs, that is the CSRF defence).
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * Resolves the request's session (Bearer token or the `tyler` cookie) into `request.user`. A
 * refused token fails API calls with the catalogue's status and message (the client then logs
 * out); pages get `sessionError` and redirect to the logout screen themselves.
 */
export function registerSession(app: FastifyInstance, options: SessionOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionError', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = presentedToken(request);
    if (!token) return;
    // Browser-extension keys (psk_…) resolve to their user; everything else is a session token.
    const result = isApiKey(token)
      ? await resolveApiKey(options.db, token, options.now())
      : await resolveSession(options.db, token, options.now());
    if (result.ok) {
      request.user = result.user;
      request.sessionId = result.sessionId;
      return;
    }
    request.sessionError = result.error;
    const isApi = request.url.startsWith(`${API_BASE}/`);
    if (isApi && !request.routeOptions.config?.allowInvalidSession) {
      return reply.status(result.error.statusCode).send(fail(result.error.statusCode, result.error.message));
    }
  });
}
