import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { creditBalance } from '../billing/credits.service.js';
import {
  applyToJob,
  dismissJob,
  getApplication,
  getApplicationCompany,
  linkApplicationToHunt,
  listApplications,
  updateApplication,
} from './applications.service.js';
import { createJobHunt, getJobHunt, listJobHunts, matchJobs, updateJobHunt, type JobGptDeps } from './hunts.service.js';
import { getJobStats } from './stats.service.js';

/** JobGPT: the member's hunts, matches, applications and stats (every call on the member's own records). */
export function registerJobGptRoutes(app: FastifyInstance, deps: JobGptDeps) {
  bindRoute(app, api.listJobHunts, async ({ user }) => listJobHunts(deps, user));
  bindRoute(app, api.getJobHunt, async ({ user, params }) => getJobHunt(deps, user, params.id));
  bindRoute(app, api.createJobHunt, async ({ user, body }) => createJobHunt(deps, user, body));
  bindRoute(app, api.updateJobHunt, async ({ user, params, body }) => updateJobHunt(deps, user, params.id, body, creditBalance));
  bindRoute(app, api.linkJobHunt, async ({ user, params, body }) => linkApplicationToHunt(deps, user, params.id, body.applicationId));
  bindRoute(app, api.matchJobs, async ({ user, body }) => matchJobs(deps, user, body));
  bindRoute(app, api.jobStatsRoute, async ({ user }) => getJobStats(deps, user));
  bindRoute(app, api.listJobApplications, async ({ user, query }) => listApplications(deps, user, query));
  bindRoute(app, api.getJobApplication, async ({ user, params }) => getApplication(deps, user, params.id));
  bindRoute(app, api.createJobApplication, async ({ user, body }) => applyToJob(deps, user, body.jobId, body.jobHuntId));
  bindRoute(app, api.updateJobApplication, async ({ user, params, body }) => updateApplication(deps, user, params.id, body));
  bindRoute(app, api.getJobApplicationCompany, async ({ user, params }) => getApplicationCompany(deps, user, params.id));
  bindRoute(app, api.applyToJob, async ({ user, params, body }) => applyToJob(deps, user, params.id, body.jobHuntId));
  bindRoute(app, api.dismissJob, async ({ user, params }) => dismissJob(deps, user, params.id));
}
