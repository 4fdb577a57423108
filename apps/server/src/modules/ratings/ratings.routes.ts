import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getCompanyRatings, getCulture, rateCompany, type RatingsDeps } from './ratings.service.js';

/** Company ratings (public to read, members rate their own companies) and the culture view. */
export function registerRatingsRoutes(app: FastifyInstance, deps: RatingsDeps) {
  bindRoute(app, api.getCompanyRatings, async ({ params, user }) => getCompanyRatings(deps, user, params.id));
  bindRoute(app, api.rateCompany, async ({ params, body, user }) => rateCompany(deps, user, params.id, body));
  bindRoute(app, api.getCareerCulture, async ({ params, query }) => getCulture(deps, params.cc, query));
}
