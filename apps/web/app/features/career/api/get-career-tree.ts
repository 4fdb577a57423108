import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /career/tree: where people with a title went next. Counts against the daily search limit (429), like the salary pages. */
export function getCareerTree(client: ApiClient, routes: typeof api, cc: CountryCode, title: string, company: string | undefined) {
  return client.call(routes.getCareerTree, { query: { cc, title, company } });
}
