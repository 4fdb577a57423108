import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * The calls /career's loader and action make (server-side, with the visitor's session). Pass
 * `routes` from `await import('@paysight/contract')`. The four views and the tree count against the
 * daily search limit (429), like the salary pages; the member's own calls do not.
 */

export const getEliteness = (client: ApiClient, routes: typeof api, cc: CountryCode, title: string, company: string | undefined) =>
  client.call(routes.getCareerEliteness, { params: { cc }, query: { title, company } });

export const getCulture = (client: ApiClient, routes: typeof api, cc: CountryCode, company: string, compare: string | undefined) =>
  client.call(routes.getCareerCulture, { params: { cc }, query: { company, compare } });

export const getMarket = (client: ApiClient, routes: typeof api, cc: CountryCode, title: string) =>
  client.call(routes.getCareerMarket, { params: { cc }, query: { title } });

export const getJobRisk = (client: ApiClient, routes: typeof api, cc: CountryCode, title: string, company: string | undefined) =>
  client.call(routes.getCareerJobRisk, { params: { cc }, query: { title, company } });

export const getTree = (client: ApiClient, routes: typeof api, cc: CountryCode, title: string, company: string | undefined) =>
  client.call(routes.getCareerTree, { query: { cc, title, company } });

export const getMyRanks = (client: ApiClient, routes: typeof api): Promise<ApiResult<api.MemberCareerRanks>> =>
  client.call(routes.getMemberCareerRanks, { params: { user: 'me' } });

export const getMyHistory = (client: ApiClient, routes: typeof api) => client.call(routes.getCareerHistory, {});

export const listIntros = (client: ApiClient, routes: typeof api): Promise<ApiResult<api.CareerIntros>> =>
  client.call(routes.listCareerIntros, {});

export const askIntro = (client: ApiClient, routes: typeof api, body: api.CreateIntroBody) =>
  client.call(routes.createCareerIntro, { body });

export const answerIntro = (client: ApiClient, routes: typeof api, id: number, accept: boolean) =>
  client.call(routes.answerCareerIntro, { params: { id }, body: { accept } });
