import { z } from 'zod';
import { BENCHMARK_EXPORT_FORMATS, BENCHMARK_EXPORT_TYPES } from './benchmarking-exports.js';
import { PAY_BAND_METRICS } from './paybands.js';
import { EQUITY_TYPES, PAYROLL_GENDERS, PAYROLL_MAX_BYTES } from './payroll.js';
import { cc, currency, idParam, routesOf } from './schemas.js';

/**
 * The compa roster (SPEC §7 Compa; docs/decisions/054-compa-roster.md): the workspace's employee
 * dataset (its payroll, each upload a dated version) with each employee against their pay band
 * (compa-ratio, range penetration) and against our market cell of their family × level × metro, so
 * band drift and market drift show apart. Every figure names the band group, version and effective
 * date it used, and the market's as-of date.
 */

export const COMPA_BUCKETS = ['< 0.85', '0.85–0.95', '0.95–1.05', '1.05–1.15', '> 1.15'] as const;
export type CompaBucket = (typeof COMPA_BUCKETS)[number];

/** own: the employee's family, level and location; other-location / nearest-level: the closest band, with the reason; none. */
export const COMPA_BAND_MATCHES = ['own', 'other-location', 'nearest-level', 'none'] as const;
export type CompaBandMatch = (typeof COMPA_BAND_MATCHES)[number];

export const COMPA_SORTS = ['below-min', 'name', 'ratio-desc'] as const;
/** Employees on a page of GET /compa/roster (the export has them all). */
export const COMPA_PAGE_SIZE = 100;
export const COMPA_GROUP_BYS = ['manager', 'level', 'location'] as const;
export type CompaGroupBy = (typeof COMPA_GROUP_BYS)[number];

export const compaBandFigures = z.object({
  group: z.object({ id: z.number().int(), name: z.string() }),
  version: z.number().int(),
  effectiveDate: z.string(),
  /** The pay the band is set on: base, or base + bonus target + equity. */
  metric: z.enum(PAY_BAND_METRICS),
  /** The band used (the employee's own or the closest one). */
  level: z.number().int(),
  location: z.string(),
  min: z.number(),
  mid: z.number(),
  max: z.number(),
  match: z.enum(COMPA_BAND_MATCHES),
  /** Why another band is used; null for the employee's own. */
  reason: z.string().nullable(),
  /** Full-time pay on the band's metric. */
  pay: z.number(),
  /** pay ÷ the band's target (its midpoint), three decimals. */
  compaRatio: z.number(),
  /** (pay − min) ÷ (max − min) as a percentage, one decimal, unclamped (−25, 125); null for a band with no width. */
  penetration: z.number().nullable(),
  bucket: z.enum(COMPA_BUCKETS),
  belowMin: z.boolean(),
  aboveMax: z.boolean(),
});

export const compaMarketFigures = z.object({
  /** The date the market figures are aged to. */
  asOf: z.string(),
  records: z.number().int(),
  companies: z.number().int(),
  base: z.object({ p25: z.number(), p50: z.number(), p75: z.number() }),
  totalP50: z.number(),
  /** Full-time base ÷ the market's p50 base, three decimals. */
  compaRatio: z.number(),
  /** Across the market's p25–p75 of base, a percentage (one decimal). */
  penetration: z.number().nullable(),
  bucket: z.enum(COMPA_BUCKETS),
  /** Base + bonus target + equity ÷ the market's p50 total, where equity is known; else null. */
  equityInclusiveRatio: z.number().nullable(),
});

export const compaEmployee = z.object({
  /** The row's id (for the employee's page and edits). */
  id: z.number().int(),
  employeeId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  title: z.string(),
  family: z.object({ slug: z.string(), name: z.string() }),
  level: z.number().int(),
  levelName: z.string(),
  location: z.string(),
  manager: z.object({ employeeId: z.string(), name: z.string().nullable(), id: z.number().int().nullable() }).nullable(),
  base: z.number().int(),
  bonusTarget: z.number().int(),
  equity: z.number().int(),
  equityType: z.enum(EQUITY_TYPES).nullable(),
  equityUnits: z.number().int().nullable(),
  equityVesting: z.string().nullable(),
  hireDate: z.string(),
  lastChangeDate: z.string().nullable(),
  performanceRating: z.string().nullable(),
  fte: z.number(),
  /** Only for workspace admins and analysts; absent for viewers. */
  gender: z.enum(PAYROLL_GENDERS).nullable().optional(),
  editedAt: z.string().nullable(),
  band: compaBandFigures.nullable(),
  /** Why there is no band figure (no band group, or none for the family); null when there is one. */
  bandNote: z.string().nullable(),
  market: compaMarketFigures.nullable(),
  /** Why the market cell is hidden; null when shown. */
  marketNote: z.string().nullable(),
});
export type CompaEmployee = z.infer<typeof compaEmployee>;

