import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { defineRoute } from './route.js';

const q = z.string().trim().max(100, 'q must be at most 100 characters').default('');

const limit = z.coerce.number().int().min(1, 'limit must be at least 1').max(25, 'limit must be at most 25').default(8);

export const suggestCompanyQuery = z.object({
  q,
  limit,
  region: z.enum(COUNTRY_CODES).optional(),
  src: z.enum(['peer', 'salary']).optional(),
});

export const suggestCompanyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  industry: z.string(),
  logoUrl: z.string().nullable(),
  /** Made by the demo generator; the UI labels such rows as demo data. */
  isDemo: z.boolean(),
});
export type SuggestCompanyItem = z.infer<typeof suggestCompanyItem>;

export const suggestCompany = defineRoute({
  method: 'GET',
  path: '/suggest/company',
  summary: 'Companies whose name starts with or contains q, best match first',
  tags: ['suggest'],
  querystring: suggestCompanyQuery,
  response: z.array(suggestCompanyItem),
});

export const suggestTitleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  family: z.string(),
});
export type SuggestTitleItem = z.infer<typeof suggestTitleItem>;

export const suggestTitle = defineRoute({
  method: 'GET',
  path: '/suggest/title',
  summary: 'Job titles matching q, best match first',
  tags: ['suggest'],
  querystring: z.object({ q, limit }),
  response: z.array(suggestTitleItem),
});

export const suggestLocationItem = z.object({
  id: z.number().int(),
  city: z.string(),
  state: z.string(),
  countryCode: z.enum(COUNTRY_CODES),
  slug: z.string(),
});
export type SuggestLocationItem = z.infer<typeof suggestLocationItem>;

export const suggestLocation = defineRoute({
  method: 'GET',
  path: '/suggest/location',
  summary: 'Cities matching q, optionally within one region',
  tags: ['suggest'],
  querystring: z.object({ q, limit, region: z.enum(COUNTRY_CODES).optional() }),
  response: z.array(suggestLocationItem),
});
