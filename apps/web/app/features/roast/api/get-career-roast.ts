import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /ai/career-roast/:id: a public roast for anyone, a private one for its author (404 otherwise). */
export function getCareerRoast(client: ApiClient, routes: typeof api, id: string): Promise<ApiResult<api.CareerRoast>> {
  return client.call(routes.getCareerRoast, { params: { id } });
}
