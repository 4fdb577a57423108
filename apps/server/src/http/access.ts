import { ACCESS_LEVELS, API_BASE, type Access, type Quota, type SearchPage } from '@paysight/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessRefusal } from '../lib/entitlements.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (the contract's `access`); required on every /api/v1 route. */
    access?: Access;
    /** The quota the route counts against (the contract's `quota`), enforced by modules/limits. */
    quota?: Quota;
    /** The page a search call counts as a view of (the contract's `searchPage`), required with quota 'search'. */
    searchPage?: SearchPage;
  }
}

/**
 * Route access, declared as data and enforced here, once, before the route's validation and
 * handler. Register after the session hook and the daily quota (modules/limits). A search call's
 * access is checked after its quota, which needs the validated input: a guest past the daily limit
 * gets the security check (429) on every search call, premium or not.
 *
 * Every /api/v1 route must declare its access: a route without one stops the server at start, so
 * a new route is never public because someone forgot (contract routes get it from `defineRoute`,
 * whose type requires it; the few browser-navigation routes outside the contract pass it in
 * their `config`).
 */
export function registerAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const urls = typeof route.url === 'string' ? [route.url] : [];
    if (!urls.some((url) => url.startsWith(`${API_BASE}/`))) return;
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (!ACCESS_LEVELS.includes(access as Access)) {
      throw new Error(`${String(route.method)} ${route.url} declares no access (one of ${ACCESS_LEVELS.join(', ')})`);
    }
  });

  const check = (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const refusal = accessRefusal(request.user, access);
    if (refusal) throw refusal;
  };
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.quota !== 'search') check(request);
  });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.quota === 'search') check(request);
  });
}
