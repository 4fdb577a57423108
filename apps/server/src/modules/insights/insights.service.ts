import {
  AppError,
  COMPANY_TYPE_LABELS,
  ERROR_CODES,
  api,
  standardLevelName,
  titleSlug,
  tooFewRecords,
  type Region,
} from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { z } from 'zod';
import type { Cache } from '../../lib/cache.js';
import { findCompanyBySlug, findLocationBySlug, findTitleBySlug } from '../salary/salary.service.js';
import {
  companyLeaderboard,
  industryBreakdown,
  industryMedians,
  industryNames,
  monthlyMedians,
  newestRecords,
  reportGroups,
  reportSummary,
  type ReportSlice,
} from './insights.queries.js';
import { findReports, reportById, type SalaryReportDef } from './salary-reports.js';
import { autoInterval, quarterWindow } from './trends.rules.js';

export interface InsightsDeps {
  db: Db;
  /** Groups with fewer records are never shown (privacy). */
  minSlice: number;
  now: () => Date;
  /** Results by call and input (caches.ts). */
  cache: Cache<unknown>;
}

type TrendsQuery = z.infer<typeof api.salaryTrendsQuery>;
type LeaderboardQuery = z.infer<typeof api.salaryLeaderboardQuery>;
type FeedQuery = z.infer<typeof api.getSalaryFeed.querystring>;

const TOP_COMPANIES = 50;
const TOP_TITLES = 10;

const currencyOf = (cc: Region): 'INR' | 'USD' => (cc === 'in' ? 'INR' : 'USD');
const money = (v: number | string) => Math.round(Number(v));
const notEnough = tooFewRecords;

const cached = <T>(deps: InsightsDeps, key: unknown[], load: () => Promise<T>): Promise<T> =>
  deps.cache.get(JSON.stringify(key), load) as Promise<T>;

/** The last `count` calendar months up to and including the month of `now`, oldest first (YYYY-MM). */
export function monthWindow(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - count + 1 + i, 1)).toISOString().slice(0, 7));
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 1)).toISOString().slice(0, 10);
};

/**
 * GET /salary-trends: count and median total by month (or quarter); a point under MIN_SLICE
 * records has both null, so no figure ever stands for fewer people.
 */
export async function getSalaryTrends(deps: InsightsDeps, query: TrendsQuery): Promise<api.SalaryTrends> {
  const key = ['trends', query.cc, query.title ?? null, query.company ?? null, query.location ?? null, query.months, query.interval];
  return cached(deps, key, async () => {
    const title = query.title ? await findTitleBySlug(deps.db, query.title) : null;
    if (query.title && !title) throw new AppError(404, `No salaries found for "${query.title}"`, ERROR_CODES.unknownSlice);
    const company = query.company ? await findCompanyBySlug(deps.db, query.company) : null;
    if (query.company && !company) throw new AppError(404, `No salaries found for "${query.company}"`, ERROR_CODES.unknownSlice);
    const location = query.location ? await findLocationBySlug(deps.db, query.location, query.cc) : null;
    if (query.location && !location) throw new AppError(404, `No salaries found in "${query.location}"`, ERROR_CODES.unknownSlice);

    const window = monthWindow(deps.now(), query.months);
    const points = async (interval: 'month' | 'quarter') => {
      const keys = interval === 'month' ? window : quarterWindow(window);
      const rows = await monthlyMedians(deps.db, {
        countryCode: query.cc,
        titleId: title?.id ?? null,
        companyId: company?.id ?? null,
        locationId: location?.id ?? null,
        since: `${keys[0]}-01`,
        until: nextMonth(window.at(-1)!),
        monthsPerPoint: interval === 'month' ? 1 : 3,
      });
      const byMonth = new Map(rows.map((r) => [r.month, r]));
      return keys.map((month) => {
        const row = byMonth.get(month);
        return row && Number(row.n) >= deps.minSlice
          ? { month, count: Number(row.n), median: money(row.p50) }
          : { month, count: null, median: null };
      });
    };
    let interval: 'month' | 'quarter' = query.interval === 'quarter' ? 'quarter' : 'month';
    let months = await points(interval);
    if (query.interval === 'auto' && autoInterval(months) === 'quarter') {
      interval = 'quarter';
      months = await points(interval);
    }
    const shown = months.filter((m) => m.median !== null);
    const first = shown[0];
    const last = shown.at(-1);
    const change =
      first && last && shown.length >= 2
        ? { from: first.month, to: last.month, percent: Math.round(((last.median! - first.median!) / first.median!) * 1000) / 10 }
        : null;
    return {
      countryCode: query.cc,
      currency: currencyOf(query.cc),
      title: title ? { name: title.name, slug: title.slug } : null,
      company: company ? { name: company.name, slug: company.slug } : null,
      location: location ? { name: location.city, slug: location.slug } : null,
      interval,
      months,
      change,
    };
  });
}

