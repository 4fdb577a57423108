import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /jobs/:id/apply: apply to a job for a hunt (approves it when it waits in the hunt's review queue). */
export function applyToJob(
  client: ApiClient,
  routes: typeof api,
  jobId: number,
  jobHuntId: number | null,
): Promise<ApiResult<api.JobApplication>> {
  return client.call(routes.applyToJob, { params: { id: jobId }, body: { jobHuntId } });
}
