import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * GET /talent/company: a company's talent flows for a workspace member (`company` a slug or a name as
 * typed; `peerGroupId` one of the workspace's saved groups). Handed back whole, so the screen shows
 * a refusal (unknown company, another region) in the API's words.
 */
export function getTalentReport(
  client: ApiClient,
  routes: typeof api,
  query: { company: string; cc: CountryCode; peerGroupId: number | null },
): Promise<ApiResult<api.TalentReport>> {
  return client.call(routes.getTalentReport, {
    query: { company: query.company, countryCode: query.cc, ...(query.peerGroupId === null ? {} : { peerGroupId: query.peerGroupId }) },
  });
}
