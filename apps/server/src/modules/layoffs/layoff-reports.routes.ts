import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  createLayoffReport,
  layoffReportQueue,
  layoffTitles,
  listLayoffReports,
  myLayoffReports,
  reportLayoffTitle,
  reviewLayoffReport,
  type LayoffReportsDeps,
} from './layoff-reports.service.js';

/** What members add to layoffs: titles affected by a notice, and India reports under an admin's review. */
export function registerLayoffReportsRoutes(app: FastifyInstance, deps: LayoffReportsDeps) {
  bindRoute(app, api.getLayoffTitles, ({ params, user }) => layoffTitles(deps, params.id, user));
  bindRoute(app, api.reportLayoffTitle, ({ params, body, user }) => reportLayoffTitle(deps, user, params.id, body));
  bindRoute(app, api.listLayoffReports, ({ query }) => listLayoffReports(deps, query));
  bindRoute(app, api.createLayoffReport, ({ body, user }) => createLayoffReport(deps, user, body));
  bindRoute(app, api.listMyLayoffReports, ({ user }) => myLayoffReports(deps, user));
  bindRoute(app, api.listLayoffReportQueue, () => layoffReportQueue(deps));
  bindRoute(app, api.reviewLayoffReport, ({ params, body, user }) => reviewLayoffReport(deps, user, params.id, body));
}
