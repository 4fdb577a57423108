import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /compa/pay-bands/:id: scenarios side by side. */
export function compareBandScenarios(client: ApiClient, routes: typeof api, id: number, body: api.PayBandScenariosInput) {
  return client.call(routes.comparePayBandScenarios, { params: { id }, body });
}
