import { z } from 'zod';
import { pageOf } from './route.js';
import { cc, named, slugText, routesOf } from './schemas.js';

/**
 * Company ratings (SPEC §7 Compare and switch GET /company/{id}/ratings; Career GET
 * /{cc}/career-path/culture): members rate their own current or past company, one rating per
 * member, company and year, each aspect 1–5.
 *
 * The privacy floor (MIN_SLICE raters, config `minSlice`):
 * - a summary (averages, raters) is shown only from MIN_SLICE distinct raters; under it the
 *   answer's `summary` is null and the number of raters is not said ("Not enough ratings yet");
 *   each member counts once, with their latest rating;
 * - the distribution of an aspect gives each star's count and share only where it cannot tell
 *   about fewer than MIN_SLICE people: a star given by 1 to MIN_SLICE−1 raters is hidden (null),
 *   and while the hidden stars together hold 1 to MIN_SLICE−1 raters (so the total would give
 *   them away) the smallest shown star is hidden too. Stars nobody gave show 0;
 * - the trend by year lists a year only when MIN_SLICE members rated that year (averages only).
 */

const companyId = slugText('id must be a company slug');

export const RATING_ASPECT_KEYS = ['workLife', 'culture', 'growth', 'management', 'compensation'] as const;
export const ratingAspect = z.enum(RATING_ASPECT_KEYS);
export type RatingAspect = z.infer<typeof ratingAspect>;

const stars = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1 to 5` })
    .int(`${name} must be a whole number from 1 to 5`)
    .min(1, `${name} must be from 1 to 5`)
    .max(5, `${name} must be from 1 to 5`);

export const companyRatingBody = z.object({
  workLife: stars('workLife'),
  culture: stars('culture'),
  growth: stars('growth'),
  management: stars('management'),
  compensation: stars('compensation'),
});
export type CompanyRatingBody = z.infer<typeof companyRatingBody>;

export const myCompanyRating = companyRatingBody.extend({ year: z.number().int() });
export type MyCompanyRating = z.infer<typeof myCompanyRating>;

export const ratingStarBucket = z.object({
  stars: z.number().int().min(1).max(5),
  /** Null: hidden under the floor (see above). */
  count: z.number().int().nullable(),
  /** Percent of raters, rounded; null when hidden. */
  share: z.number().int().nullable(),
});

export const ratingAspectSummary = z.object({
  aspect: ratingAspect,
  /** Mean stars, one decimal. */
  average: z.number(),
  distribution: z.array(ratingStarBucket),
});

export const ratingYear = z.object({
  year: z.number().int(),
  raters: z.number().int(),
  overall: z.number(),
  averages: z.record(ratingAspect, z.number()),
});

export const ratingsSummary = z.object({
  raters: z.number().int(),
  /** Mean of the five aspects' means, one decimal. */
  overall: z.number(),
  aspects: z.array(ratingAspectSummary),
  /** Oldest first; only years with MIN_SLICE raters. */
  byYear: z.array(ratingYear),
});
export type RatingsSummary = z.infer<typeof ratingsSummary>;

export const companyRatingsData = z.object({
  company: named,
  /** Raters needed before anything is shown. */
  minSlice: z.number().int(),
  /** Null: fewer than minSlice members rated it ("Not enough ratings yet"). */
  summary: ratingsSummary.nullable(),
  /** The signed-in member's own rating for this year; null when none or signed out. */
  mine: myCompanyRating.nullable(),
  /** Whether the signed-in member may rate it (it is among their positions or their profile company). */
  canRate: z.boolean(),
  year: z.number().int(),
});
export type CompanyRatings = z.infer<typeof companyRatingsData>;

const companyRoutes = routesOf('company', 'public');
const careerRoutes = routesOf('career', 'public');

export const getCompanyRatings = companyRoutes.get('/company/:id/ratings', companyRatingsData, {
  summary: "Members' ratings of a company: averages per aspect, their distribution and trend, from MIN_SLICE raters",
  params: z.object({ id: companyId }),
});

export const rateCompany = companyRoutes.post('/company/:id/ratings', companyRatingsData, {
  access: 'member',
  summary: "Rates the member's own current or past company for this year (a second rating the same year replaces it)",
  params: z.object({ id: companyId }),
  body: companyRatingBody,
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/career-path/culture

export const cultureCompany = z.object({
  company: named,
  summary: ratingsSummary.nullable(),
});

export const cultureData = z.object({
  countryCode: cc,
  minSlice: z.number().int(),
  company: cultureCompany,
  compare: cultureCompany.nullable(),
  /** Every rating by members of the region (their latest per company), for reference; null under the floor. */
  region: z
    .object({
      raters: z.number().int(),
      overall: z.number(),
      averages: z.record(ratingAspect, z.number()),
    })
    .nullable(),
});
export type CultureView = z.infer<typeof cultureData>;

export const getCareerCulture = careerRoutes.get('/:cc/career-path/culture', cultureData, {
  quota: 'search',
  // A view of the career page of a title at a company (compare is the same ratings anyone reads on GET /company/{id}/ratings).
  searchPage: pageOf('career', 'cc', 'title', 'company'),
  summary: "A company's culture by members' ratings, optionally beside another's, with the region's average",
  params: z.object({ cc }),
  querystring: z.object({
    company: companyId.describe('company slug'),
    compare: companyId.optional(),
    /** The title of the career page it is shown on: counts the call as that page's view (the figures do not depend on it). */
    title: z.string().trim().max(120, 'title must be at most 120 characters').optional(),
  }),
});