/** GET /leaderboard/salary: companies with at least MIN_SLICE records of the title, by median total. */
export async function getSalaryLeaderboard(deps: InsightsDeps, query: LeaderboardQuery): Promise<api.SalaryLeaderboard> {
  return cached(deps, ['leaderboard', query.cc, query.title, query.level ?? null, query.limit], async () => {
    const title = await findTitleBySlug(deps.db, query.title);
    if (!title) throw new AppError(404, `No salaries found for "${query.title}"`, ERROR_CODES.unknownSlice);
    const level = query.level ?? null;
    const rows = await companyLeaderboard(deps.db, {
      countryCode: query.cc,
      titleId: title.id,
      standardLevel: level,
      minSlice: deps.minSlice,
      limit: query.limit,
    });
    const filter = level === null ? '' : `?rosettaLevel=${level}`;
    return {
      countryCode: query.cc,
      currency: currencyOf(query.cc),
      title: { name: title.name, slug: title.slug },
      level: level === null ? null : { level, name: standardLevelName(level) },
      asOf: rows.length
        ? {
            from: rows.map((r) => r.first_date).reduce((a, b) => (a < b ? a : b)),
            to: rows.map((r) => r.last_date).reduce((a, b) => (a > b ? a : b)),
          }
        : null,
      rows: rows.map((r, i) => ({
        rank: i + 1,
        company: { name: r.name, slug: r.slug, type: r.type },
        count: Number(r.n),
        totalP25: money(r.total_p[0]!),
        totalP50: money(r.total_p[1]!),
        totalP75: money(r.total_p[2]!),
        baseP50: money(r.base_p50),
        path: `/${query.cc}/salary/${r.slug}--${title.slug}${filter}`,
      })),
      isDemo: rows.some((r) => Number(r.demo_n) > 0),
    };
  });
}

/**
 * GET /{cc}/salary/navigator/industry: every industry of the region with enough records; with q
 * (an industry's name or slug, any case) also that industry's companies and top titles.
 */
export async function getIndustryNavigator(deps: InsightsDeps, cc: Region, q: string | undefined): Promise<api.IndustryNavigator> {
  const wanted = q?.trim().toLowerCase();
  const detail = wanted
    ? await cached(deps, ['industry', cc, wanted], async () => {
        const name = (await industryNames(deps.db)).find((n) => n.toLowerCase() === wanted || titleSlug(n) === wanted);
        if (!name) throw new AppError(404, `No industry matches "${q!.trim()}"`, ERROR_CODES.unknownSlice);
        const rows = await industryBreakdown(deps.db, cc, name, deps.minSlice);
        const all = rows.find((r) => r.kind === 'all');
        if (!all || Number(all.n) < deps.minSlice) throw notEnough(deps.minSlice);
        const of = (kind: 'company' | 'title') =>
          rows
            .filter((r) => r.kind === kind)
            .map((r) => ({ name: r.name!, slug: r.slug!, type: r.type ?? 'other', count: Number(r.n), median: money(r.p50) }));
        const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
        return {
          industry: { name, slug: titleSlug(name), count: Number(all.n), median: money(all.p50) },
          companies: of('company')
            .sort((a, b) => b.median - a.median || b.count - a.count || bySlug(a, b))
            .slice(0, TOP_COMPANIES),
          topTitles: of('title')
            .sort((a, b) => b.count - a.count || b.median - a.median || bySlug(a, b))
            .slice(0, TOP_TITLES)
            .map(({ name: title, slug, count, median }) => ({ name: title, slug, count, median, path: `/${cc}/salary/${slug}` })),
        };
      })
    : { industry: null, companies: [], topTitles: [] };
  const industries = await cached(deps, ['industries', cc], async () =>
    (await industryMedians(deps.db, cc, deps.minSlice)).map((r) => ({
      name: r.name,
      slug: titleSlug(r.name),
      count: Number(r.n),
      median: money(r.p50),
    })),
  );
  return { countryCode: cc, currency: currencyOf(cc), industries, ...detail };
}

