import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { filtersOf, type LayoffsQuery } from '../layoffs-query';

/** GET /layoff: the notices for the filters, newest first, ten a page, with the trend by month for the same filters. */
export function listLayoffs(client: ApiClient, routes: typeof api, query: LayoffsQuery): Promise<ApiResult<api.LayoffList>> {
  return client.call(routes.listLayoffs, { query: { ...filtersOf(query), state: query.state, page: query.page } });
}
