import type { api } from '@paysight/contract';
import { DEFAULT_COUNTRY_CODE, type CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /locale: the visitor's region (in or us), from the request; India when it cannot be told. */
export async function getCountryCode(client: ApiClient, routes: typeof api): Promise<CountryCode> {
  const result = await client.call(routes.getLocale);
  return result.ok ? result.data.countryCode : DEFAULT_COUNTRY_CODE;
}
