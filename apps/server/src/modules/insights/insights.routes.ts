import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  getIndustryNavigator,
  getSalaryFeed,
  getSalaryLeaderboard,
  getSalaryReportConfig,
  getSalaryTrends,
  listSalaryReports,
  type InsightsDeps,
} from './insights.service.js';

/** Public salary insights: trends, leaderboard, industry navigator, salary reports and the activity feed. */
export function registerInsightsRoutes(app: FastifyInstance, deps: InsightsDeps) {
  bindRoute(app, api.getSalaryTrends, ({ query }) => getSalaryTrends(deps, query));
  bindRoute(app, api.getSalaryLeaderboard, ({ query }) => getSalaryLeaderboard(deps, query));
  bindRoute(app, api.getIndustryNavigator, ({ params, query }) => getIndustryNavigator(deps, params.cc, query.q));
  bindRoute(app, api.listSalaryReports, ({ query }) => listSalaryReports(deps, query.query));
  bindRoute(app, api.getSalaryReportConfig, ({ params }) => getSalaryReportConfig(deps, params.id));
  bindRoute(app, api.getSalaryFeed, ({ query }) => getSalaryFeed(deps, query));
}
