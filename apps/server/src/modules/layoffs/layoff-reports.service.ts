import { AppError, api, badRequest, notFound, type RoutePart, type SessionUser } from '@paysight/contract';
import { layoffReports, type Db } from '@paysight/db';
import { pendingCountOf, reviewPendingReport } from '../../lib/moderated-reports.js';
import { resolveCompany, resolveTitle } from '../catalog/catalog.service.js';
import {
  approvedReportTotals,
  approvedReportsPage,
  insertReport,
  ownTitle,
  pendingReports,
  reportsOf,
  titleCounts,
  upsertTitleReport,
  type ReportFilter,
  type ReportWithCompany,
} from './layoff-reports.queries.js';
import { noticeById } from './layoffs.queries.js';

/**
 * What members add to layoffs (contract: packages/contract/src/api/layoff-reports.ts; ADR 046):
 * the titles a WARN notice laid off, under the privacy floor, and India's layoffs as members report
 * them, shown only once an admin approved them and always labelled as member reports.
 */

export interface LayoffReportsDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
}

/** The admin queue shows at most this many reports at once (the oldest). */
const QUEUE_LIMIT = 200;
/** A member's own list: their latest reports. */
const MINE_LIMIT = 50;
export const REPORTS_LABEL = 'Member reports, moderated' as const;

// ---- Titles affected ----------------------------------------------------------------------------

async function noticeOr404(db: Db, id: number) {
  const notice = await noticeById(db, id);
  if (!notice) throw notFound(`No WARN notice ${id}`);
  return notice;
}

async function titlesOf(deps: LayoffReportsDeps, noticeId: number, user: SessionUser | null): Promise<api.LayoffTitles> {
  const rows = await titleCounts(deps.db, noticeId);
  const shown = rows.filter((r) => r.count >= deps.minSlice);
  const reports = rows.reduce((n, r) => n + r.count, 0);
  return {
    noticeId,
    titles: shown.map((r) => ({ title: { name: r.name, slug: r.slug }, count: r.count })),
    hiddenReports: reports - shown.reduce((n, r) => n + r.count, 0),
    reports,
    minSlice: deps.minSlice,
    mine: user ? await ownTitle(deps.db, user.id, noticeId) : null,
  };
}

/** GET /layoff/{id}/titles: each title from MIN_SLICE reports; the rest counted together, never named. */
export async function layoffTitles(deps: LayoffReportsDeps, id: number, user: SessionUser | null) {
  await noticeOr404(deps.db, id);
  return titlesOf(deps, id, user);
}

/** POST /layoff/{id}/titles: the member's title for the notice (again replaces it), resolved to the catalogue. */
export async function reportLayoffTitle(
  deps: LayoffReportsDeps,
  user: SessionUser,
  id: number,
  body: RoutePart<typeof api.reportLayoffTitle, 'body'>,
) {
  await noticeOr404(deps.db, id);
  const title = await resolveTitle(deps.db, body.title);
  if (!title) throw badRequest(`We do not know the title "${body.title}": pick one from the list, such as Software Engineer`);
  await upsertTitleReport(deps.db, user.id, id, title.id, deps.now());
  return titlesOf(deps, id, user);
}

// ---- India reports ------------------------------------------------------------------------------

const rowOf = ({ report: r, companySlug, companyDisplayName }: ReportWithCompany): api.LayoffReportRow => ({
  id: r.id,
  countryCode: r.countryCode,
  companyName: r.companyName,
  company: companySlug && companyDisplayName ? { name: companyDisplayName, slug: companySlug } : null,
  month: r.month,
  people: r.people,
  sourceUrl: r.sourceUrl,
  note: r.note,
});

const mineOf = (row: ReportWithCompany): api.MyLayoffReport => ({
  ...rowOf(row),
  status: row.report.status,
  reviewReason: row.report.reviewReason,
  createdAt: row.report.createdAt.toISOString(),
});

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** GET /layoff/reports: approved reports only, newest month first, paged at 10. */
export async function listLayoffReports(
  deps: LayoffReportsDeps,
  q: RoutePart<typeof api.listLayoffReports, 'querystring'>,
): Promise<api.LayoffReports> {
  const resolved = q.company ? await resolveCompany(deps.db, q.company) : null;
  const filter: ReportFilter = {
    countryCode: q.cc,
    companyId: resolved?.id ?? null,
    companyText: q.company ?? null,
    month: q.month ?? null,
  };
  const size = api.LAYOFF_REPORTS_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    approvedReportsPage(deps.db, filter, size, (q.page - 1) * size),
    approvedReportTotals(deps.db, filter),
  ]);
  return {
    items: rows.map(rowOf),
    total: totals.reports,
    page: q.page,
    pageSize: size,
    totalPages: Math.max(1, Math.ceil(totals.reports / size)),
    people: totals.people,
    cc: q.cc,
    filters: {
      company: q.company ?? null,
      resolvedCompany: resolved ? { name: resolved.name, slug: resolved.slug } : null,
      month: filter.month,
    },
    label: REPORTS_LABEL,
  };
}

/** POST /layoff/reports: held for review; the company resolved through the catalogue when it can be. */
export async function createLayoffReport(deps: LayoffReportsDeps, user: SessionUser, body: api.LayoffReportBody) {
  const now = deps.now();
  if (body.month > monthOf(now)) throw badRequest('month must not be in the future');
  if (body.month < api.FIRST_LAYOFF_REPORT_MONTH) throw badRequest(`month must be ${api.FIRST_LAYOFF_REPORT_MONTH} or later`);
  if ((await pendingCountOf(deps.db, layoffReports, user.id)) >= api.MAX_PENDING_LAYOFF_REPORTS)
    throw new AppError(
      409,
      `You already have ${api.MAX_PENDING_LAYOFF_REPORTS} reports waiting for review: please wait until an admin has reviewed them`,
    );
  const company = await resolveCompany(deps.db, body.company);
  const report = await insertReport(deps.db, {
    userId: user.id,
    countryCode: body.countryCode,
    companyId: company?.id ?? null,
    companyName: company && company.slug === body.company ? company.name : body.company,
    month: body.month,
    people: body.people,
    sourceUrl: body.sourceUrl,
    note: body.note ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return mineOf({ report, companySlug: company?.slug ?? null, companyDisplayName: company?.name ?? null });
}

/** GET /layoff/reports/mine: the member's own reports with their review status. */
export async function myLayoffReports(deps: LayoffReportsDeps, user: SessionUser) {
  return { reports: (await reportsOf(deps.db, user.id, MINE_LIMIT)).map(mineOf) };
}

/** GET /layoff/reports/queue (admins only, declared on the route): pending reports, oldest first. */
export async function layoffReportQueue(deps: LayoffReportsDeps) {
  const rows = await pendingReports(deps.db, QUEUE_LIMIT);
  return {
    reports: rows.map((row) => ({ ...rowOf(row), createdAt: row.report.createdAt.toISOString(), member: { email: row.email } })),
  };
}

/** POST /layoff/reports/{id}/review (admins only, declared on the route): approve, or reject with a reason. */
export async function reviewLayoffReport(
  deps: LayoffReportsDeps,
  admin: SessionUser,
  id: number,
  body: RoutePart<typeof api.reviewLayoffReport, 'body'>,
) {
  return reviewPendingReport(deps.db, layoffReports, 'layoff report', id, admin, body, deps.now());
}
