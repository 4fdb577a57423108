import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** POST /compa/employees: one employee added to the workspace's latest roster version (analysts and admins). */
export function addEmployee(
  client: ApiClient,
  routes: typeof api,
  body: api.CompaEmployeeInput,
): Promise<ApiResult<api.CompaEmployeeResult>> {
  return client.call(routes.addCompaEmployee, { body });
}
