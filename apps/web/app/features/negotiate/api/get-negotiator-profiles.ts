import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * GET /{cc}/negotiator/profiles?q: the region's negotiation coaches, optionally searched. Counts
 * against the daily search limit: the result is handed back whole so the page can tell a 429.
 * Server-side, in loaders: `const { api } = await import('@paysight/contract')` and pass it in.
 */
export function getNegotiatorProfiles(
  client: ApiClient,
  routes: typeof api,
  query: { cc: CountryCode; q: string },
): Promise<ApiResult<api.NegotiatorProfiles>> {
  return client.call(routes.getNegotiatorProfiles, { params: { cc: query.cc }, query: { q: query.q || undefined } });
}