const sliceOf = (r: SalaryReportDef): ReportSlice => ({
  countryCode: r.region,
  titleSlug: r.slice.title,
  companyTypes: r.slice.companyTypes ?? null,
  companySlugs: r.slice.companies ?? null,
  levels: r.slice.levels ?? null,
  year: r.slice.year ?? null,
});

/** A report's count, median and dates; null under MIN_SLICE. */
async function reportHeadline(deps: InsightsDeps, report: SalaryReportDef) {
  return cached(deps, ['report', report.id], async () => {
    const row = await reportSummary(deps.db, sliceOf(report));
    return Number(row.n) >= deps.minSlice && row.p50 !== null
      ? { headline: { count: Number(row.n), median: money(row.p50) }, dateRange: { from: row.first_date!, to: row.last_date! } }
      : null;
  });
}

const reportSummaryOf = (report: SalaryReportDef, figures: Awaited<ReturnType<typeof reportHeadline>>): api.SalaryReportSummary => ({
  id: report.id,
  title: report.title,
  summary: report.summary,
  region: report.region,
  currency: currencyOf(report.region),
  headline: figures?.headline ?? null,
});

/** GET /salary-reports: the reports matching `query`, each with its headline figure. */
export async function listSalaryReports(deps: InsightsDeps, query: string): Promise<api.SalaryReportSummary[]> {
  const reports = findReports(query);
  const figures = await Promise.all(reports.map((r) => reportHeadline(deps, r)));
  return reports.map((r, i) => reportSummaryOf(r, figures[i]!));
}

/** GET /salary-reports/{id}/config: the report's definition and its figures by company type and level. */
export async function getSalaryReportConfig(deps: InsightsDeps, id: string): Promise<api.SalaryReportConfig> {
  const report = reportById(id);
  if (!report) throw new AppError(404, `No salary report "${id}"`, ERROR_CODES.unknownSlice);
  const [figures, sections] = await Promise.all([
    reportHeadline(deps, report),
    cached(deps, ['report-sections', report.id], async () => {
      const slice = sliceOf(report);
      const [byType, byLevel] = await Promise.all([
        reportGroups(deps.db, slice, 'type', deps.minSlice),
        reportGroups(deps.db, slice, 'level', deps.minSlice),
      ]);
      const group = (rows: typeof byType, label: (key: string) => string) =>
        rows.map((r) => ({
          key: String(r.key),
          label: label(String(r.key)),
          count: Number(r.n),
          p25: money(r.p[0]!),
          p50: money(r.p[1]!),
          p75: money(r.p[2]!),
        }));
      return {
        byCompanyType: group(byType, (key) => COMPANY_TYPE_LABELS[key as keyof typeof COMPANY_TYPE_LABELS] ?? key),
        byLevel: group(byLevel, (key) => standardLevelName(Number(key))),
      };
    }),
  ]);
  return {
    ...reportSummaryOf(report, figures),
    slice: {
      title: report.slice.title,
      companyTypes: report.slice.companyTypes ? [...report.slice.companyTypes] : null,
      companies: report.slice.companies ? [...report.slice.companies] : null,
      levels: report.slice.levels ?? null,
      year: report.slice.year ?? null,
    },
    dateRange: figures?.dateRange ?? null,
    sections,
  };
}

/**
 * GET /feed/user: a page of the region's newest records, anonymised (month only, no id). The
 * newest FEED_MAX_PAGES pages are read in one query and cached per region.
 */
export async function getSalaryFeed(deps: InsightsDeps, query: FeedQuery): Promise<api.SalaryFeed> {
  const pageSize = api.FEED_PAGE_SIZE;
  const items = await cached(deps, ['feed', query.region], async () =>
    (await newestRecords(deps.db, { countryCode: query.region, minSlice: deps.minSlice, limit: pageSize * api.FEED_MAX_PAGES })).map(
      (r) => ({
        company: r.company,
        title: r.title,
        level: r.level === null ? null : standardLevelName(Number(r.level)),
        city: r.city,
        total: money(r.total),
        month: r.month,
      }),
    ),
  );
  const from = (query.page - 1) * pageSize;
  return {
    region: query.region,
    currency: currencyOf(query.region),
    page: query.page,
    pageSize,
    hasMore: items.length > from + pageSize,
    items: items.slice(from, from + pageSize),
  };
}
