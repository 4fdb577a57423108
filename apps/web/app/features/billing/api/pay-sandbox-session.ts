import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /pg/sandbox/sessions/{id}/pay: the offline provider signs a payment event (succeeded or failed) and delivers it to its webhook, as a real provider would. */
export function paySandboxSession(
  client: ApiClient,
  routes: typeof api,
  id: string,
  outcome: RouteInput<typeof api.paySandboxSession, 'body'>['outcome'],
) {
  return client.call(routes.paySandboxSession, { params: { id }, body: { outcome } });
}
