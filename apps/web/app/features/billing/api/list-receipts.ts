import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/receipts: the member's receipts. */
export function listReceipts(client: ApiClient, routes: typeof api) {
  return client.call(routes.listReceipts, {});
}
