import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { futureOfWork, jobRisk, market, type ResearchDeps } from './research.service.js';

/** The career path's public research views (ADR 026): public, counted against the daily search limit like other salary explore calls. */
export function registerResearchRoutes(app: FastifyInstance, deps: ResearchDeps) {
  bindRoute(app, api.getCareerJobRisk, ({ params, query }) => jobRisk(deps, params.cc, query));
  bindRoute(app, api.getCareerMarket, ({ params, query }) => market(deps, params.cc, query));
  bindRoute(app, api.getFutureOfWork, ({ params }) => futureOfWork(deps, params.cc, params.id));
}
