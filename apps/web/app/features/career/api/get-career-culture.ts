import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /:cc/career-path/culture: a company's culture, beside another's. Counts against the daily search limit (429), like the salary pages. */
export function getCareerCulture(client: ApiClient, routes: typeof api, cc: CountryCode, company: string, compare: string | undefined) {
  return client.call(routes.getCareerCulture, { params: { cc }, query: { company, compare } });
}
