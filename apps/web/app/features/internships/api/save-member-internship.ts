import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /profile/internships: an internship's stipend (the same company, title and year replaces it). */
export function saveMemberInternship(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.saveMemberInternship, 'body'>) {
  return client.call(routes.saveMemberInternship, { body });
}
