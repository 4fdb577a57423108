import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /app-reviews/negotiation?region&page: a page of the region's reviews of the service, and their summary. */
export function getNegotiationReviews(
  client: ApiClient,
  routes: typeof api,
  query: { region: CountryCode; page: number },
): Promise<ApiResult<api.NegotiationReviews>> {
  return client.call(routes.getNegotiationReviews, { query: { region: query.region, page: query.page > 1 ? query.page : undefined } });
}
