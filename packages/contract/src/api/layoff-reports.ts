import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { NOTICE_ID_MESSAGE } from './layoffs.js';
import { pageOf } from './route.js';
import { countQuery, idParam, named, pageOf as listPage, routesOf, serialId } from './schemas.js';

/**
 * What members add to layoffs (SPEC §7 Layoff; docs/decisions/046-layoff-member-reports.md).
 *
 * Titles affected by a WARN notice:
 * - `GET /layoff/{id}/titles`: the catalogue titles members reported, each with its count only when
 *   MIN_SLICE members reported it; the reports of titles under the floor are counted together
 *   (`hiddenReports`), never named.
 * - `POST /layoff/{id}/titles`: a member says the notice laid them off, with their title (resolved
 *   through the catalogue). One report per member and notice: posting again replaces it.
 *
 * India has no WARN: members report layoffs there, held for an admin's review.
 * - `POST /layoff/reports`: company, month, people laid off, an https source link, a note.
 * - `GET /layoff/reports?cc=in`: the approved reports, newest month first, paged at 10, filtered by
 *   company and month. Shown as "Member reports, moderated", never mixed into WARN figures. It counts
 *   against the daily search limit as the /layoffs page for that company (ADR 037).
 * - `GET /layoff/reports/queue` and `POST /layoff/reports/{id}/review` (admins): the reports waiting,
 *   oldest first; approve, or reject with a reason.
 */

// ---- Titles affected ----------------------------------------------------------------------------

export const layoffTitlesBody = z
  .object({
    title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(120, 'title must be at most 120 characters'),
  })
  .strict();
export type LayoffTitlesBody = z.infer<typeof layoffTitlesBody>;

export const layoffTitlesData = z.object({
  noticeId: z.number().int(),
  /** Titles reported by MIN_SLICE members or more, most reported first. */
  titles: z.array(z.object({ title: named, count: z.number().int() })),
  /** Reports whose title is under the floor: counted, never named. */
  hiddenReports: z.number().int(),
  /** Every report on this notice. */
  reports: z.number().int(),
  minSlice: z.number().int(),
  /** The signed-in member's own report's title; null when they have none (or are signed out). */
  mine: named.nullable(),
});
export type LayoffTitles = z.infer<typeof layoffTitlesData>;

// ---- India layoff reports -----------------------------------------------------------------------

/** Countries whose layoffs members report (those without WARN notices). */
export const LAYOFF_REPORT_COUNTRIES = ['in'] as const;
export const MAX_LAYOFF_NOTE = 500;
export const MAX_LAYOFF_PEOPLE = 1_000_000;
export const MAX_LAYOFF_REVIEW_REASON = 300;
/** Reports one member may have waiting for review at once. */
export const MAX_PENDING_LAYOFF_REPORTS = 5;
/** The earliest month a report may be about. */
export const FIRST_LAYOFF_REPORT_MONTH = '2000-01';

