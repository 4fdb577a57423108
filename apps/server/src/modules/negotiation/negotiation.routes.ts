import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getNegotiationReviews, getNegotiatorProfiles, type NegotiationDeps } from './negotiation.service.js';

/** The negotiation service: coaches (search-limited, see modules/limits) and members' reviews. */
export function registerNegotiationRoutes(app: FastifyInstance, deps: NegotiationDeps) {
  bindRoute(app, api.getNegotiatorProfiles, ({ params, query }) => getNegotiatorProfiles(deps, params.cc, query));
  bindRoute(app, api.getNegotiationReviews, ({ query }) => getNegotiationReviews(deps, query));
}
