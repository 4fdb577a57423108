import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getSalaryStats, type SalaryDeps } from './salary.service.js';

/** Public salary figures (guests may view; the daily search limit applies, see modules/limits). */
export function registerSalaryRoutes(app: FastifyInstance, deps: SalaryDeps) {
  bindRoute(app, api.getSalaryStats, ({ params, query }) => getSalaryStats(deps, params.cc, params.q, query));
}
