import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { pageOf } from './route.js';
import { currency, routesOf } from './schemas.js';

/**
 * The negotiation service (SPEC §7 Offers): the coaches who help members negotiate an offer, and
 * members' reviews of the service. Until real coaches sign up, both are generated demo content:
 * every answer carries `demo` (and each row `isDemo`) so pages can say so. Amounts are integers
 * in the row's currency; percentages have one decimal.
 */

// GET /{cc}/negotiator/profiles

export const negotiatorProfilesQuery = z.object({
  q: z
    .string()
    .trim()
    .max(80, 'q must be at most 80 characters')
    .optional()
    .describe("Case-insensitive part of a coach's name, of a company whose offers they negotiated, or of a speciality (e.g. FAANG)."),
  captcha: z
    .string()
    .max(4096, 'captcha must be at most 4096 characters')
    .optional()
    .describe(
      'A captcha token the original client sends with searches. Accepted and ignored: the daily search limit ' +
        '(429, then the security check) is what bounds these calls; no captcha provider is configured.',
    ),
});

export const negotiationCoach = z.object({
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  /** Regions the coach takes clients in, home region first (the amounts are in its currency). */
  regions: z.array(z.enum(COUNTRY_CODES)),
  countries: z.array(z.string()),
  specialities: z.array(z.string()),
  /** Companies whose offers they have negotiated. */
  companies: z.array(z.string()),
  yearsCoaching: z.number().int(),
  negotiationsDone: z.number().int(),
  /** Median first-year uplift over the first written offer, in percent. */
  medianUpliftPercent: z.number(),
  currency,
  /** Extra first-year pay negotiated for all their clients together. */
  totalUplift: z.number().int(),
  /** Average of their clients' reviews (one decimal); null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The cheapest package. */
  priceFrom: z.number().int(),
  isDemo: z.boolean(),
});
export type NegotiationCoach = z.infer<typeof negotiationCoach>;

export const negotiatorProfilesData = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  /** The filter applied (trimmed); null for none. */
  q: z.string().nullable(),
  /** Coaches for the region matching q, busiest first (at most 50). */
  coaches: z.array(negotiationCoach),
  /** True while the region's coaches are generated demo content: pages label it. */
  demo: z.boolean(),
});
export type NegotiatorProfiles = z.infer<typeof negotiatorProfilesData>;

const offersRoutes = routesOf('offers', 'public');

export const getNegotiatorProfiles = offersRoutes.get('/:cc/negotiator/profiles', negotiatorProfilesData, {
  quota: 'search',
  searchPage: pageOf('negotiate', 'cc', 'q'),
  summary:
    'Negotiation coaches for a region (in or us) with their record, filtered by q (name, company or speciality). ' +
    'Counts against the daily search limit (429 past it). The captcha parameter is accepted and ignored.',
  params: z.object({ cc: z.enum(COUNTRY_CODES) }),
  querystring: negotiatorProfilesQuery,
});

// GET /app-reviews/negotiation

export const negotiationReviewsQuery = z.object({
  region: z.enum(COUNTRY_CODES).default('in'),
  page: z.coerce.number().int().min(1, 'page must be at least 1').max(1000, 'page must be at most 1000').default(1),
});

export const negotiationReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  /** First name and initial only. */
  reviewer: z.object({ name: z.string(), role: z.string(), company: z.string().nullable() }),
  coach: z.object({ slug: z.string(), name: z.string() }).nullable(),
  currency,
  /** Extra first-year pay over the first written offer, and in percent of it. */
  upliftAmount: z.number().int(),
  upliftPercent: z.number(),
  /** YYYY-MM-DD. */
  reviewedOn: z.string(),
  isDemo: z.boolean(),
});
export type NegotiationReview = z.infer<typeof negotiationReview>;

export const negotiationReviewsData = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  /** Over every review of the region. */
  summary: z.object({
    count: z.number().int(),
    /** One decimal; null without reviews. */
    averageRating: z.number().nullable(),
    /** Reviews per star rating, 5 down to 1. */
    ratings: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
    /** Medians of the uplift the reviewers got; null without reviews. */
    medianUpliftPercent: z.number().nullable(),
    medianUpliftAmount: z.number().int().nullable(),
  }),
  /** Newest first, PAGE_SIZE a page. */
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(negotiationReview),
  /** True while the region's reviews are generated demo content: pages label it. */
  demo: z.boolean(),
});
export type NegotiationReviews = z.infer<typeof negotiationReviewsData>;

export const getNegotiationReviews = offersRoutes.get('/app-reviews/negotiation', negotiationReviewsData, {
  summary: "Members' reviews of the negotiation service in a region, newest first, with the region's summary",
  querystring: negotiationReviewsQuery,
});
