import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /layoff/companies/{slug}: how many WARN notices a catalogue company has (its company page links to them). */
export function getCompanyLayoffs(client: ApiClient, routes: typeof api, slug: string): Promise<ApiResult<api.CompanyLayoffs>> {
  return client.call(routes.getCompanyLayoffs, { params: { slug } });
}
