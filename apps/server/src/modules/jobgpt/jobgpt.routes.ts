import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { creditBalance } from '../billing/credits.service.js';
import { createJobHunt, getJobHunt, listJobHunts, matchJobs, updateJobHunt, type JobGptDeps } from './hunts.service.js';
import { getJobStats } from './stats.service.js';

/** JobGPT: the member's hunts, matches and stats (every call on the member's own records). */
export function registerJobGptRoutes(app: FastifyInstance, deps: JobGptDeps) {
  bindRoute(app, api.listJobHunts, async ({ user }) => listJobHunts(deps, user));
  bindRoute(app, api.getJobHunt, async ({ user, params }) => getJobHunt(deps, user, params.id));
  bindRoute(app, api.createJobHunt, async ({ user, body }) => createJobHunt(deps, user, body));
  bindRoute(app, api.updateJobHunt, async ({ user, params, body }) => updateJobHunt(deps, user, params.id, body, creditBalance));
  bindRoute(app, api.matchJobs, async ({ user, body }) => matchJobs(deps, user, body));
  bindRoute(app, api.jobStatsRoute, async ({ user }) => getJobStats(deps, user));
}