const bucketCounts = z.object(Object.fromEntries(COMPA_BUCKETS.map((b) => [b, z.number().int()])) as Record<CompaBucket, z.ZodNumber>);

export const compaGroup = z.object({
  key: z.string(),
  label: z.string(),
  employees: z.number().int(),
  /** Median band compa-ratio of those with a band, three decimals; null for none. */
  medianCompaRatio: z.number().nullable(),
  belowMin: z.number().int(),
  aboveMax: z.number().int(),
});

export const compaVersion = z.object({
  id: z.number().int(),
  fileName: z.string(),
  source: z.enum(['file', 'manual']),
  rows: z.number().int(),
  uploadedAt: z.string(),
});

export const compaRosterData = z.object({
  version: compaVersion.extend({ countryCode: cc, currency }),
  /** The dated versions kept, newest first. */
  versions: z.array(compaVersion),
  /** The band group and version used; null when the workspace has no band group in the region. */
  bands: z
    .object({
      group: z.object({ id: z.number().int(), name: z.string() }),
      version: z.number().int(),
      effectiveDate: z.string(),
      metric: z.enum(PAY_BAND_METRICS),
    })
    .nullable(),
  /** The workspace's band groups in the region (to choose from). */
  bandGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The as-of date of the figures (today). */
  asOf: z.string(),
  summary: z.object({
    employees: z.number().int(),
    withBand: z.number().int(),
    withMarket: z.number().int(),
    belowMin: z.number().int(),
    aboveMax: z.number().int(),
    buckets: bucketCounts,
    marketBuckets: bucketCounts,
  }),
  /** The views: every team (by manager), level or location with its counts, when groupBy is asked. */
  groups: z.array(compaGroup),
  /** The filters' choices: managers, levels and locations present. */
  choices: z.object({
    managers: z.array(z.object({ employeeId: z.string(), name: z.string().nullable() })),
    levels: z.array(z.object({ level: z.number().int(), name: z.string() })),
    locations: z.array(z.string()),
  }),
  /** How many employees the filters match, the page shown (from 1) and its size. */
  matching: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The page of those matching, in the sort asked. */
  employees: z.array(compaEmployee),
});
export type CompaRoster = z.infer<typeof compaRosterData>;

export const compaRosterResult = z.object({ roster: compaRosterData.nullable() });
export type CompaRosterResult = z.infer<typeof compaRosterResult>;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const compaRosterQuery = z.object({
  bandGroupId: id.optional(),
  /** A manager's employee id: their direct reports (the team view). */
  manager: z.string().trim().min(1).max(100).optional(),
  level: z.coerce.number().int().min(1, 'level is 1 to 8').max(8, 'level is 1 to 8').optional(),
  location: z.string().trim().min(1).max(100).optional(),
  bucket: z.enum(COMPA_BUCKETS, { message: `bucket is one of ${COMPA_BUCKETS.join(', ')}` }).optional(),
  sort: z.enum(COMPA_SORTS, { message: `sort is one of ${COMPA_SORTS.join(', ')}` }).default('below-min'),
  groupBy: z.enum(COMPA_GROUP_BYS, { message: `groupBy is one of ${COMPA_GROUP_BYS.join(', ')}` }).optional(),
  page: z.coerce.number().int('page is a whole number').min(1, 'page starts at 1').max(1_000, 'page is at most 1,000').default(1),
});
export type CompaRosterQuery = z.infer<typeof compaRosterQuery>;
export type CompaRosterQueryInput = z.input<typeof compaRosterQuery>;

const amount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000_000, `${field} must be at most 1,000,000,000`);
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((s) => (s ? s : undefined));
const isoDate = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);

