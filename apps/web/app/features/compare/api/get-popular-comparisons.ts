import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /compare/list: the region's most opened comparisons, each from MIN_SLICE visitor-days (the picker's "Popular comparisons"). */
export function getPopularComparisons(client: ApiClient, routes: typeof api, cc: CountryCode) {
  return client.call(routes.getPopularComparisons, { query: { cc } });
}
