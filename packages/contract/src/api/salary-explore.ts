import { z } from 'zod';
import { percentilesSchema, salaryStatsQuery } from './salary.js';
import { pageOf } from './route.js';
import { cc, named, currency, quartiles, slugText, routesOf } from './schemas.js';

/**
 * Exploring salary data around a slice: its level ladder, the other titles at a company, lists by
 * company, skill, location or title, free-text resolution to a salary page, side-by-side
 * comparison and the premium CSV export. Every figure follows the stats call's rules: amounts in
 * the region's currency unit, percentiles by linear interpolation, nothing under MIN_SLICE.
 */

const conversion = z.object({ from: currency, to: currency, rate: z.number(), asOf: z.string() }).nullable();

const sliceQ = slugText('q must be {title} or {company}--{title} in slug form');

const slugQ = slugText('q must be in slug form');

// ---------------------------------------------------------------------------------------------
// GET /{cc}/salary/{q}/levels

export const salaryLevelRow = z.object({
  /** Standard level (1 = entry … 8 = distinguished) and its name. */
  level: z.number().int(),
  name: z.string(),
  /** The company's own names for this level, as seen in its records (company slices only). */
  companyLevels: z.array(z.string()),
  count: z.number().int(),
  total: quartiles,
  baseMedian: z.number(),
  /** Medians over the records that report stock / a bonus; null when fewer than MIN_SLICE do. */
  stockMedian: z.number().nullable(),
  bonusMedian: z.number().nullable(),
});

export const salaryLevelsData = z.object({
  countryCode: cc,
  currency,
  company: named.nullable(),
  title: named,
  /** Records of the whole slice (levels under MIN_SLICE and records without a level included). */
  count: z.number().int(),
  levels: z.array(salaryLevelRow),
});
export type SalaryLevels = z.infer<typeof salaryLevelsData>;

const salaryRoutes = routesOf('salary', 'public');
/** Its searches: they count against the daily search limit. */
const salarySearches = salaryRoutes.with({ quota: 'search' });

export const getSalaryLevels = salarySearches.get('/:cc/salary/:q/levels', salaryLevelsData, {
  searchPage: pageOf('salary', 'cc', 'q'),
  summary: 'The level ladder of a title or company–title slice, by the standard level scale',
  params: z.object({ cc, q: sliceQ }),
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/salary/{q}/titles

export const salariesListItem = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
  /** Median yearly total, in the display currency. */
  p50: z.number(),
  /**
   * The page this item leads to: a title's or company–title's salary page, a company's page for a
   * company (in the city, for a city's list); null when no single page of it has enough records.
   */
  href: z.string().nullable(),
});
export type SalariesListItem = z.infer<typeof salariesListItem>;

export const salaryTitleItem = salariesListItem.extend({
  /** The salary page of this title at the company, e.g. /in/salary/infosys--data-scientist. */
  href: z.string(),
});

export const salaryTitlesData = z.object({
  countryCode: cc,
  currency,
  company: named,
  /** The title of a {company}--{title} query, else null. */
  title: named.nullable(),
  titles: z.array(salaryTitleItem),
});
export type SalaryTitles = z.infer<typeof salaryTitlesData>;

