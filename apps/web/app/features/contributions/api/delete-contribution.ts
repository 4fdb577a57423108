import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** DELETE /profile/salary/:id: withdraws one of the member's own salaries. */
export function deleteContribution(client: ApiClient, routes: typeof api, id: number) {
  return client.call(routes.deleteContribution, { params: { id } });
}
