import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /compa/employees/{id}: one employee of the workspace's latest roster version edited (analysts and admins). */
export function editEmployee(
  client: ApiClient,
  routes: typeof api,
  id: number,
  body: api.CompaEmployeeInput,
): Promise<ApiResult<api.CompaEmployeeResult>> {
  return client.call(routes.editCompaEmployee, { params: { id }, body });
}
