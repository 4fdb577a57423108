import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /admin/verifications/:id (admins): approve, or reject with a reason; the API mails the member. */
export function reviewVerification(
  client: ApiClient,
  routes: typeof api,
  id: string,
  body: RouteInput<typeof api.reviewVerification, 'body'>,
): Promise<ApiResult<{ id: number; status: 'approved' | 'rejected' }>> {
  return client.call(routes.reviewVerification, { params: { id }, body });
}
