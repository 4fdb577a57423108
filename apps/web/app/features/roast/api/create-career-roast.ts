import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /ai/career-roast: a new roast of the member's career. */
export function createCareerRoast(client: ApiClient, routes: typeof api, body: api.CreateRoastInput): Promise<ApiResult<api.CreatedRoast>> {
  return client.call(routes.createCareerRoast, { body });
}
