import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/**
 * GET /:cc/career-path/culture: a company's culture, beside another's, on the career page of
 * `title` at the company. Counts as that page's view against the daily search limit (429).
 */
export function getCareerCulture(
  client: ApiClient,
  routes: typeof api,
  cc: CountryCode,
  input: { title: string; company: string; compare: string | undefined },
) {
  return client.call(routes.getCareerCulture, { params: { cc }, query: input });
}
