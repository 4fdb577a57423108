import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * GET /{cc}/internships, or /{cc}/internships/{company} when a company is given: monthly stipends.
 * Server-side, in loaders: `const { api } = await import('@paysight/contract')` and pass it in.
 */
export function getInternships(
  client: ApiClient,
  routes: typeof api,
  where: { cc: CountryCode; company?: string | undefined; title?: string | undefined },
): Promise<ApiResult<api.Internships>> {
  const query = { title: where.title };
  return where.company
    ? client.call(routes.getCompanyInternships, { params: { cc: where.cc, id: where.company }, query })
    : client.call(routes.getInternships, { params: { cc: where.cc }, query });
}
