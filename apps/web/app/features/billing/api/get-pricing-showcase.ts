import type { api } from '@paysight/contract';
import type { CountryCode, RouteResponse } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

export type PricingShowcase = RouteResponse<typeof api.pricingShowcase>;

/** GET /pricing/showcase?region: the region's plans and products with prices from the server's catalogue. */
export function getPricingShowcase(client: ApiClient, routes: typeof api, region: CountryCode): Promise<ApiResult<PricingShowcase>> {
  return client.call(routes.pricingShowcase, { query: { region } });
}
