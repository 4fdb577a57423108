import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile: the signed-in member's profile with its completeness. */
export function getProfile(client: ApiClient, routes: typeof api) {
  return client.call(routes.getProfile, {});
}
