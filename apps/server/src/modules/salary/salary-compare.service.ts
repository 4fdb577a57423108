/** GET /{cc}/compare/salary/{q}: two or three companies (or company and title) side by side. */
import { AppError, STANDARD_LEVELS, readComparisonQ, type Region, type api } from '@paysight/contract';
import type { z } from 'zod';
import { levelLadder, scopeWhere } from './explore.queries.js';
import { cached, named, unknownSlug, type ExploreDeps } from './explore.shared.js';
import { findCompanyBySlug, findTitleBySlug, summarizeRecords } from './salary.queries.js';
import { confidenceOf, moneyConverter, monthsBefore, percentilesOf } from './salary.service.js';

type CompareQuery = z.infer<typeof api.compareSalaryQuery>;

/** "{company}--{title}" or "{company}" entries joined by --vs--: two or three of them, as the page reads them (contract readComparisonQ). */
export function parseCompareQuery(q: string) {
  const read = readComparisonQ(q);
  if (!read.ok) throw new AppError(400, read.message);
  return read.entries;
}

/**
 * GET /{cc}/compare/salary/{q}: each entry's figures as the stats call computes them, and their
 * medians by standard level. An entry under MIN_SLICE is reported unavailable, not failed.
 */
export function compareSalary(deps: ExploreDeps, cc: Region, q: string, query: CompareQuery): Promise<api.CompareSalary> {
  return cached(deps, ['compare', cc, q, query.gpayCC ?? null, query.dateOffset ?? null, query.rosettaLevel ?? null], async () => {
    const parsed = parseCompareQuery(q);
    const resolved = await Promise.all(
      parsed.map(async (entry) => {
        const [company, title] = await Promise.all([
          findCompanyBySlug(deps.db, entry.companySlug),
          entry.titleSlug ? findTitleBySlug(deps.db, entry.titleSlug) : Promise.resolve(null),
        ]);
        if (!company) throw unknownSlug(entry.companySlug);
        if (entry.titleSlug && !title) throw unknownSlug(entry.titleSlug);
        return { ...entry, company, title };
      }),
    );

    const now = deps.now();
    const { currency, conversion, money } = moneyConverter(deps.fx, cc, query.gpayCC ?? cc);
    const sinceDate = query.dateOffset ? monthsBefore(now, query.dateOffset) : null;
    const columns = await Promise.all(
      resolved.map(async (entry) => {
        const where = scopeWhere({
          countryCode: cc,
          companyId: entry.company.id,
          titleId: entry.title?.id ?? null,
          sinceDate,
          standardLevel: query.rosettaLevel ?? null,
        });
        const summary = await summarizeRecords(deps.db, where);
        const available = !!summary && Number(summary.n) >= deps.minSlice;
        const levels = available ? await levelLadder(deps.db, where, deps.minSlice, true) : [];
        return { entry, summary: available ? summary : null, levels };
      }),
    );

    const entries = columns.map(({ entry, summary }) => {
      const base = {
        key: entry.key,
        company: named(entry.company),
        title: entry.title ? named(entry.title) : null,
        href: entry.title ? `/${cc}/salary/${entry.company.slug}--${entry.title.slug}` : null,
      };
      if (!summary) {
        return {
          ...base,
          available: false,
          reason: `Not enough salaries yet: we show a figure once at least ${deps.minSlice} people have shared theirs.`,
          count: null,
          total: null,
          base: null,
          stock: null,
          bonus: null,
          confidence: null,
          dateRange: null,
        };
      }
      const n = Number(summary.n);
      return {
        ...base,
        available: true,
        reason: null,
        count: n,
        total: percentilesOf(summary.total_p, summary.total_mean, n, deps.minSlice, money),
        base: percentilesOf(summary.base_p, summary.base_mean, n, deps.minSlice, money),
        stock: percentilesOf(summary.stock_p, summary.stock_mean, Number(summary.stock_n), deps.minSlice, money),
        bonus: percentilesOf(summary.bonus_p, summary.bonus_mean, Number(summary.bonus_n), deps.minSlice, money),
        confidence: confidenceOf(n, summary.last_date, now),
        dateRange: { from: summary.first_date, to: summary.last_date },
      };
    });

    const levels = STANDARD_LEVELS.map(({ level, name }) => ({
      level,
      name,
      entries: columns.map(({ levels: rows }) => {
        const row = rows.find((r) => Number(r.level) === level);
        return row
          ? { p50: money(row.total_p[1]!), count: Number(row.n), companyLevels: row.names }
          : { p50: null, count: null, companyLevels: [] as string[] };
      }),
    })).filter((row) => row.entries.some((cell) => cell.p50 !== null));

    const isDemo = columns.some(({ summary }) => summary !== null && Number(summary.demo_n) > 0);
    return { countryCode: cc, currency, conversion, entries, levels, isDemo };
  });
}
