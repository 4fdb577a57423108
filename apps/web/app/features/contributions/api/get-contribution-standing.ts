import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/salary/:id/standing: where one of the member's published salaries stands in its slice (a held one has no standing yet). */
export function getContributionStanding(client: ApiClient, routes: typeof api, id: number) {
  return client.call(routes.getContributionStanding, { params: { id } });
}
