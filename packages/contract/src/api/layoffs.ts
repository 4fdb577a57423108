import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { isUsStateCode } from '../us-states.js';
import { pageOf } from './route.js';
import { countQuery, idParam, named, pageOf as listPage, routesOf, slug } from './schemas.js';

/**
 * Layoffs (SPEC §7 Layoff, §2.1 /layoffs): US WARN notices as the states publish them
 * (docs/decisions/042-warn-notice-identity.md), read by the /layoffs page and its notice pages.
 *
 * - `GET /layoff/map`: per US state, notices and jobs for the page's filters (state aside), and for a
 *   state without notices the reason, as data.
 * - `GET /layoff`: the notices, newest notice date first, paged at PAGE_SIZE, **with the trend by
 *   month for the same filters in the same answer** (one call draws the list and the chart; the
 *   trend does not depend on the page number).
 * - `GET /layoff/{id}`: one notice with its source row (the state's cells as published), file,
 *   date, licence and attribution.
 * - `GET /layoff/companies/{slug}`: a catalogue company's notice count (the company page's link).
 *
 * Jobs are counted once per layoff: a notice that an amendment amends counts through its latest
 * amendment only. The page's calls count against the daily search limit as one page view
 * (ADR 037): the key is the company the page shows notices of ("layoffs:" for all companies);
 * state, dates, closures and paging are filters of that page. A notice's page is a page of its own.
 */

/** An empty field of a GET form is an absent filter. */
const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written YYYY-MM-DD`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${field} is not a real day`);

const filterFields = {
  /** A company: a catalogue slug or name (resolved through the catalogue), also matched in the employer's name as the state wrote it. */
  company: blankless(z.string().trim().min(1).max(120, 'company must be at most 120 characters')),
  /** Notices dated on or after this day. */
  from: blankless(day('from')),
  /** Notices dated on or before this day. */
  to: blankless(day('to')),
  /** Only notices of a closure. */
  closures: blankless(z.enum(['1', 'true', 'on', '0', 'false'], { error: 'closures must be 1 or 0' })).transform(
    (v) => v === '1' || v === 'true' || v === 'on',
  ),
};

const stateField = blankless(
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isUsStateCode, 'state must be a US state code, such as CA'),
);

const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const datesInOrderError = { message: 'from must be on or before to', path: ['from'] };

export const LAYOFF_MEASURES = ['notices', 'jobs'] as const;
export type LayoffMeasure = (typeof LAYOFF_MEASURES)[number];

export const layoffMapQuery = z
  .object({
    measure: blankless(z.enum(LAYOFF_MEASURES, { error: 'measure must be notices or jobs' })).transform((v) => v ?? 'notices'),
    ...filterFields,
  })
  .refine(datesInOrder, datesInOrderError);

export const layoffListQuery = z
  .object({
    ...filterFields,
    state: stateField,
    page: countQuery('page', 100_000, 1),
  })
  .refine(datesInOrder, datesInOrderError);

/** The filters an answer was computed for, the company as typed and what it resolved to. */
export const layoffFilters = z.object({
  company: z.string().nullable(),
  /** The catalogue company the text resolved to; null when the resolver abstained (the employer text still matches). */
  resolvedCompany: named.nullable(),
  state: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  closures: z.boolean(),
});

/** Where a state's notices come from, and the credit to show beside any figure from them. */
export const layoffSource = z.object({
  state: z.string(),
  publisher: z.string(),
  file: z.string(),
  /** The day the file's notices run to (YYYY-MM-DD). */
  date: z.string(),
  licence: z.string(),
  credit: z.string(),
});
export type LayoffSource = z.infer<typeof layoffSource>;

export const layoffStateFigures = z.object({
  code: z.string(),
  name: z.string(),
  notices: z.number().int(),
  jobs: z.number().int(),
  /** Why the state has no figures ("No importer yet for this state's notices"); null when it has notices loaded. */
  noDataReason: z.string().nullable(),
});
export type LayoffStateFigures = z.infer<typeof layoffStateFigures>;

