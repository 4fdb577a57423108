import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /profile/salary: a new salary, or a change to one of the member's own. */
export function saveContribution(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.saveContribution, 'body'>) {
  return client.call(routes.saveContribution, { body });
}
