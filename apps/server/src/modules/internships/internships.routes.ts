import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getCompanyInternships, getInternships, type InternshipsDeps } from './internships.service.js';

/** Internship stipends: public. */
export function registerInternshipsRoutes(app: FastifyInstance, deps: InternshipsDeps) {
  bindRoute(app, api.getInternships, async ({ params, query }) => getInternships(deps, params.cc, query));
  bindRoute(app, api.getCompanyInternships, async ({ params, query }) => getCompanyInternships(deps, params.cc, params.id, query));
}
