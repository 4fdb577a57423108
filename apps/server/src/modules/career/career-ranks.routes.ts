import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getCareerRanks, getCompanyRanks, getMemberCareerRanks, type CareerRanksDeps } from './career-ranks.service.js';

/** Company rankings from the move network: public lists (search-limited), a member's own standing. */
export function registerCareerRanksRoutes(app: FastifyInstance, deps: CareerRanksDeps) {
  bindRoute(app, api.getCareerRanks, ({ query }) => getCareerRanks(deps, query));
  bindRoute(app, api.getMemberCareerRanks, ({ user, params }) => getMemberCareerRanks(deps, user, params.user));
  bindRoute(app, api.getCompanyRanks, ({ params }) => getCompanyRanks(deps, params.id));
}
