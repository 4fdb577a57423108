import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { createJobsSuggest } from './jobs-suggest.service.js';
import { getJob, getJobCompany, listJobBoards, searchJobs, type JobsSearchDeps } from './jobs.service.js';

/** Jobs: search (with its form's typeaheads), one job, its company's context, and the boards they come from (all public). */
export function registerJobRoutes(app: FastifyInstance, deps: JobsSearchDeps) {
  const suggest = createJobsSuggest(deps);
  bindRoute(app, api.suggestJobsTitle, async ({ query }) => suggest.titles(query));
  bindRoute(app, api.suggestJobsLocation, async ({ query }) => suggest.locations(query));
  bindRoute(app, api.suggestJobsCompany, async ({ query }) => suggest.companies(query));
  bindRoute(app, api.searchJobs, async ({ body }) => searchJobs(deps, body));
  bindRoute(app, api.getJob, async ({ params }) => getJob(deps, params.id));
  bindRoute(app, api.getJobCompany, async ({ params }) => getJobCompany(deps, params.id));
  bindRoute(app, api.listJobBoards, async () => listJobBoards(deps));
}
