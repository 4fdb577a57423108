import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * GET /{cc}/switch/{id} (a company or a school) or /{cc}/switch/major/{id}, for the switch page's
 * loader (server-side). Premium only: the result is handed back whole so the loader can tell 401
 * and 403 (the security popup), 404 (unknown) and success apart.
 */
export function getSwitch(
  client: ApiClient,
  routes: typeof api,
  input: { cc: CountryCode; id: string; major: boolean },
): Promise<ApiResult<api.SwitchData>> {
  const route = input.major ? routes.getMajorSwitch : routes.getSwitch;
  return client.call(route, { params: { cc: input.cc, id: input.id } });
}
