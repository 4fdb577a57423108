import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /:cc/career-path/eliteness: where a title (at a company) ranks. Counts against the daily search limit (429), like the salary pages. */
export function getCareerEliteness(client: ApiClient, routes: typeof api, cc: CountryCode, title: string, company: string | undefined) {
  return client.call(routes.getCareerEliteness, { params: { cc }, query: { title, company } });
}
