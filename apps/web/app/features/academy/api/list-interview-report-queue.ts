import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /academy/reports/queue (admins): the interview reports waiting for review, oldest first. */
export function listInterviewReportQueue(
  client: ApiClient,
  routes: typeof api,
): Promise<ApiResult<{ reports: api.PendingInterviewReport[] }>> {
  return client.call(routes.listInterviewReportQueue, {});
}
