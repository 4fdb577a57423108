import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  deleteContribution,
  getContributionStanding,
  listContributions,
  saveContribution,
  type ContributionDeps,
} from './contributions.service.js';

/** The signed-in member's own salary contributions; guests get 401, another member's entry 403 (404 for its standing). */
export function registerContributionRoutes(app: FastifyInstance, deps: ContributionDeps) {
  bindRoute(app, api.listContributions, async ({ query, user }) => listContributions(deps, user, query.src));
  bindRoute(app, api.saveContribution, async ({ body, user }) => saveContribution(deps, user, body));
  bindRoute(app, api.getContributionStanding, async ({ params, user }) => getContributionStanding(deps, user, params.id));
  bindRoute(app, api.deleteContribution, async ({ params, user }) => deleteContribution(deps, user, params.id));
}
