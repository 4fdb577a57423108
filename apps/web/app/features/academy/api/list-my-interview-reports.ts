import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /academy/reports/mine: the signed-in member's interview reports with their review status. */
export function listMyInterviewReports(client: ApiClient, routes: typeof api): Promise<ApiResult<{ reports: api.MyInterviewReport[] }>> {
  return client.call(routes.listMyInterviewReports, {});
}
