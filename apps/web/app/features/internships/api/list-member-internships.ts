import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/internships: the member's own internship stipends, newest first. */
export function listMemberInternships(client: ApiClient, routes: typeof api) {
  return client.call(routes.listMemberInternships, {});
}
