import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /profile: save the profile form (a refused field is named in the message). */
export function updateProfile(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.updateProfile, 'body'>) {
  return client.call(routes.updateProfile, { body });
}
