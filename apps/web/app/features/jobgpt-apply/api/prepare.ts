import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /jobs/{id}/apply: JobGPT prepares the member's application (once per job). */
export function applyWithJobGpt(client: ApiClient, routes: typeof api, jobId: number): Promise<ApiResult<api.JobApplication>> {
  return client.call(routes.applyToJob, { params: { id: jobId }, body: { jobHuntId: null } });
}

/** POST /jobs/{id}/custom-resume: a resume tailored to this job, from the member's own facts. */
export function makeTailoredResume(client: ApiClient, routes: typeof api, jobId: number): Promise<ApiResult<api.GeneratedResumeSummary>> {
  return client.call(routes.createCustomResume, { params: { id: jobId } });
}
