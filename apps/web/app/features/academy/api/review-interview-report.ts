import type { api, RouteInput } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /academy/reports/{id}/review (admins): approve, or reject with a reason. */
export function reviewInterviewReport(
  client: ApiClient,
  routes: typeof api,
  id: number,
  body: RouteInput<typeof api.reviewInterviewReport, 'body'>,
) {
  return client.call(routes.reviewInterviewReport, { params: { id }, body });
}
