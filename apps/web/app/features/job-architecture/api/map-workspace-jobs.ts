import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import { loadBrowserApi } from '~/lib/browser-api';

/** POST /benchmarking/jobs from the browser: each job mapped to a family and level, or sent to review. */
export async function mapWorkspaceJobs(jobs: RouteInput<typeof api.mapJobs, 'body'>['jobs']) {
  const { client, routes } = await loadBrowserApi();
  return client.call(routes.mapJobs, { body: { jobs } });
}
