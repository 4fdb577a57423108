import type { api } from '@paysight/contract';
import type { RouteResponse } from '@paysight/contract/core';
import type { ApiClient, ApiResult, CallInput } from '~/lib/api-client';

/** The admins' two reviews, each of one item by its id. */
export type ReviewRoute = typeof api.reviewVerification | typeof api.reviewHeldRecord;

/**
 * An admin's decision on one item: POST /admin/verifications/:id (approve, or reject with a reason;
 * the API mails the member) or POST /admin/held-records/:id (publish the record, or reject (remove) it).
 */
export function reviewDecision(
  client: ApiClient,
  route: ReviewRoute,
  id: string,
  body: CallInput<ReviewRoute>['body'],
): Promise<ApiResult<RouteResponse<ReviewRoute>>> {
  return client.call(route, { params: { id }, body });
}
