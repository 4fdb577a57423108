import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/credits: the credit balance and a page of its entries. */
export function getCredits(client: ApiClient, routes: typeof api, page = 1) {
  return client.call(routes.getCredits, { query: { page } });
}
