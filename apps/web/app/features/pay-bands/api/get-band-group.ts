import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /compa/pay-band-group/:id: a band group with its versions. */
export function getBandGroup(client: ApiClient, routes: typeof api, id: number) {
  return client.call(routes.getPayBandGroup, { params: { id } });
}
