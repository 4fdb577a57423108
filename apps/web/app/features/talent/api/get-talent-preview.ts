import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * GET /talent/preview: the talent flows of the region's sample company for /employers?feature=ti
 * (public, under the same privacy rules as the workspace screen). The result is handed back whole:
 * a region without career histories answers 404 and the page says so.
 */
export function getTalentPreview(client: ApiClient, routes: typeof api, cc: CountryCode): Promise<ApiResult<api.TalentReport>> {
  return client.call(routes.getTalentPreview, { query: { countryCode: cc } });
}
