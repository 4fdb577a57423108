import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /compa/pay-band-group/:id: an edit is a new version; older ones stay read-only. */
export function saveBandVersion(client: ApiClient, routes: typeof api, id: number, body: api.PayBandVersionInput) {
  return client.call(routes.savePayBandVersion, { params: { id }, body });
}
