import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** DELETE /profile/internships/{id}: withdraws one of the member's internships from the figures. */
export function deleteMemberInternship(client: ApiClient, routes: typeof api, id: number) {
  return client.call(routes.deleteMemberInternship, { params: { id } });
}
