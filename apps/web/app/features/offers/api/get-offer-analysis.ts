import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /offers/:id/analysis: one offer against its market (the page derives the negotiation checklist from it). */
export function getOfferAnalysis(client: ApiClient, routes: typeof api, id: string): Promise<ApiResult<api.OfferAnalysis>> {
  return client.call(routes.getOfferAnalysis, { params: { id } });
}
