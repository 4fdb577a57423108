import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /jobs/{id}/ai-analysis: JobGPT's fit, gaps, pitch or questions for a listed job, from the member's own figures. */
export function analyzeJob(
  client: ApiClient,
  routes: typeof api,
  jobId: number,
  body: api.AiAnalysisInput,
): Promise<ApiResult<api.AiAnalysis>> {
  return client.call(routes.analyzeJob, { params: { id: jobId }, body });
}
