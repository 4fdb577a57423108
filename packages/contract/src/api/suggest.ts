import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { currency, routesOf } from './schemas.js';

/**
 * Typeahead. Every call matches what was typed with prefix, word-prefix, substring and small-typo
 * tolerance (exact first, typos last) and ranks equal matches by how many published salary records
 * they carry. An empty `q` lists the most popular.
 */

const q = z.string().trim().max(100, 'q must be at most 100 characters').default('');

const limit = z.coerce.number().int().min(1, 'limit must be at least 1').max(25, 'limit must be at most 25').default(8);

const region = z.enum(COUNTRY_CODES).optional();

/** salary: only entries with published salary records; peer: every entry of the catalogue. */
const src = z.enum(['peer', 'salary']).optional();

/** The usual query: what was typed, how many, and the region whose popularity ranks them. */
const inRegionQuery = z.object({ q, limit, region });

const suggestRoutes = routesOf('suggest', 'public');

/** Every typeahead call: GET /suggest/{kind}, open to everyone, answering the matching items best first. */
const typeahead = <const K extends string, const Q extends z.ZodType, const I extends z.ZodType>(
  kind: K,
  summary: string,
  querystring: Q,
  item: I,
) =>
  suggestRoutes.get(`/suggest/${kind}`, z.array(item), {
    summary,
    querystring,
  });

/** A catalogue entry as the typeahead lists it. */
const catalogueItem = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

const slug = (field: string) =>
  z
    .string()
    .trim()
    .max(120, `${field} must be at most 120 characters`)
    .regex(/^[a-z0-9-]+$/, `${field} must be a slug`)
    .optional();

export const suggestCompanyQuery = z.object({
  q,
  limit,
  /** Companies with records in this region rank first; the others follow (or drop out with src=salary). */
  region,
  src,
});

export const suggestCompanyItem = catalogueItem.extend({
  type: z.string(),
  industry: z.string(),
  logoUrl: z.string().nullable(),
  /** Made by the demo generator; the UI labels such rows as demo data. */
  isDemo: z.boolean(),
});
export type SuggestCompanyItem = z.infer<typeof suggestCompanyItem>;

export const suggestCompany = typeahead(
  'company',
  'Companies matching q (prefix, word, substring or a small typo; legal forms ignored), best match first',
  suggestCompanyQuery,
  suggestCompanyItem,
);

export const suggestTitleItem = catalogueItem.extend({
  family: z.string(),
});
export type SuggestTitleItem = z.infer<typeof suggestTitleItem>;

export const suggestTitle = typeahead(
  'title',
  'Job titles matching q, best match first; popularity counted in the region when given',
  inRegionQuery,
  suggestTitleItem,
);

export const suggestLocationItem = z.object({
  id: z.number().int(),
  city: z.string(),
  state: z.string(),
  countryCode: z.enum(COUNTRY_CODES),
  slug: z.string(),
});
export type SuggestLocationItem = z.infer<typeof suggestLocationItem>;

export const suggestLocation = typeahead(
  'location',
  'Cities matching q (or their state), optionally within one region',
  inRegionQuery,
  suggestLocationItem,
);

export const suggestCountryItem = z.object({
  code: z.enum(COUNTRY_CODES),
  name: z.string(),
  currency,
  currencySymbol: z.string(),
});
export type SuggestCountryItem = z.infer<typeof suggestCountryItem>;

export const suggestCountry = typeahead(
  'country',
  'The regions the product serves, with their currency, filtered by q',
  z.object({ q, limit }),
  suggestCountryItem,
);

export const suggestMcTitleCompany = catalogueItem.extend({
  /** Published records of this title at this company (in the region when given). */
  count: z.number().int(),
});

export const suggestMcTitleItem = catalogueItem.extend({
  family: z.string(),
  /** Published records of the title (in the region when given). */
  count: z.number().int(),
  /** Up to three companies reporting the title most, most records first. */
  companies: z.array(suggestMcTitleCompany).max(3),
});
export type SuggestMcTitleItem = z.infer<typeof suggestMcTitleItem>;

export const suggestMcTitle = typeahead(
  'mc/title',
  'Job titles matching q, each with the companies that report it most (multi-company search)',
  z.object({ q, limit, region, src }),
  suggestMcTitleItem,
);

