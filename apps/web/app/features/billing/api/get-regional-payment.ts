import type { api } from '@paysight/contract';
import type { RouteQuery } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /pg/razorpay/payments/{id}: verifies a Razorpay checkout's signature, then settles it like a session. */
export function getRegionalPayment(client: ApiClient, routes: typeof api, id: string, query: RouteQuery<typeof api.getRegionalPayment>) {
  return client.call(routes.getRegionalPayment, { params: { id }, query });
}
