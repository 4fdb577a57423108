import { AppError, ERROR_CODES, standardLevelName, tooFewRecords, type api, type ExperienceBracket, type Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { z } from 'zod';
import type { Cache } from '../../lib/cache.js';
import {
  findCompanyBySlug,
  findLocationBySlug,
  findTitleBySlug,
  sliceGroups,
  sliceCompanyLevels,
  sliceHistogram,
  sliceRecords,
  sliceSummary,
  type GroupRow,
  type SliceFilter,
} from './salary.queries.js';
import { findSkillBySlug } from './explore.queries.js';

export interface SalaryDeps {
  db: Db;
  /** Slices with fewer records are never shown, at any depth (privacy). */
  minSlice: number;
  /** Rupees per US dollar, and the date of that rate. */
  fx: { usdInr: number; asOf: string };
  now: () => Date;
  /** The stats answers (caches.ts). */
  cache: Cache<api.SalaryStats>;
  /** The explore answers: levels, titles, lists, resolve, compare (caches.ts). */
  exploreCache: Cache<unknown>;
}

type StatsQuery = z.infer<typeof api.salaryStatsQuery>;

const PAGE_SIZE = 10;
const HISTOGRAM_BINS = 12;
/** The skill filter offers the slice's most common skills, not the whole catalogue. */
const SKILL_CHOICES = 12;
/** Years of experience each bracket of the filter covers (null: no upper end). */
export const EXPERIENCE_RANGE: Record<ExperienceBracket, { min: number; max: number | null }> = {
  '0-1': { min: 0, max: 1 },
  '2-4': { min: 2, max: 4 },
  '5-7': { min: 5, max: 7 },
  '8-10': { min: 8, max: 10 },
  '11-15': { min: 11, max: 15 },
  '16+': { min: 16, max: null },
};

/** "{company}--{title}" or "{title}". */
export function parseSalaryQuery(q: string): { companySlug: string | null; titleSlug: string } {
  const parts = q.split('--');
  if (parts.length === 1) return { companySlug: null, titleSlug: parts[0]! };
  if (parts.length === 2 && parts[0] && parts[1]) return { companySlug: parts[0], titleSlug: parts[1] };
  throw new AppError(400, 'q must be {title} or {company}--{title}');
}

/**
 * How far to trust a figure: enough records, and recent ones. High: at least 100 records with
 * the newest within 6 months; Medium: at least 20 within 12 months; Low otherwise.
 */
export function confidenceOf(count: number, lastDate: string, now: Date): { label: 'High' | 'Medium' | 'Low'; reason: string } {
  const last = new Date(`${lastDate}T00:00:00Z`);
  const monthsOld = (now.getTime() - last.getTime()) / (30.44 * 86_400_000);
  // "This month" only for a record of the current calendar month: a record of 31 October read on
  // 28 November is a month old, though fewer than 30 days.
  const calendarMonths = (now.getUTCFullYear() - last.getUTCFullYear()) * 12 + now.getUTCMonth() - last.getUTCMonth();
  const months = Math.max(1, Math.round(monthsOld));
  const recency = calendarMonths <= 0 ? 'this month' : `${months} ${months === 1 ? 'month' : 'months'} ago`;
  // Counts read as on the page beside them: "5,225 records", "1 record".
  const records = `${count.toLocaleString('en-US')} ${count === 1 ? 'record' : 'records'}`;
  if (count >= 100 && monthsOld <= 6) return { label: 'High', reason: `${records}, newest ${recency}` };
  if (count >= 20 && monthsOld <= 12) return { label: 'Medium', reason: `${records}, newest ${recency}` };
  return { label: 'Low', reason: `only ${records}${monthsOld > 12 ? `, newest ${recency}` : ''}` };
}

/** The date `months` before `now` (YYYY-MM-DD): where a dateOffset window starts. */
export function monthsBefore(now: Date, months: number) {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

export const currencyOf = (cc: Region): 'INR' | 'USD' => (cc === 'in' ? 'INR' : 'USD');

/**
 * Amounts recorded in `from`'s currency, shown in `to`'s: the configured rate (and its date) when
 * the two differ, 1 otherwise. `money` rounds to the currency's unit.
 */
export function moneyConverter(fx: SalaryDeps['fx'], from: Region, to: Region) {
  const source = currencyOf(from);
  const currency = currencyOf(to);
  const rate = currency === source ? 1 : source === 'INR' ? 1 / fx.usdInr : fx.usdInr;
  return {
    currency,
    rate,
    conversion: currency === source ? null : { from: source, to: currency, rate, asOf: fx.asOf },
    money: (v: number) => Math.round(Number(v) * rate),
  };
}

/** p10…p90 and the mean from a summary's percentile array; null when fewer than MIN_SLICE report it. */
export function percentilesOf(p: number[] | null, mean: number | null, count: number, minSlice: number, money: (v: number) => number) {
  return p && count >= minSlice
    ? { count, p10: money(p[0]!), p25: money(p[1]!), p50: money(p[2]!), p75: money(p[3]!), p90: money(p[4]!), mean: money(mean ?? 0) }
    : null;
}

export type SliceFilters = Pick<StatsQuery, 'dateOffset' | 'rosettaLevel' | 'location' | 'yoe' | 'skill'>;

/** A "{company}--{title}" or "{title}" query and the stats call's filters, resolved to ids; unknown slugs are a 404. */
export async function resolveSlice(deps: Pick<SalaryDeps, 'db' | 'now'>, cc: Region, q: string, query: SliceFilters) {
  const { companySlug, titleSlug } = parseSalaryQuery(q);
  const title = await findTitleBySlug(deps.db, titleSlug);
  if (!title) throw new AppError(404, `No salaries found for "${titleSlug}"`, ERROR_CODES.unknownSlice);
  const company = companySlug ? await findCompanyBySlug(deps.db, companySlug) : null;
  if (companySlug && !company) throw new AppError(404, `No salaries found for "${companySlug}"`, ERROR_CODES.unknownSlice);
  const location = query.location ? await findLocationBySlug(deps.db, query.location, cc) : null;
  if (query.location && !location) throw new AppError(404, `No salaries found in "${query.location}"`, ERROR_CODES.unknownSlice);
  const skill = query.skill ? await findSkillBySlug(deps.db, query.skill) : null;
  if (query.skill && !skill) throw new AppError(404, `No salaries found with the skill "${query.skill}"`, ERROR_CODES.unknownSlice);
  const filter: SliceFilter = {
    countryCode: cc,
    titleId: title.id,
    companyId: company?.id ?? null,
    sinceDate: query.dateOffset ? monthsBefore(deps.now(), query.dateOffset) : null,
    standardLevel: query.rosettaLevel ?? null,
    locationId: location?.id ?? null,
    yoe: query.yoe ? EXPERIENCE_RANGE[query.yoe] : null,
    skillId: skill?.id ?? null,
  };
  return { filter, title, company };
}

/** GET /{cc}/salary/{q}: the slice's figures, breakdowns and first page of records. */
export function getSalaryStats(deps: SalaryDeps, cc: Region, q: string, query: StatsQuery): Promise<api.SalaryStats> {
  return deps.cache.get(JSON.stringify([cc, q, query]), () => computeSalaryStats(deps, cc, q, query));
}

async function computeSalaryStats(deps: SalaryDeps, cc: Region, q: string, query: StatsQuery): Promise<api.SalaryStats> {
  const resolved = await resolveSlice(deps, cc, q, query);
  const { title, company } = resolved;
  const filter: SliceFilter = { ...resolved.filter, view: query.view };
  const now = deps.now();

  const summary = await sliceSummary(deps.db, filter);
  if (!summary || summary.n < deps.minSlice) throw tooFewRecords(deps.minSlice);

  const { currency: target, conversion, money } = moneyConverter(deps.fx, cc, query.gpayCC ?? cc);
  const pct = (p: number[] | null, mean: number | null, count: number) => percentilesOf(p, mean, count, deps.minSlice, money);
  const groupRow = (row: GroupRow, label: string) => ({
    key: String(row.key),
    label,
    count: Number(row.n),
    p25: money(row.p[0]!),
    p50: money(row.p[1]!),
    p75: money(row.p[2]!),
  });
  const group = (rows: GroupRow[], label: (row: GroupRow) => string) => rows.map((row) => groupRow(row, label(row)));

  const lo = Number(summary.total_p02);
  const hi = Math.max(Number(summary.total_p98), lo + 1);
  const [bins, byLevel, byCompanyLevel, byExperience, byLocation, bySkill, topCompanies, records] = await Promise.all([
    sliceHistogram(deps.db, filter, lo, hi, HISTOGRAM_BINS),
    sliceGroups(deps.db, filter, 'level', deps.minSlice),
    company ? sliceCompanyLevels(deps.db, filter, deps.minSlice) : Promise.resolve([]),
    sliceGroups(deps.db, filter, 'experience', deps.minSlice),
    sliceGroups(deps.db, filter, 'location', deps.minSlice, 10),
    sliceGroups(deps.db, filter, 'skill', deps.minSlice, SKILL_CHOICES),
    company ? Promise.resolve([]) : sliceGroups(deps.db, filter, 'company', deps.minSlice, 10),
    sliceRecords(deps.db, filter, PAGE_SIZE, (query.page - 1) * PAGE_SIZE),
  ]);
  const width = (hi - lo) / HISTOGRAM_BINS;
  const counts = new Map(bins.map((b) => [Number(b.bin), Number(b.n)]));

  const stats: api.SalaryStats = {
    countryCode: cc,
    currency: target,
    view: query.view,
    conversion,
    company: company ? { name: company.name, slug: company.slug } : null,
    title: { name: title.name, slug: title.slug },
    count: Number(summary.n),
    verifiedCount: Number(summary.verified_n),
    base: pct(summary.base_p, summary.base_mean, Number(summary.n))!,
    stock: pct(summary.stock_p, summary.stock_mean, Number(summary.stock_n)),
    bonus: pct(summary.bonus_p, summary.bonus_mean, Number(summary.bonus_n)),
    total: pct(summary.total_p, summary.total_mean, Number(summary.n))!,
    histogram: Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({
      from: money(lo + i * width),
      to: money(lo + (i + 1) * width),
      count: counts.get(i + 1) ?? 0,
    })),
    byLevel: group(byLevel, (row) => standardLevelName(Number(row.key))),
    // The company's own ladder, which its page leads with (ADR 019); the standard level beside each.
    byCompanyLevel: byCompanyLevel.map((row) => ({
      ...groupRow(row, row.label),
      standardLevel: Number(row.standard_level),
      standardName: standardLevelName(Number(row.standard_level)),
    })),
    byExperience: group(byExperience, (row) => `${row.key} years`),
    byLocation: group(byLocation, (row) => row.label),
    bySkill: group(bySkill, (row) => row.label),
    topCompanies: group(topCompanies, (row) => row.label),
    dateRange: { from: summary.first_date, to: summary.last_date },
    confidence: confidenceOf(Number(summary.n), summary.last_date, now),
    isDemo: Number(summary.demo_n) > 0,
    records: {
      page: query.page,
      pageSize: PAGE_SIZE,
      total: Number(summary.n),
      items: records.map((r) => ({
        id: Number(r.id),
        company: String(r.company),
        title: String(r.title),
        level: (r.level as string | null) ?? null,
        standardLevel: r.standardLevel === null ? null : Number(r.standardLevel),
        location: (r.location as string | null) ?? null,
        yearsOfExperience: r.yearsOfExperience === null ? null : Number(r.yearsOfExperience),
        base: money(Number(r.base)),
        stockYearly: r.stockYearly === null ? null : money(Number(r.stockYearly)),
        bonus: r.bonus === null ? null : money(Number(r.bonus)),
        signingBonus: r.signingBonus === null ? null : money(Number(r.signingBonus)),
        total: money(Number(r.total)),
        stockFirstYear: r.stockFirstYear === null ? null : money(Number(r.stockFirstYear)),
        firstYearTotal: money(Number(r.firstYearTotal)),
        reportedOn: String(r.reportedOn),
        verification: String(r.verification),
      })),
    },
  };
  return stats;
}

/** What other modules build on: a slice's condition over published records, and the catalogue's slugs (offers, insights). */
export {
  findCompanyBySlug,
  findLocationBySlug,
  findTitleBySlug,
  sliceWhere,
  summarizeRecords,
  type SliceFilter,
} from './salary.queries.js';