export const getSalaryTitles = salarySearches.get('/:cc/salary/:q/titles', salaryTitlesData, {
  searchPage: pageOf('salary', 'cc', 'q'),
  summary: 'Titles at a company ({company} or {company}--{title}) in a region, most reported first',
  params: z.object({
    cc,
    q: slugText('q must be {company} or {company}--{title} in slug form'),
  }),
  querystring: z.object({
    limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(50),
  }),
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/salaries-list/{kind}/{q}

export const SALARIES_LIST_KINDS = ['company', 'skill', 'location-country', 'location-city', 'title'] as const;
export type SalariesListKind = (typeof SALARIES_LIST_KINDS)[number];

export const salariesListQuery = z.object({
  /** Sort each group by record count instead of by median pay. */
  popular: z.stringbool({ error: 'popular must be true or false' }).default(false),
  /** The records' region when it differs from the display region; amounts are then converted. */
  country: cc.optional(),
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').default(12),
});

export const salariesListData = z.object({
  /** The display region (amounts are in its currency) and the region the records come from. */
  countryCode: cc,
  recordsCountryCode: cc,
  currency,
  conversion,
  subject: z.object({ kind: z.enum(SALARIES_LIST_KINDS), name: z.string(), slug: z.string() }),
  count: z.number().int(),
  sort: z.enum(['popular', 'pay']),
  /** Breakdowns by the other dimensions; null for the subject's own dimension. */
  companies: z.array(salariesListItem).nullable(),
  titles: z.array(salariesListItem).nullable(),
  cities: z.array(salariesListItem).nullable(),
  isDemo: z.boolean(),
});
export type SalariesList = z.infer<typeof salariesListData>;

export const getSalariesList = salaryRoutes.get('/:cc/salaries-list/:kind/:q', salariesListData, {
  summary: 'A company, skill, country, city or title broken down by companies, titles and cities',
  params: z.object({
    cc,
    kind: z.enum(SALARIES_LIST_KINDS, { error: `kind must be one of ${SALARIES_LIST_KINDS.join(', ')}` }),
    q: slugQ,
  }),
  querystring: salariesListQuery,
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/company/{company}

export const companyPageQuery = z.object({
  /** Whose ladder to show: a job family's slug; the company's most reported family by default. */
  family: slugQ.optional(),
  /** Only the company's records in this city (the ladder, titles and count); the cities list stays whole. */
  location: slugQ.optional(),
});

export const companyLadderLevel = z.object({
  /** The company's own name for the level ("L5", "SDE II"), and the standard level it maps to. */
  name: z.string(),
  standardLevel: z.number().int(),
  standardName: z.string(),
  /** Records at this level, and their yearly total; null when fewer than MIN_SLICE (no figure at all). */
  count: z.number().int().nullable(),
  total: quartiles.nullable(),
});

/** p50: the median yearly total of the ladder's top title at the peer. */
export const companyPeer = salariesListItem.extend({
  /** The comparison of the two on that title, e.g. /in/compare/companies/google--software-engineer--vs--microsoft--software-engineer. */
  href: z.string(),
});

export const companyPageData = z.object({
  countryCode: cc,
  currency,
  company: named,
  /** The city the page is narrowed to (`?location=`), else null. */
  location: named.nullable(),
  /** The company's records in the region (in the city, when narrowed). */
  count: z.number().int(),
  /**
   * The company's own level ladder for one job family (its titles share the company's level names):
   * every level name the catalogue knows for it, lowest first, with figures where the family has
   * MIN_SLICE records at that level. Null when no family has MIN_SLICE records.
   */
  ladder: z
    .object({
      family: named,
      count: z.number().int(),
      /** The family's most reported title at the company and its salary page there; null when under MIN_SLICE. */
      title: named.nullable(),
      href: z.string().nullable(),
      levels: z.array(companyLadderLevel),
    })
    .nullable(),
  /** The company's job families with MIN_SLICE records, most reported first: the ladders it has. */
  families: z.array(named.extend({ count: z.number().int() })),
  /** Its titles with MIN_SLICE records, most reported first; href is the company–title salary page. */
  titles: z.array(salariesListItem.extend({ href: z.string() })),
  /** Its cities in the region with MIN_SLICE records, most reported first; href narrows this page to the city. */
  cities: z.array(salariesListItem.extend({ href: z.string() })),
  /** Up to three companies with the most records of the ladder's top title in the region, to compare with. */
  peers: z.array(companyPeer),
  /** Some figures come from generated demo records: pages label them. */
  isDemo: z.boolean(),
});
export type CompanyPage = z.infer<typeof companyPageData>;

export const getCompanyPage = salarySearches.get('/:cc/company/:company', companyPageData, {
  // The company in the region is the page; a job family or city narrows it.
  searchPage: pageOf('company', 'cc', 'company'),
  summary: 'A company in a region: its own level ladder with pay per level, its titles, cities and peers to compare',
  params: z.object({ cc, company: slugQ }),
  querystring: companyPageQuery,
});

// ---------------------------------------------------------------------------------------------
// GET /salary/{q}

export const salaryResolveData = z.object({
  kind: z.enum(['company-title', 'title', 'company', 'none']),
  /**
   * The page to open, e.g. /in/salary/google--software-engineer, or a company's page
   * (/in/company/google) for a company alone; null when nothing matched.
   */
  path: z.string().nullable(),
  countryCode: cc,
  company: named.nullable(),
  title: named.nullable(),
  /** A city typed with it ("data scientist bangalore"): the page opens filtered to it (`?location=`). */
  location: named.nullable(),
  /** Records behind that page in its region (the page itself applies MIN_SLICE). */
  count: z.number().int(),
});
export type SalaryResolve = z.infer<typeof salaryResolveData>;

export const resolveSalaryQuery = salaryRoutes.get('/salary/:q', salaryResolveData, {
  summary: 'Resolve free text ("sde at amazon", "infosys") to the salary page it means',
  params: z.object({
    q: z.string().trim().min(1, 'q must not be empty').max(100, 'q must be at most 100 characters'),
  }),
  querystring: z.object({
    /** Prefer this region when the slice has data there. */
    cc: cc.optional(),
  }),
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/compare/salary/{q}

export { COMPARE_MAX_ENTRIES, COMPARE_SEPARATOR } from '../comparison.js';

export const compareSalaryQuery = salaryStatsQuery.pick({ gpayCC: true, dateOffset: true, rosettaLevel: true });

export const compareEntry = z.object({
  /** The entry as written in q: {company}--{title} or {company}. */
  key: z.string(),
  company: named,
  /** Null for a company entry (all its titles). */
  title: named.nullable(),
  /** False when the entry has fewer than MIN_SLICE records; reason says so and figures are null. */
  available: z.boolean(),
  reason: z.string().nullable(),
  count: z.number().int().nullable(),
  total: percentilesSchema.nullable(),
  base: percentilesSchema.nullable(),
  stock: percentilesSchema.nullable(),
  bonus: percentilesSchema.nullable(),
  confidence: z.object({ label: z.enum(['High', 'Medium', 'Low']), reason: z.string() }).nullable(),
  dateRange: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The entry's own salary page, when it is a company–title entry. */
  href: z.string().nullable(),
});

export const compareLevelRow = z.object({
  level: z.number().int(),
  name: z.string(),
  /** One cell per entry, in the entries' order. */
  entries: z.array(
    z.object({
      /** Median yearly total at this level; null when the entry has fewer than MIN_SLICE here. */
      p50: z.number().nullable(),
      count: z.number().int().nullable(),
      /** The company's own names for this level, as seen in the entry's records. */
      companyLevels: z.array(z.string()),
    }),
  ),
});

export const compareSalaryData = z.object({
  countryCode: cc,
  currency,
  conversion,
  entries: z.array(compareEntry),
  /** Levels aligned by the standard scale; levels where no entry has enough records are left out. */
  levels: z.array(compareLevelRow),
  /** Some shown figures come from generated demo records: pages label them. */
  isDemo: z.boolean(),
});
export type CompareSalary = z.infer<typeof compareSalaryData>;

export const compareSalary = salarySearches.get('/:cc/compare/salary/:q', compareSalaryData, {
  searchPage: pageOf('compare', 'cc', 'q'),
  summary: 'Two or three {company}--{title} (or {company}) entries joined by --vs--, side by side',
  params: z.object({
    cc,
    q: slugText('q must be {company}--{title} entries joined by --vs-- in slug form', 400),
  }),
  querystring: compareSalaryQuery,
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/salary/profiles/export?q=  (CSV, premium)

export const SALARY_EXPORT_MAX_ROWS = 10_000;

/** The CSV's columns, in order. Nothing that identifies a member: no ids, no gender, month only. */
export const SALARY_EXPORT_COLUMNS = [
  'reported_month',
  'company',
  'title',
  'level',
  'standard_level',
  'city',
  'years_of_experience',
  'base',
  'stock_yearly',
  'bonus',
  'signing_bonus',
  'total',
  'currency',
  'verification',
] as const;

export const salaryExportQuery = salaryStatsQuery.omit({ page: true, gpayCC: true }).extend({
  q: sliceQ,
});

export const exportSalaryProfiles = salarySearches.file('/:cc/salary/profiles/export', {
  access: 'premium',
  searchPage: pageOf('salary', 'cc', 'q'),
  summary: 'CSV of the anonymised records of a slice (premium)',
  params: z.object({ cc }),
  querystring: salaryExportQuery,
  /** The body is text/csv, not the JSON envelope (failures still are envelopes). */
  produces: ['text/csv'],
});
