import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /employers/showcase: the landing's examples from the region's records. */
export function getEmployerShowcase(client: ApiClient, routes: typeof api, cc: CountryCode) {
  return client.call(routes.getEmployerShowcase, { query: { countryCode: cc } });
}
