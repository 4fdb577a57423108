import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * The offers calls the page's loader and action make (server-side, with the member's session):
 * GET /offers, GET /offers/:id/analysis and /negotiate-checklist, POST /offers.
 */

export const listOffers = (client: ApiClient, routes: typeof api): Promise<ApiResult<{ offers: api.OfferData[] }>> =>
  client.call(routes.listOffers, {});

export const getOfferAnalysis = (client: ApiClient, routes: typeof api, id: string): Promise<ApiResult<api.OfferAnalysis>> =>
  client.call(routes.getOfferAnalysis, { params: { id } });

export const getNegotiateChecklist = (client: ApiClient, routes: typeof api, id: string): Promise<ApiResult<api.NegotiateChecklist>> =>
  client.call(routes.getNegotiateChecklist, { params: { id } });

export const createOffer = (client: ApiClient, routes: typeof api, body: api.CreateOfferInput): Promise<ApiResult<api.OfferData>> =>
  client.call(routes.createOffer, { body });