/** An empty field of a form is an absent value. */
const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const monthField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${field} must be a month written YYYY-MM`);

const companyText = z.string().trim().min(1, 'company is required').max(120, 'company must be at most 120 characters');

export const layoffReportBody = z
  .object({
    countryCode: z.enum(LAYOFF_REPORT_COUNTRIES, { error: 'countryCode must be in: only India has member reports' }).default('in'),
    company: z.string({ error: 'company is required' }).pipe(companyText),
    month: monthField('month'),
    people: z.coerce
      .number({ error: 'people must be a number' })
      .int('people must be a whole number')
      .min(1, 'people must be at least 1')
      .max(MAX_LAYOFF_PEOPLE, `people must be at most ${MAX_LAYOFF_PEOPLE.toLocaleString('en-US')}`),
    sourceUrl: z
      .string({ error: 'sourceUrl is required' })
      .trim()
      .min(1, 'sourceUrl is required')
      .max(500, 'sourceUrl must be at most 500 characters')
      .refine((v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
        } catch {
          return false;
        }
      }, 'sourceUrl must be a link starting with https://'),
    note: blankless(z.string().trim().max(MAX_LAYOFF_NOTE, `note must be at most ${MAX_LAYOFF_NOTE} characters`)),
  })
  .strict();
export type LayoffReportBody = z.infer<typeof layoffReportBody>;

export const LAYOFF_REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const layoffReportRow = z.object({
  id: z.number().int(),
  countryCode: z.enum(LAYOFF_REPORT_COUNTRIES),
  /** The company as the member typed it. */
  companyName: z.string(),
  /** The catalogue company it resolved to; null when the resolver abstained. */
  company: named.nullable(),
  month: z.string(),
  people: z.number().int(),
  sourceUrl: z.string(),
  note: z.string().nullable(),
});
export type LayoffReportRow = z.infer<typeof layoffReportRow>;

export const myLayoffReport = layoffReportRow.extend({
  status: z.enum(LAYOFF_REPORT_STATUSES),
  reviewReason: z.string().nullable(),
  createdAt: z.string(),
});
export type MyLayoffReport = z.infer<typeof myLayoffReport>;

export const layoffReportsQuery = z.object({
  cc: blankless(z.enum(LAYOFF_REPORT_COUNTRIES, { error: 'cc must be in: only India has member reports' })).transform((v) => v ?? 'in'),
  /** A catalogue slug or name (resolved), also matched in the company as members typed it. */
  company: blankless(z.string().trim().min(1).max(120, 'company must be at most 120 characters')),
  month: blankless(monthField('month')),
  page: countQuery('page', 100_000, 1),
});

export const layoffReportsData = listPage(layoffReportRow).extend({
  cc: z.enum(LAYOFF_REPORT_COUNTRIES),
  filters: z.object({ company: z.string().nullable(), resolvedCompany: named.nullable(), month: z.string().nullable() }),
  totalPages: z.number().int(),
  /** People laid off in all the approved reports matching the filters. */
  people: z.number().int(),
  /** Always "Member reports, moderated": these are not official notices. */
  label: z.literal('Member reports, moderated'),
});
export type LayoffReports = z.infer<typeof layoffReportsData>;

export const pendingLayoffReport = layoffReportRow.extend({
  createdAt: z.string(),
  member: z.object({ email: z.string() }),
});
export type PendingLayoffReport = z.infer<typeof pendingLayoffReport>;

export const reviewLayoffReportBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    reason: blankless(z.string().trim().max(MAX_LAYOFF_REVIEW_REASON, `reason must be at most ${MAX_LAYOFF_REVIEW_REASON} characters`)),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || (b.reason !== undefined && b.reason.length > 0), {
    message: 'reason is required to reject',
    path: ['reason'],
  });

export const LAYOFF_REPORT_ID_MESSAGE = 'id must be a report number';

const layoffRoutes = routesOf('layoffs', 'public');
const memberRoutes = routesOf('layoffs', 'member');
const adminRoutes = routesOf('layoffs', 'admin');

export const getLayoffTitles = layoffRoutes.get('/layoff/:id/titles', layoffTitlesData, {
  // Part of the notice's page: the same page key, so it counts once with the notice.
  quota: 'search',
  searchPage: pageOf('layoff', 'id'),
  summary: 'The titles members reported a WARN notice laid off, each from MIN_SLICE reports, and how many reports are under the floor',
  params: idParam(NOTICE_ID_MESSAGE),
});

export const reportLayoffTitle = memberRoutes.post('/layoff/:id/titles', layoffTitlesData, {
  summary: 'Reports that this notice laid the member off, with their title (one per member and notice: again replaces it)',
  params: idParam(NOTICE_ID_MESSAGE),
  body: layoffTitlesBody,
});

export const listLayoffReports = layoffRoutes.get('/layoff/reports', layoffReportsData, {
  quota: 'search',
  searchPage: pageOf('layoffs', 'company'),
  summary: "Members' layoff reports of a country without WARN notices (India), approved by an admin, newest month first, paged at 10",
  querystring: layoffReportsQuery,
});

export const createLayoffReport = memberRoutes.post('/layoff/reports', myLayoffReport, {
  summary: 'Reports a layoff in India (company, month, people, an https source link, a note), held for review',
  body: layoffReportBody,
});

export const listMyLayoffReports = memberRoutes.list('/layoff/reports/mine', 'reports', myLayoffReport, {
  summary: "The member's own layoff reports, newest first, with their review status and reason",
});

export const listLayoffReportQueue = adminRoutes.list('/layoff/reports/queue', 'reports', pendingLayoffReport, {
  summary: "Admins: members' layoff reports waiting for review, oldest first, with the member's email",
});

export const reviewLayoffReport = adminRoutes.post(
  '/layoff/reports/:id/review',
  z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) }),
  {
    summary: 'Admins: approve a layoff report (it is shown) or reject it with a reason (the member sees it)',
    params: z.object({ id: serialId(LAYOFF_REPORT_ID_MESSAGE) }),
    body: reviewLayoffReportBody,
  },
);

export const LAYOFF_REPORTS_PAGE_SIZE = PAGE_SIZE;
