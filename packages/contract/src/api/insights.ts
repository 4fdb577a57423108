import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { named, currency, groupRow, routesOf } from './schemas.js';

/**
 * Salary insights built on the same records as the salary pages: trends by month, the company
 * leaderboard, the industry navigator, curated salary reports and the public activity feed.
 * Amounts are integers in the region's currency; a group of fewer than MIN_SLICE records is
 * never shown.
 */

const slug = (field: string, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(80, `${field} must be at most 80 characters`)
    .regex(/^[a-z0-9-]+$/, `${field} must be a ${what} slug`);

const region = z.enum(COUNTRY_CODES).default('in');
const dateRange = z.object({ from: z.string(), to: z.string() });

/** Totals of one group (a company type, a level): quartiles by linear interpolation. */
export const insightGroupRow = groupRow;
export type InsightGroupRow = z.infer<typeof insightGroupRow>;

// GET /salary-trends

export const salaryTrendsQuery = z.object({
  cc: region,
  title: slug('title', 'title').optional(),
  company: slug('company', 'company').optional(),
  /** A location's slug in the region (as on the salary page's location filter). */
  location: slug('location', 'location').optional(),
  /** The window: this month and the N-1 before it. */
  months: z.coerce.number().int().min(1, 'months must be at least 1').max(60, 'months must be at most 60').default(24),
  /**
   * Points by calendar month or calendar quarter; auto: by month when at least half the window's
   * months hold 30 records (a steady median), else by quarter (a thin slice still gets a line).
   */
  interval: z.enum(['month', 'quarter', 'auto']).default('month'),
});

export const salaryTrendMonth = z.object({
  /** YYYY-MM: the month, or the first month of the quarter. */
  month: z.string(),
  /** Both null when the month (quarter) has fewer than MIN_SLICE records: the chart shows a gap. */
  count: z.number().int().nullable(),
  median: z.number().nullable(),
});

export const salaryTrendsData = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  title: named.nullable(),
  company: named.nullable(),
  location: named.nullable(),
  /** What each point covers. */
  interval: z.enum(['month', 'quarter']),
  /** Every month (or quarter) of the window, oldest first. */
  months: z.array(salaryTrendMonth),
  /** First against last shown median, in percent (1 decimal); null with fewer than two shown months. */
  change: z.object({ from: z.string(), to: z.string(), percent: z.number() }).nullable(),
});
export type SalaryTrends = z.infer<typeof salaryTrendsData>;

const salaryRoutes = routesOf('salary', 'public');

export const getSalaryTrends = salaryRoutes.get('/salary-trends', salaryTrendsData, {
  summary: 'Median yearly total by month for a region, optionally one title and/or company',
  querystring: salaryTrendsQuery,
});

// GET /leaderboard/salary

export const salaryLeaderboardQuery = z.object({
  cc: region,
  title: slug('title', 'title').default('software-engineer'),
  /** Standard level 1..8. */
  level: z.coerce.number().int().min(1, 'level must be at least 1').max(8, 'level must be at most 8').optional(),
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').default(20),
});

export const salaryLeaderboardRow = z.object({
  rank: z.number().int(),
  company: z.object({ name: z.string(), slug: z.string(), type: z.string() }),
  count: z.number().int(),
  totalP25: z.number(),
  totalP50: z.number(),
  totalP75: z.number(),
  baseP50: z.number(),
  /** The salary page: /{cc}/salary/{company}--{title}, with ?rosettaLevel= when a level was asked for. */
  path: z.string(),
});

export const salaryLeaderboardData = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  title: named,
  level: z.object({ level: z.number().int(), name: z.string() }).nullable(),
  /** Dates of the ranked records; null when no company qualifies. */
  asOf: dateRange.nullable(),
  rows: z.array(salaryLeaderboardRow),
  /** Some ranked figures come from generated demo records: pages label them. */
  isDemo: z.boolean(),
});
export type SalaryLeaderboard = z.infer<typeof salaryLeaderboardData>;

export const getSalaryLeaderboard = salaryRoutes.get('/leaderboard/salary', salaryLeaderboardData, {
  summary: 'Top-paying companies for a title in a region, by median yearly total',
  querystring: salaryLeaderboardQuery,
});

