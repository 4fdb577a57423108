import { fail, SESSION_COOKIE } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { isOwnOrigin, requestOrigin } from '../lib/own-origin.js';

/** What a refused write answers (403). */
export const FOREIGN_ORIGIN_MESSAGE =
  'Refused: this change did not come from a Paysight page. Sign in here, or call the API with a bearer token.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes come from our own pages (OWASP ASVS V13.2.3): before any handler,
 * a state-changing request (not GET, HEAD or OPTIONS) that carries the session cookie must name
 * one of our origins in Origin, else Referer (lib/own-origin.ts); otherwise it is refused with a
 * 403 and nothing runs. SameSite=Lax alone lets a sibling subdomain through. Requests with an
 * Authorization header are exempt (no other site can make a browser attach one), and so are those
 * without the cookie (nothing of a member's rides on them: webhooks, sign-in).
 */
export function registerSameOriginWrites(app: FastifyInstance, options: { publicOrigin: string }) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.headers.authorization) return;
    if (!request.cookies[SESSION_COOKIE]) return;
    const origin = requestOrigin(request.headers);
    if (origin !== null && isOwnOrigin(origin, request.headers.host, options.publicOrigin)) return;
    return reply.status(403).send(fail(403, FOREIGN_ORIGIN_MESSAGE));
  });
}
