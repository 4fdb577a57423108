import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /verify/contributions: the signed-in member's contributions, where each stands, and its documents. */
export function listVerifiableContributions(client: ApiClient, routes: typeof api): Promise<ApiResult<api.VerifiableContribution[]>> {
  return client.call(routes.listVerifiableContributions);
}
