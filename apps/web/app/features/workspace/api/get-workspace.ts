import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /enterprise/workspace: the member's workspace, its region lock and their role (403 without one). */
export function getWorkspace(client: ApiClient, routes: typeof api): Promise<ApiResult<api.Workspace>> {
  return client.call(routes.getWorkspace, {});
}
