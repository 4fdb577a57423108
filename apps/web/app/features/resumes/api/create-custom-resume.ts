import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /jobs/:id/custom-resume: the member's next resume version for a listed job (404 once it is not listed). */
export function createCustomResume(client: ApiClient, routes: typeof api, jobId: number): Promise<ApiResult<api.GeneratedResumeSummary>> {
  return client.call(routes.createCustomResume, { params: { id: jobId } });
}
