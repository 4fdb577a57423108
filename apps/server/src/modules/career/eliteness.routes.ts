import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import type { ElitenessService } from './eliteness.service.js';

/** The career path's eliteness view (SPEC §7 Career: GET /{cc}/career-path/eliteness). */
export function registerElitenessRoute(app: FastifyInstance, eliteness: ElitenessService) {
  bindRoute(app, api.getCareerEliteness, ({ params, query }) => eliteness(params.cc, query));
}
