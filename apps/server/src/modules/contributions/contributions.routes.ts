import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { requireUser } from '../../plugins/session.js';
import { deleteContribution, listContributions, saveContribution, type ContributionDeps } from './contributions.service.js';

/** The signed-in member's own salary contributions; guests get 401, another member's entry 403. */
export function registerContributionRoutes(app: FastifyInstance, deps: ContributionDeps) {
  bindRoute(app, api.listContributions, async ({ request, query }) => listContributions(deps, requireUser(request), query.src));
  bindRoute(app, api.saveContribution, async ({ request, body }) => saveContribution(deps, requireUser(request), body));
  bindRoute(app, api.deleteContribution, async ({ request, params }) => deleteContribution(deps, requireUser(request), params.id));
}
