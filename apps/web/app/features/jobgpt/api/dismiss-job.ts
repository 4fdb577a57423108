import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /jobs/:id/dismiss: not interested; the job leaves the review queue and never comes back. */
export function dismissJob(client: ApiClient, routes: typeof api, jobId: number): Promise<ApiResult<{ ok: true }>> {
  return client.call(routes.dismissJob, { params: { id: jobId } });
}
