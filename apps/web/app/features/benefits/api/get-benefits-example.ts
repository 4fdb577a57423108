import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import { MAX_COMPARED } from '../benefits-query';
import { getBenefits } from './get-benefits';
import type { ApiClient } from '~/lib/api-client';

/**
 * The benefits example (/employers?feature=benefits): the region's most reported companies side by
 * side from members' benefit reports (GET /benefits), each figure under the privacy floor as the API
 * gives it. Null when the call fails (the page then says the example is not available).
 */
export async function getBenefitsExample(client: ApiClient, routes: typeof api, cc: CountryCode): Promise<api.BenefitsView | null> {
  const listed = await getBenefits(client, routes, { cc, companies: [] });
  if (!listed.ok) return null;
  if (listed.data.covered.length === 0) return listed.data;
  const compared = await getBenefits(client, routes, {
    cc,
    companies: listed.data.covered.slice(0, MAX_COMPARED).map((c) => c.company.slug),
  });
  return compared.ok ? compared.data : null;
}
