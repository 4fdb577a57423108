import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import { deleteAccount, getProfile, linkProfileUrl, updateProfile, type ProfileDeps } from './profile.service.js';

/** The signed-in member's own profile; guests get 401. */
export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps & { secureCookies: boolean }) {
  bindRoute(app, api.getProfile, async ({ request }) => getProfile(deps, requireUser(request)));
  bindRoute(app, api.updateProfile, async ({ request, body }) => updateProfile(deps, requireUser(request), body));
  bindRoute(app, api.linkProfileUrl, async ({ request, body }) => linkProfileUrl(deps, requireUser(request), body.url));
  bindRoute(app, api.profileAction, async ({ request, reply, body }) => {
    const result = await deleteAccount(deps, requireUser(request), body.confirmEmail);
    clearSessionCookie(reply, deps.secureCookies);
    return result;
  });
}
