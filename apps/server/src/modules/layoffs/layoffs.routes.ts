import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { companyLayoffs, layoffMap, layoffNotice, listLayoffs, type LayoffsDeps } from './layoffs.service.js';

/** The /layoffs page's calls (public; the map, list and notice count against the daily search limit, ADR 037). */
export function registerLayoffsRoutes(app: FastifyInstance, deps: LayoffsDeps) {
  bindRoute(app, api.getLayoffMap, ({ query }) => layoffMap(deps, query));
  bindRoute(app, api.listLayoffs, ({ query }) => listLayoffs(deps, query));
  bindRoute(app, api.getLayoffNotice, ({ params }) => layoffNotice(deps, params.id));
  bindRoute(app, api.getCompanyLayoffs, ({ params }) => companyLayoffs(deps, params.slug));
}
