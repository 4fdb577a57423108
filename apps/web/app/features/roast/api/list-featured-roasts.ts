import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /ai/career-roast/featured: the public roasts shown on the page. */
export function listFeaturedRoasts(client: ApiClient, routes: typeof api): Promise<ApiResult<{ roasts: api.CareerRoast[] }>> {
  return client.call(routes.listFeaturedRoasts, {});
}
