import type { api } from '@paysight/contract';
import type { RouteInput, RouteResponse } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * The JobGPT calls the pages' loaders and actions make (server-side, with the member's session).
 * Pass `routes` from `await import('@paysight/contract')`. Every call answers for the member's own
 * records: another member's hunt or application is 404.
 */

/** GET /job-hunts: the member's hunts with their review and application counts. */
export const listJobHunts = (client: ApiClient, routes: typeof api): Promise<ApiResult<api.JobHunt[]>> =>
  client.call(routes.listJobHunts, {});

/** GET /job-hunts/:id. */
export const getJobHunt = (client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<api.JobHunt>> =>
  client.call(routes.getJobHunt, { params: { id } });

/** POST /job-hunts: a new hunt (names the catalogue does not know are refused, naming them). */
export const createJobHunt = (client: ApiClient, routes: typeof api, body: api.JobHuntBody): Promise<ApiResult<api.JobHunt>> =>
  client.call(routes.createJobHunt, { body });

/** PUT /job-hunts/:id: its filters, settings or status (resuming one paused for credits needs credits: 402). */
export const updateJobHunt = (client: ApiClient, routes: typeof api, id: number, body: api.JobHuntBody): Promise<ApiResult<api.JobHunt>> =>
  client.call(routes.updateJobHunt, { params: { id }, body });

/** POST /jobs/match: a hunt's best unseen jobs, each score explained (404 when the member has no active hunt). */
export const matchJobs = (
  client: ApiClient,
  routes: typeof api,
  body: RouteInput<typeof api.matchJobs, 'body'>,
): Promise<ApiResult<api.JobsMatchResult>> => client.call(routes.matchJobs, { body });

/** POST /jobs/stats: hunts, matches, applications by status and by day, credits. */
export const getJobStats = (client: ApiClient, routes: typeof api): Promise<ApiResult<api.JobStats>> =>
  client.call(routes.jobStatsRoute, {});

export type JobApplicationsPage = RouteResponse<typeof api.listJobApplications>;
export type ReviewMatch = JobApplicationsPage['review'][number];
export type JobApplicationDetail = RouteResponse<typeof api.getJobApplication>;

/** GET /job-applications: a page (10) of applications, by hunt or status, and the review queue. */
export const listJobApplications = (
  client: ApiClient,
  routes: typeof api,
  query: { jobHuntId?: number; status?: api.JobApplicationStatus; page?: number },
): Promise<ApiResult<JobApplicationsPage>> => client.call(routes.listJobApplications, { query });

/** GET /job-applications/:id: one application with its log. */
export const getJobApplication = (client: ApiClient, routes: typeof api, id: number): Promise<ApiResult<JobApplicationDetail>> =>
  client.call(routes.getJobApplication, { params: { id } });

/** PUT /job-applications/:id: what happened (applied, interview, offer, rejected) or notes. */
export const updateJobApplication = (
  client: ApiClient,
  routes: typeof api,
  id: number,
  body: RouteInput<typeof api.updateJobApplication, 'body'>,
): Promise<ApiResult<api.JobApplication>> => client.call(routes.updateJobApplication, { params: { id }, body });

/** POST /jobs/:id/apply: apply to a job for a hunt (approves it when it waits in the hunt's review queue). */
export const applyToJob = (
  client: ApiClient,
  routes: typeof api,
  jobId: number,
  jobHuntId: number | null,
): Promise<ApiResult<api.JobApplication>> => client.call(routes.applyToJob, { params: { id: jobId }, body: { jobHuntId } });

/** POST /jobs/:id/dismiss: not interested; the job leaves the review queue and never comes back. */
export const dismissJob = (client: ApiClient, routes: typeof api, jobId: number): Promise<ApiResult<{ ok: true }>> =>
  client.call(routes.dismissJob, { params: { id: jobId } });
