import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /enterprise/link/is/token: whether a trial link is live (it is not spent). */
export function checkTrialLink(client: ApiClient, routes: typeof api, token: string) {
  return client.call(routes.checkTrialLink, { query: { token } });
}
