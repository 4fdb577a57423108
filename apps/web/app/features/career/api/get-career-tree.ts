import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/**
 * GET /career/tree: where people with a title went next (across companies), on the career page of
 * the title at `pageCompany`. Counts as that page's view against the daily search limit (429).
 */
export function getCareerTree(client: ApiClient, routes: typeof api, cc: CountryCode, title: string, pageCompany: string | undefined) {
  return client.call(routes.getCareerTree, { query: { cc, title, pageCompany } });
}