export const suggestLevelItem = z.object({
  /** A company level id carrying this name (a company may use the name in several job families). */
  id: z.number().int(),
  /** The company's own name for the level: "L5", "SDE II". */
  name: z.string(),
  company: catalogueItem,
  /** Its place on the standard scale (STANDARD_LEVELS) and that level's name. */
  standardLevel: z.number().int(),
  standardLevelName: z.string(),
  /** Published records at this level. */
  count: z.number().int(),
});
export type SuggestLevelItem = z.infer<typeof suggestLevelItem>;

export const suggestLevelQuery = z.object({
  q,
  limit,
  /** Only this company's ladder (a company slug), listed in ladder order. */
  company: slug('company'),
  /** Only levels used in this job family (a family slug)… */
  family: slug('family'),
  /** …or in the family of this title (a title slug). */
  title: slug('title'),
});

export const suggestLevel = typeahead(
  'level',
  'Company levels matching q, with the company and the standard level they map to',
  suggestLevelQuery,
  suggestLevelItem,
);

export const suggestSkillItem = catalogueItem.extend({
  /** Published records carrying the skill (in the region when given). */
  count: z.number().int(),
});
export type SuggestSkillItem = z.infer<typeof suggestSkillItem>;

export const suggestSkill = typeahead('skill', 'Skills matching q, the ones most records carry first', inRegionQuery, suggestSkillItem);

export const suggestSchoolItem = catalogueItem.extend({
  /** The region the school is in. */
  countryCode: z.enum(COUNTRY_CODES),
  /** Published records naming the school (members' education). */
  count: z.number().int(),
  /** Made by the demo generator; the UI labels such rows as demo data. */
  isDemo: z.boolean(),
});
export type SuggestSchoolItem = z.infer<typeof suggestSchoolItem>;

export const suggestSchool = typeahead(
  'school',
  'Universities and colleges matching q (name, initials or a common short name), the ones most records name first; only those in the region when given',
  inRegionQuery,
  suggestSchoolItem,
);

/**
 * The jobs search form's typeaheads (SPEC §7 Suggest: /suggest/jobs/title, /jobs/location,
 * /jobs/company): answered from the jobs listed now, not the salary catalogue, so every suggestion
 * finds at least one job. Matching is a case-insensitive prefix, then a word's start, then anywhere
 * in the name (what the search itself matches); equal matches rank by how many listed jobs carry
 * them. An empty `q` lists those with the most jobs.
 */
const jobsSuggestQuery = z.object({
  q,
  limit,
  /** Only jobs in this region (in or us), as the form's region filter. */
  region: z.enum(['in', 'us'], { error: 'region must be in or us' }).optional(),
});

/** How many listed jobs carry the suggestion (in the region when given). */
const jobsCount = z.number().int();

export const suggestJobsTitleItem = z.object({ name: z.string(), jobs: jobsCount });
export type SuggestJobsTitleItem = z.infer<typeof suggestJobsTitleItem>;

export const suggestJobsTitle = typeahead(
  'jobs/title',
  'Titles of jobs listed now matching q, the most listed first (for the jobs search)',
  jobsSuggestQuery,
  suggestJobsTitleItem,
);

export const suggestJobsLocationItem = z.object({
  /** What the search's location field takes: the city's name, or "Remote". */
  name: z.string(),
  /** The city's state; null for Remote or when the posting names none. */
  state: z.string().nullable(),
  countryCode: z.enum(['in', 'us']).nullable(),
  jobs: jobsCount,
});
export type SuggestJobsLocationItem = z.infer<typeof suggestJobsLocationItem>;

export const suggestJobsLocation = typeahead(
  'jobs/location',
  'Cities of jobs listed now (and Remote) matching q, the most listed first (for the jobs search)',
  jobsSuggestQuery,
  suggestJobsLocationItem,
);

export const suggestJobsCompanyItem = z.object({ name: z.string(), slug: z.string(), jobs: jobsCount });
export type SuggestJobsCompanyItem = z.infer<typeof suggestJobsCompanyItem>;

export const suggestJobsCompany = typeahead(
  'jobs/company',
  'Companies with jobs listed now matching q, the most listed first (for the jobs search)',
  jobsSuggestQuery,
  suggestJobsCompanyItem,
);
