import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /admin/held-records/:id (admins): publish the record, or reject (remove) it. */
export function reviewHeldRecord(
  client: ApiClient,
  routes: typeof api,
  id: string,
  body: RouteInput<typeof api.reviewHeldRecord, 'body'>,
): Promise<ApiResult<{ id: number; status: 'published' | 'removed' }>> {
  return client.call(routes.reviewHeldRecord, { params: { id }, body });
}
