import type { SessionUser } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous visitor. */
    user: SessionUser | null;
  }
}

/**
 * Resolves the request's session into `request.user`. Until accounts exist every visitor is
 * anonymous; the accounts module replaces the resolver (cookie or Bearer token → user).
 */
export function registerSession(app: FastifyInstance) {
  app.decorateRequest('user', null);
}
