import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /merit/cycles/{id}/recommendations: a page of 100 of the cycle's recommendations (any member). */
export function getRecommendations(
  client: ApiClient,
  routes: typeof api,
  id: number,
  query: api.MeritRecommendationsQueryInput,
): Promise<ApiResult<api.MeritRecommendations>> {
  return client.call(routes.getMeritRecommendations, { params: { id }, query });
}