// GET /{cc}/salary/navigator/industry

export const industryFigure = z.object({ name: z.string(), slug: z.string(), count: z.number().int(), median: z.number() });

export const industryNavigatorData = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  /** Every industry of the region with enough records, highest median first. */
  industries: z.array(industryFigure),
  /** The industry asked for (q); null without q. */
  industry: industryFigure.nullable(),
  /** Its companies with enough records, highest median first. */
  companies: z.array(z.object({ name: z.string(), slug: z.string(), type: z.string(), count: z.number().int(), median: z.number() })),
  /** Its most reported titles, with the salary page of each. */
  topTitles: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int(), median: z.number(), path: z.string() })),
});
export type IndustryNavigator = z.infer<typeof industryNavigatorData>;

export const getIndustryNavigator = salaryRoutes.get('/:cc/salary/navigator/industry', industryNavigatorData, {
  summary: 'Industries of a region by median pay; with q, one industry with its companies and top titles',
  params: z.object({ cc: z.enum(COUNTRY_CODES) }),
  querystring: z.object({
    /** An industry's name or slug, any case. */
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  }),
});

// GET /salary-reports, /salary-reports/{id}/config

export const salaryReportHeadline = z.object({ count: z.number().int(), median: z.number() });

export const salaryReportSummary = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  region: z.enum(COUNTRY_CODES),
  currency,
  /** Median yearly total and count of the report's slice; null under MIN_SLICE. */
  headline: salaryReportHeadline.nullable(),
});
export type SalaryReportSummary = z.infer<typeof salaryReportSummary>;

export const listSalaryReports = salaryRoutes.get('/salary-reports', z.array(salaryReportSummary), {
  summary: 'Published salary reports, optionally those whose title or summary contains query',
  querystring: z.object({ query: z.string().trim().max(100, 'query must be at most 100 characters').default('') }),
});

export const salaryReportSlice = z.object({
  /** Title slug. */
  title: z.string(),
  /** Company types (e.g. it-services, product); null for any. */
  companyTypes: z.array(z.string()).nullable(),
  /** Company slugs; null for any. */
  companies: z.array(z.string()).nullable(),
  /** Standard level range, inclusive; null for any. */
  levels: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Records reported in this calendar year only; null for any. */
  year: z.number().int().nullable(),
});

export const salaryReportConfig = salaryReportSummary.extend({
  slice: salaryReportSlice,
  dateRange: dateRange.nullable(),
  /** Each group has at least MIN_SLICE records. */
  sections: z.object({ byCompanyType: z.array(insightGroupRow), byLevel: z.array(insightGroupRow) }),
});
export type SalaryReportConfig = z.infer<typeof salaryReportConfig>;

export const getSalaryReportConfig = salaryRoutes.get('/salary-reports/:id/config', salaryReportConfig, {
  summary: 'A salary report: its definition and its figures by company type and by level',
  params: z.object({ id: slug('id', 'report') }),
});

// GET /feed/user

export const FEED_PAGE_SIZE = 10;
export const FEED_MAX_PAGES = 10;

export const salaryFeedItem = z.object({
  company: z.string(),
  title: z.string(),
  /** Standard level name (Entry … Distinguished); null when not reported. */
  level: z.string().nullable(),
  city: z.string().nullable(),
  total: z.number(),
  /** YYYY-MM: never the day. */
  month: z.string(),
});

export const salaryFeedData = z.object({
  region: z.enum(COUNTRY_CODES),
  currency,
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  items: z.array(salaryFeedItem),
});
export type SalaryFeed = z.infer<typeof salaryFeedData>;

export const getSalaryFeed = salaryRoutes.get('/feed/user', salaryFeedData, {
  summary: 'Recent salaries shared in a region, anonymised, newest first',
  querystring: z.object({
    region,
    page: z.coerce
      .number()
      .int()
      .min(1, 'page must be at least 1')
      .max(FEED_MAX_PAGES, `page must be at most ${FEED_MAX_PAGES}`)
      .default(1),
  }),
});
