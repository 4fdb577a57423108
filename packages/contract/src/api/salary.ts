import { z } from 'zod';
import { COUNTRY_CODES, EXPERIENCE_BRACKETS, SALARY_VIEWS } from '../constants.js';
import { pageOf } from './route.js';
import { groupRow, named, slugText, currency, routesOf } from './schemas.js';

export const percentilesSchema = z.object({
  count: z.number().int(),
  p10: z.number(),
  p25: z.number(),
  p50: z.number(),
  p75: z.number(),
  p90: z.number(),
  mean: z.number(),
});
export type Percentiles = z.infer<typeof percentilesSchema>;

/** A row of a company's own ladder: its level name, and the standard level it maps to. */
const companyLevelRow = groupRow.extend({ standardLevel: z.number().int(), standardName: z.string() });

export const salaryStatsQuery = z.object({
  gpayCC: z.enum(COUNTRY_CODES).optional(),
  /** Only records from the last N months. */
  dateOffset: z.coerce
    .number()
    .int()
    .min(1, 'dateOffset must be at least 1 month')
    .max(120, 'dateOffset must be at most 120 months')
    .optional(),
  rosettaLevel: z.coerce.number().int().min(1).max(8).optional(),
  location: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'location must be a location slug')
    .optional(),
  /** Only records that list this skill (a slug of the skills catalogue). */
  skill: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'skill must be a skill slug')
    .optional(),
  yoe: z.enum(EXPERIENCE_BRACKETS).optional(),
  /** yearly (default): base + yearly stock + bonus. first-year: base + first-year vest + bonus + signing bonus. */
  view: z.enum(SALARY_VIEWS).default('yearly'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const salaryRecordRow = z.object({
  id: z.number().int(),
  company: z.string(),
  title: z.string(),
  level: z.string().nullable(),
  standardLevel: z.number().int().nullable(),
  location: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  base: z.number(),
  stockYearly: z.number().nullable(),
  bonus: z.number().nullable(),
  signingBonus: z.number().nullable(),
  total: z.number(),
  /** What vested in the first year (the even split when the schedule is unknown), and the first year's total. */
  stockFirstYear: z.number().nullable(),
  firstYearTotal: z.number(),
  reportedOn: z.string(),
  verification: z.string(),
});

export const salaryStatsData = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  /** Which total the figures show: yearly, or the first year's (stock is then the first-year vest). */
  view: z.enum(SALARY_VIEWS),
  /** Set when amounts were converted (gpayCC): the rate and the date it is from. */
  conversion: z.object({ from: currency, to: currency, rate: z.number(), asOf: z.string() }).nullable(),
  company: named.nullable(),
  title: named,
  count: z.number().int(),
  /** Of `count`, the records whose figures a document verified (the 'verified' tier). */
  verifiedCount: z.number().int(),
  base: percentilesSchema,
  stock: percentilesSchema.nullable(),
  bonus: percentilesSchema.nullable(),
  total: percentilesSchema,
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  byLevel: z.array(groupRow),
  /**
   * A company–title slice by the company's own level names (L3, L4…), lowest standard level first,
   * each with the standard level it maps to; rows under MIN_SLICE left out. Empty on a title page.
   */
  byCompanyLevel: z.array(companyLevelRow),
  byExperience: z.array(groupRow),
  byLocation: z.array(groupRow),
  /** The slice's most common skills (key: the skill's slug), each with at least MIN_SLICE records: the skill filter's choices. */
  bySkill: z.array(groupRow),
  topCompanies: z.array(groupRow),
  dateRange: z.object({ from: z.string(), to: z.string() }),
  confidence: z.object({ label: z.enum(['High', 'Medium', 'Low']), reason: z.string() }),
  isDemo: z.boolean(),
  records: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(salaryRecordRow) }),
});
export type SalaryStats = z.infer<typeof salaryStatsData>;

const salaryRoutes = routesOf('salary', 'public');

export const getSalaryStats = salaryRoutes.get('/:cc/salary/:q', salaryStatsData, {
  quota: 'search',
  // The slice is the page; its filters and paging refine it.
  searchPage: pageOf('salary', 'cc', 'q'),
  summary: 'Pay for a title, or a company and title ({company}--{title}), in a region',
  params: z.object({
    cc: z.enum(COUNTRY_CODES),
    q: slugText('q must be {title} or {company}--{title} in slug form'),
  }),
  querystring: salaryStatsQuery,
});
