import { z } from 'zod';
import { EXPERIENCE_BRACKETS } from '../constants.js';
import { pageOf } from './route.js';
import { cc, named, slugText, currency, routesOf } from './schemas.js';

/**
 * Company rankings from the move network (docs/decisions/027-career-rankings.md): when people leave
 * X for Y, Y is preferred over X; SpringRank orders the companies of a region, or of an industry in
 * it, with a place interval from a bootstrap over the moves. The rankings are computed in the
 * background whenever career histories change; a call reads the last computed ones and never
 * computes. Before the first computation a call answers an empty list with `computedAt: null`.
 * Nothing is shown from fewer than MIN_SLICE people: a company is ranked only when at least
 * MIN_SLICE people moved in, or out; each count under MIN_SLICE is null.
 */

export const RANKS_PAGE_SIZE = 50;

export const rankedCompany = z.object({
  name: z.string(),
  slug: z.string(),
  industry: z.string(),
  /** 1 = most preferred, among the companies ranked in the scope. */
  rank: z.number().int(),
  /** The 5th–95th percentile of the place over bootstrap resamples of the moves. */
  rankLow: z.number().int(),
  rankHigh: z.number().int(),
  /** SpringRank score (0 = the scope's mean; one unit = one "step" of preference) and its bootstrap spread. */
  score: z.number(),
  scoreSd: z.number(),
  /** People who moved in (from another company of the scope) / out; null under MIN_SLICE. */
  movesIn: z.number().int().nullable(),
  movesOut: z.number().int().nullable(),
});
export type RankedCompany = z.infer<typeof rankedCompany>;

export const careerRanksQuery = z.object({
  cc,
  /** An industry as the catalogue names it ("Fintech"); the whole region when absent. */
  industry: z.string().trim().min(1, 'industry must not be empty').max(100, 'industry must be at most 100 characters').optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be at least 1')
    .max(1000, 'page must be at most 1000')
    .default(1),
});

export const careerRanksData = z.object({
  countryCode: cc,
  industry: z.string().nullable(),
  /** When the rankings were computed; null: not computed yet (the list is empty until then). */
  computedAt: z.string().nullable(),
  /** Moves in the scope's network. */
  moves: z.number().int(),
  /** Companies ranked in the scope (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  companies: z.array(rankedCompany),
  /** The industries of the region with a ranking of their own. */
  industries: z.array(z.string()),
});
export type CareerRanks = z.infer<typeof careerRanksData>;

const careerRoutes = routesOf('career', 'public');
/** Its searches: they count against the daily search limit. */
const careerSearches = careerRoutes.with({ quota: 'search' });

export const getCareerRanks = careerSearches.get('/career/ranks', careerRanksData, {
  // One ranking (a region's, or an industry's in it) is the page; its pages are paging.
  searchPage: pageOf('career-ranks', 'cc', 'industry'),
  summary: 'Companies of a region (or an industry in it) ranked by where people move (SpringRank), with place intervals',
  querystring: careerRanksQuery,
});

// ---------------------------------------------------------------------------------------------
// GET /career/ranks/{user}

export const careerPayStanding = z.object({
  /** Percent of peers paid less (ties half), 0–100. */
  percentile: z.number().int(),
  peers: z.number().int(),
  title: named,
  experience: z.enum(EXPERIENCE_BRACKETS),
  currency,
  total: z.number(),
});

export const memberCareerRanksData = z.object({
  computedAt: z.string().nullable(),
  /** The company the member's rank is read for: their current position's, else their profile's. */
  company: z.object({ name: z.string(), slug: z.string(), countryCode: cc, source: z.enum(['position', 'profile']) }).nullable(),
  companyRank: rankedCompany.extend({ ranked: z.number().int() }).nullable(),
  /** Why there is no company rank, when there is none. */
  companyNote: z.string().nullable(),
  /** Pay percentile among published salaries with the same title and experience bracket (own record left out). */
  pay: careerPayStanding.nullable(),
  payNote: z.string().nullable(),
});
export type MemberCareerRanks = z.infer<typeof memberCareerRanksData>;

export const getMemberCareerRanks = careerRoutes.get('/career/ranks/:user', memberCareerRanksData, {
  access: 'member',
  summary: "Where the member stands: their company's rank in their region and their pay percentile among peers",
  params: z.object({
    /** 'me' or the member's own id; another member's id answers 404. */
    user: z.string().min(1).max(64),
  }),
});

// ---------------------------------------------------------------------------------------------
// GET /company/{id}/ranks

export const companyFlow = z.object({
  name: z.string(),
  slug: z.string(),
  /** People who made that move (at least MIN_SLICE). */
  people: z.number().int(),
});

export const companyRegionRanks = z.object({
  countryCode: cc,
  /** Place in the region; null when the company is not ranked there. */
  region: rankedCompany.extend({ ranked: z.number().int() }).nullable(),
  /** Place among its industry in the region; null when that industry has no ranking or the company is not in it. */
  industry: rankedCompany.extend({ ranked: z.number().int() }).nullable(),
  /** Where people who leave it go, and where people who join it come from, most first. */
  leavesFor: z.array(companyFlow),
  comesFrom: z.array(companyFlow),
});

export const companyRanksData = z.object({
  company: z.object({ name: z.string(), slug: z.string(), industry: z.string() }),
  computedAt: z.string().nullable(),
  regions: z.array(companyRegionRanks),
});
export type CompanyRanks = z.infer<typeof companyRanksData>;

export const getCompanyRanks = careerSearches.get('/company/:id/ranks', companyRanksData, {
  // A section of the company's page in a region.
  searchPage: pageOf('company', 'cc', 'id'),
  summary: 'A company’s rank from moves in each region and in its industry, and the companies people leave it for or come from',
  params: z.object({
    id: slugText('id must be a company slug'),
  }),
  querystring: z.object({
    /** The region of the company page it is shown on: counts the call as that page's view (the answer covers every region). */
    cc: cc.default('in'),
  }),
});
