import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * The career roast calls the pages' loaders and action make (server-side, with the visitor's
 * session): the personas, the featured roasts, one roast (its shareable page), and a new roast of
 * the member's career.
 */

export const listRoastPersonas = (client: ApiClient, routes: typeof api): Promise<ApiResult<{ personas: api.RoastPersona[] }>> =>
  client.call(routes.listRoastPersonas, {});

export const listFeaturedRoasts = (client: ApiClient, routes: typeof api): Promise<ApiResult<{ roasts: api.CareerRoast[] }>> =>
  client.call(routes.listFeaturedRoasts, {});

/** GET /ai/career-roast/:id: a public roast for anyone, a private one for its author (404 otherwise). */
export const getCareerRoast = (client: ApiClient, routes: typeof api, id: string): Promise<ApiResult<api.CareerRoast>> =>
  client.call(routes.getCareerRoast, { params: { id } });

export const createCareerRoast = (
  client: ApiClient,
  routes: typeof api,
  body: api.CreateRoastInput,
): Promise<ApiResult<api.CreatedRoast>> => client.call(routes.createCareerRoast, { body });
