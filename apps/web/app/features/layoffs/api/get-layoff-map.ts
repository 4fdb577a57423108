import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { filtersOf, type LayoffsQuery } from '../layoffs-query';

/** GET /layoff/map: notices and jobs per US state for the page's filters (every state), and why a state has none. */
export function getLayoffMap(client: ApiClient, routes: typeof api, query: LayoffsQuery): Promise<ApiResult<api.LayoffMap>> {
  return client.call(routes.getLayoffMap, { query: { ...filtersOf(query), measure: query.measure } });
}