/** One employee added or edited by hand: the columns of a roster file, checked the same way. */
export const compaEmployeeBody = z.object({
  employeeId: z.string().trim().min(1, 'employeeId is required').max(100, 'employeeId must be at most 100 characters'),
  name: optionalText('name', 200),
  email: z
    .string()
    .trim()
    .max(254, 'email must be at most 254 characters')
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(z.email('email must be an email address').optional()),
  title: z.string().trim().min(1, 'title is required').max(200, 'title must be at most 200 characters'),
  /** A standard level (1–8), its name, or a level of the workspace's scale. */
  level: z.union([z.number().int(), z.string().trim().min(1, 'level is required').max(60)]).transform(String),
  /** A job family's slug or name. */
  family: z.string().trim().min(1, 'family is required').max(100),
  /** A metro or a city of the catalogue. */
  location: z.string().trim().min(1, 'location is required').max(100),
  currency,
  base: amount('base').refine((n) => n > 0, 'base must be a positive number'),
  bonusTarget: amount('bonusTarget').default(0),
  equity: amount('equity').default(0),
  equityType: z.enum(EQUITY_TYPES, { message: `equityType is one of ${EQUITY_TYPES.join(', ')}` }).optional(),
  equityUnits: amount('equityUnits').optional(),
  equityVesting: optionalText('equityVesting', 100),
  hireDate: isoDate('hireDate'),
  lastChangeDate: isoDate('lastChangeDate').optional(),
  managerId: optionalText('managerId', 100),
  performanceRating: optionalText('performanceRating', 40),
  gender: z.enum(PAYROLL_GENDERS, { message: `gender is one of ${PAYROLL_GENDERS.join(', ')}` }).optional(),
  fte: z.number({ error: 'fte must be a number' }).gt(0, 'fte must be above 0').max(1, 'fte must be at most 1').default(1),
});
export type CompaEmployeeBody = z.infer<typeof compaEmployeeBody>;
export type CompaEmployeeInput = z.input<typeof compaEmployeeBody>;

export const compaEmployeeResult = z.object({
  employee: compaEmployee,
  /** The version the employee belongs to and the band used. */
  version: compaVersion.extend({ countryCode: cc, currency }),
  asOf: z.string(),
});
export type CompaEmployeeResult = z.infer<typeof compaEmployeeResult>;

export const COMPA_FILE_TYPES = BENCHMARK_EXPORT_TYPES;
export const compaFileQuery = z.object({
  format: z.enum(BENCHMARK_EXPORT_FORMATS, { message: 'format must be csv or xlsx' }).default('csv'),
});
export const compaExportQuery = compaRosterQuery.omit({ groupBy: true, page: true }).extend(compaFileQuery.shape);

/** The multipart fields sent before the file (none yet; the band group is chosen when reading). */
export const COMPA_MAX_BYTES = PAYROLL_MAX_BYTES;

const compaRoutes = routesOf('compa', 'enterprise');

export const getCompaSample = compaRoutes.file('/compa/sample', {
  summary: 'A sample roster file with every column (CSV, or ?format=xlsx)',
  querystring: compaFileQuery,
  produces: [BENCHMARK_EXPORT_TYPES.csv, BENCHMARK_EXPORT_TYPES.xlsx],
});

export const getCompaRoster = compaRoutes.get('/compa/roster', compaRosterResult, {
  summary:
    "The workspace's roster (its latest employee dataset) with each employee against their band and the market; filters, views and the analyst's sort (any member)",
  querystring: compaRosterQuery,
});

export const uploadCompaRoster = compaRoutes.post('/compa/roster', compaRosterResult, {
  summary:
    "Adds a dated version of the workspace's roster from a CSV or XLSX (multipart `file`, at most 4 MB and 10,000 rows; workspace analysts and admins); a file with any bad row keeps nothing",
});

export const exportCompaRoster = compaRoutes.file('/compa/roster/export', {
  summary:
    'The roster with its figures as CSV or XLSX, with the filters and sort of GET /compa/roster (any member; gender only for analysts and admins)',
  querystring: compaExportQuery,
  produces: [BENCHMARK_EXPORT_TYPES.csv, BENCHMARK_EXPORT_TYPES.xlsx],
});

const onEmployee = compaRoutes.with({ params: idParam('id must be an employee id') });

export const getCompaEmployee = onEmployee.get('/compa/employees/:id', compaEmployeeResult, {
  summary: "One employee of the workspace's roster with their figures (any member)",
  querystring: z.object({ bandGroupId: id.optional() }),
});

export const addCompaEmployee = compaRoutes.post('/compa/employees', compaEmployeeResult, {
  summary: "Adds one employee to the workspace's latest roster version (workspace analysts and admins)",
  body: compaEmployeeBody,
});

export const editCompaEmployee = onEmployee.post('/compa/employees/:id', compaEmployeeResult, {
  summary: "Edits one employee of the workspace's latest roster version (workspace analysts and admins)",
  body: compaEmployeeBody,
});
