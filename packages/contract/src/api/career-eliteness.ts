import { z } from 'zod';
import { rankedCompany } from './career.js';
import { pageOf } from './route.js';
import { cc, named, slug, currency, routesOf } from './schemas.js';

/**
 * The career path's eliteness view (SPEC §1, §7 Career: GET /{cc}/career-path/eliteness): how
 * sought-after a company is (its rank from where people move, docs/decisions/027-career-rankings.md)
 * beside what it pays for a title (its median's percentile among everyone with the title in the
 * region). Pay figures come from published salary records; nothing from fewer than MIN_SLICE.
 */

/** Employers of the title shown beside it, the most reported first. */
export const ELITENESS_COMPANIES = 20;

export const elitenessQuery = z.object({ title: slug('title'), company: slug('company').optional() });

export const elitenessCompany = z.object({
  name: z.string(),
  slug: z.string(),
  /** Place in the region's ranking from moves; null when not ranked. */
  rank: z.number().int().nullable(),
  /** Median yearly total for the title, its records, and the median's percentile among all the title's records in the region. */
  median: z.number(),
  count: z.number().int(),
  percentile: z.number().int(),
});

export const careerEliteness = z.object({
  countryCode: cc,
  currency,
  title: named,
  company: named.nullable(),
  /** When the rankings were computed; null: not yet. */
  computedAt: z.string().nullable(),
  companyRank: rankedCompany.extend({ ranked: z.number().int() }).nullable(),
  industryRank: rankedCompany.extend({ ranked: z.number().int() }).nullable(),
  rankNote: z.string().nullable(),
  /** The title's records in the region (median and count); null under MIN_SLICE. */
  market: z.object({ median: z.number(), count: z.number().int() }).nullable(),
  /** The company's pay for the title; null when it has fewer than MIN_SLICE records of it (payNote says so). */
  pay: elitenessCompany.nullable(),
  payNote: z.string().nullable(),
  /** Employers of the title with at least MIN_SLICE records (the most reported ELITENESS_COMPANIES, and the company asked about): rank beside pay. */
  companies: z.array(elitenessCompany),
  isDemo: z.boolean(),
});
export type CareerEliteness = z.infer<typeof careerEliteness>;

const careerRoutes = routesOf('career', 'public');

export const getCareerEliteness = careerRoutes.get('/:cc/career-path/eliteness', careerEliteness, {
  quota: 'search',
  searchPage: pageOf('career', 'cc', 'title', 'company'),
  summary:
    "A company's rank from moves beside what it pays for a title (its median's percentile in the region), and the title's other employers",
  params: z.object({ cc }),
  querystring: elitenessQuery,
});
