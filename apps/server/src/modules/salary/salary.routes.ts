import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import type { ExploreDeps } from './explore.shared.js';
import { getCompanyPage } from './company-page.service.js';
import { getCompanyExecSalary, getCompanyStocks } from './company-pay.service.js';
import { registerSalaryExportRoute } from './export.routes.js';
import { getSalariesList } from './salaries-list.service.js';
import { compareSalary } from './salary-compare.service.js';
import { getSalaryLevels } from './salary-levels.service.js';
import { resolveSalary } from './salary-resolve.service.js';
import { getSalaryTitles } from './salary-titles.service.js';
import { getSalaryStats, type SalaryDeps } from './salary.service.js';

/** Public salary figures (guests may view; the daily search limit applies, see modules/limits). */
export function registerSalaryRoutes(app: FastifyInstance, deps: SalaryDeps) {
  bindRoute(app, api.getSalaryStats, ({ params, query }) => getSalaryStats(deps, params.cc, params.q, query));

  const explore: ExploreDeps = deps;
  bindRoute(app, api.getSalaryLevels, ({ params }) => getSalaryLevels(explore, params.cc, params.q));
  bindRoute(app, api.getSalaryTitles, ({ params, query }) => getSalaryTitles(explore, params.cc, params.q, query));
  bindRoute(app, api.getSalariesList, ({ params, query }) => getSalariesList(explore, params.cc, params.kind, params.q, query));
  bindRoute(app, api.resolveSalaryQuery, ({ params, query }) => resolveSalary(explore, params.q, query));
  bindRoute(app, api.getCompanyPage, ({ params, query }) => getCompanyPage(explore, params.cc, params.company, query));
  bindRoute(app, api.getCompanyExecSalary, ({ params, query }) => getCompanyExecSalary(explore, params.id, query.cc));
  bindRoute(app, api.getCompanyStocks, ({ params, query }) => getCompanyStocks(explore, params.id, query.cc));
  bindRoute(app, api.compareSalary, ({ params, query }) => compareSalary(explore, params.cc, params.q, query));
  // Premium CSV of a slice's records; its static path wins over /:cc/salary/:q/... in the router.
  registerSalaryExportRoute(app, deps);
}
