import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /job-hunts: a new hunt (names the catalogue does not know are refused, naming them). */
export function createJobHunt(client: ApiClient, routes: typeof api, body: api.JobHuntBody): Promise<ApiResult<api.JobHunt>> {
  return client.call(routes.createJobHunt, { body });
}
