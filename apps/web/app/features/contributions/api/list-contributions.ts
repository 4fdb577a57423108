import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/salary: the member's own salaries and where each stands (published, held). */
export function listContributions(client: ApiClient, routes: typeof api) {
  return client.call(routes.listContributions, {});
}
