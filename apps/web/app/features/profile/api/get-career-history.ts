import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/career: the member's positions and education. */
export function getCareerHistory(client: ApiClient, routes: typeof api) {
  return client.call(routes.getCareerHistory, {});
}
