import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import type { BenefitsQuery } from '../benefits-query';

/**
 * GET /benefits: the region's companies with benefits figures, and the asked companies side by
 * side. Server-side, in loaders: `const { api } = await import('@paysight/contract')` and pass it in.
 */
export function getBenefits(client: ApiClient, routes: typeof api, query: BenefitsQuery): Promise<ApiResult<api.BenefitsView>> {
  return client.call(routes.getBenefits, {
    query: { cc: query.cc, compare: query.companies.length > 0 ? query.companies.join(',') : undefined },
  });
}
