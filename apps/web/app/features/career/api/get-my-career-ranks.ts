import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /career/ranks/me: where the signed-in member stands. */
export function getMyCareerRanks(client: ApiClient, routes: typeof api): Promise<ApiResult<api.MemberCareerRanks>> {
  return client.call(routes.getMemberCareerRanks, { params: { user: 'me' } });
}