export const layoffMapData = z.object({
  measure: z.enum(LAYOFF_MEASURES),
  filters: layoffFilters,
  /** Every US state and DC, in code order. */
  states: z.array(layoffStateFigures),
  /** The largest value of the measure among the states (the colour scale's top). */
  max: z.number().int(),
  totals: z.object({ notices: z.number().int(), jobs: z.number().int() }),
  sources: z.array(layoffSource),
});
export type LayoffMap = z.infer<typeof layoffMapData>;

export const layoffNoticeRow = z.object({
  id: z.number().int(),
  /** The employer as the state wrote it (a site part included). */
  employer: z.string(),
  company: named.nullable(),
  site: z.string().nullable(),
  state: z.string(),
  city: z.string().nullable(),
  noticeDate: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  jobs: z.number().int().nullable(),
  closure: z.boolean().nullable(),
  temporary: z.boolean().nullable(),
  amendment: z.boolean(),
  /** The notice this one amends. */
  amendsId: z.number().int().nullable(),
  /** The latest amendment of this notice: its jobs are the ones counted. */
  amendedById: z.number().int().nullable(),
});
export type LayoffNoticeRow = z.infer<typeof layoffNoticeRow>;

export const layoffMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  notices: z.number().int(),
  jobs: z.number().int(),
});
export type LayoffMonth = z.infer<typeof layoffMonth>;

export const layoffListData = listPage(layoffNoticeRow).extend({
  filters: layoffFilters,
  totalPages: z.number().int(),
  totals: z.object({ notices: z.number().int(), jobs: z.number().int() }),
  /** Notices and jobs per month of notice date, oldest first, for the same filters (every page alike). */
  trend: z.array(layoffMonth),
  sources: z.array(layoffSource),
});
export type LayoffList = z.infer<typeof layoffListData>;

export const layoffNoticeData = layoffNoticeRow.extend({
  stateName: z.string(),
  county: z.string().nullable(),
  address: z.string().nullable(),
  receivedDate: z.string().nullable(),
  /** The state's own number for the notice, when its file gives one. */
  stateRef: z.string().nullable(),
  /** Values the importer distrusted (`effective_date:implausible`): kept, and said. */
  flags: z.array(z.string()),
  /** The row as the state published it: its cells by the file's header names. */
  sourceRow: z.array(z.object({ column: z.string(), value: z.string() })),
  source: layoffSource,
});
export type LayoffNotice = z.infer<typeof layoffNoticeData>;

export const companyLayoffsData = z.object({
  company: named,
  notices: z.number().int(),
  jobs: z.number().int(),
  latestNoticeDate: z.string().nullable(),
});
export type CompanyLayoffs = z.infer<typeof companyLayoffsData>;

const layoffRoutes = routesOf('layoffs', 'public');
/** The /layoffs page's calls: one page view per company shown, whatever the filters (ADR 037). */
const layoffsPage = layoffRoutes.with({ quota: 'search', searchPage: pageOf('layoffs', 'company') });

export const getLayoffMap = layoffsPage.get('/layoff/map', layoffMapData, {
  summary: 'Per US state, WARN notices and jobs for the filters, and the reason a state has none',
  querystring: layoffMapQuery,
});

export const listLayoffs = layoffsPage.get('/layoff', layoffListData, {
  summary: 'WARN notices, newest first, paged at 10, with the trend by month for the same filters',
  querystring: layoffListQuery,
});

export const NOTICE_ID_MESSAGE = 'id must be a notice number';

export const getLayoffNotice = layoffRoutes.get('/layoff/:id', layoffNoticeData, {
  quota: 'search',
  searchPage: pageOf('layoff', 'id'),
  summary: 'One WARN notice with its source row, file, date and attribution',
  params: idParam(NOTICE_ID_MESSAGE),
});

export const getCompanyLayoffs = layoffRoutes.get('/layoff/companies/:slug', companyLayoffsData, {
  // A count and a link, like a company's ratings summary: the notices themselves are behind the quota.
  summary: "A catalogue company's WARN notices: how many, jobs, the latest notice date",
  params: z.object({ slug: slug('slug') }),
});

export const LAYOFF_PAGE_SIZE = PAGE_SIZE;
