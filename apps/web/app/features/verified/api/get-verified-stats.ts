import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * GET /verified/stats: the region's published records by verification tier and the verified share
 * by company. In loaders: `const { api } = await import('@paysight/contract')` and pass it in.
 */
export function getVerifiedStats(client: ApiClient, routes: typeof api, cc: CountryCode): Promise<ApiResult<api.VerifiedStats>> {
  return client.call(routes.getVerifiedStats, { query: { cc } });
}
