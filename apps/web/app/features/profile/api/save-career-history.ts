import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** PUT /profile/career: the whole list of positions and education. */
export function saveCareerHistory(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.putCareerHistory, 'body'>) {
  return client.call(routes.putCareerHistory, { body });
}
