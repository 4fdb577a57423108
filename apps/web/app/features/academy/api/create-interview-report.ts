import type { api, RouteInput } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /academy/reports: the member's interview report, checked and held for review. */
export function createInterviewReport(
  client: ApiClient,
  routes: typeof api,
  body: RouteInput<typeof api.createInterviewReport, 'body'>,
): Promise<ApiResult<api.MyInterviewReport>> {
  return client.call(routes.createInterviewReport, { body });
}
