import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /compa/pay-band-groups: a new band group over a peer group. */
export function createBandGroup(client: ApiClient, routes: typeof api, body: api.PayBandGroupBody) {
  return client.call(routes.createPayBandGroup, { body });
}
