import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getCareerHistory, putCareerHistory, type CareerHistoryDeps } from './history.service.js';

/** The signed-in member's own career history (members only, declared in the contract). */
export function registerCareerHistoryRoutes(app: FastifyInstance, deps: CareerHistoryDeps) {
  bindRoute(app, api.getCareerHistory, async ({ user }) => getCareerHistory(deps, user));
  bindRoute(app, api.putCareerHistory, async ({ body, user }) => putCareerHistory(deps, user, body));
}
