import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /admin/verifications (admins): documents waiting for review, oldest first. */
export function listPendingVerifications(client: ApiClient, routes: typeof api): Promise<ApiResult<api.PendingVerification[]>> {
  return client.call(routes.listPendingVerifications);
}
