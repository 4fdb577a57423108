import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { requireUser } from '../../plugins/session.js';
import { getProfile, updateProfile, type ProfileDeps } from './profile.service.js';

/** The signed-in member's own profile; guests get 401. */
export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps) {
  bindRoute(app, api.getProfile, async ({ request }) => getProfile(deps, requireUser(request)));
  bindRoute(app, api.updateProfile, async ({ request, body }) => updateProfile(deps, requireUser(request), body));
}
