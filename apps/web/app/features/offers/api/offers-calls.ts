import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * The offers calls the page's loader and action make (server-side, with the member's session):
 * GET /offers, GET /offers/:id/analysis, the notice period from GET /profile (for the checklist,
 * which the page derives from the analysis), POST /offers.
 */

export const listOffers = (client: ApiClient, routes: typeof api): Promise<ApiResult<{ offers: api.OfferData[] }>> =>
  client.call(routes.listOffers, {});

export const getOfferAnalysis = (client: ApiClient, routes: typeof api, id: string): Promise<ApiResult<api.OfferAnalysis>> =>
  client.call(routes.getOfferAnalysis, { params: { id } });

/** The member's notice period (the checklist's notice-period buyout), or null when not given or not known. */
export const getMemberNoticePeriod = async (client: ApiClient, routes: typeof api): Promise<number | null> => {
  const profile = await client.call(routes.getProfile, {});
  return profile.ok ? profile.data.noticePeriodDays : null;
};

export const createOffer = (client: ApiClient, routes: typeof api, body: api.CreateOfferInput): Promise<ApiResult<api.OfferData>> =>
  client.call(routes.createOffer, { body });
