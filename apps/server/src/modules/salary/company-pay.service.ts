/** GET /company/{id}/exec/salary and /company/{id}/stocks: a company's pay at the top, and in stock. */
import { api, resolveVesting, standardLevelName, type Region } from '@paysight/contract';
import { queryRows } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { publishedRecords } from '../salary-records/salary-records.service.js';
import { countRecords, levelLadder, scopeWhere } from './explore.queries.js';
import { cached, levelView, named, unknownSlug, type ExploreDeps } from './explore.shared.js';
import { findCompanyBySlug } from './salary.queries.js';
import { moneyConverter } from './salary.service.js';

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The company's records at standard level EXEC_MIN_LEVEL and above, by level with the company's
 * own level names. Fewer than MIN_SLICE exec records in all: no figure at all (a level's count
 * would otherwise be the whole).
 */
export function getCompanyExecSalary(deps: ExploreDeps, slug: string, cc: Region): Promise<api.CompanyExecSalary> {
  return cached(deps, ['company-exec', cc, slug], async () => {
    const company = await findCompanyBySlug(deps.db, slug);
    if (!company) throw unknownSlug(slug);
    const where = sql`${scopeWhere({ countryCode: cc, companyId: company.id })} and r.standard_level >= ${api.EXEC_MIN_LEVEL}`;
    const [{ n, demoN }, summary] = await Promise.all([
      countRecords(deps.db, where),
      queryRows<{ p50: number | null }>(
        deps.db,
        sql`select percentile_cont(0.5) within group (order by r.total) as p50 from ${publishedRecords()} where ${where}`,
      ),
    ]);
    const { currency, money } = moneyConverter(deps.fx, cc, cc);
    const enough = n >= deps.minSlice;
    const levels = enough ? await levelLadder(deps.db, where, deps.minSlice, true) : [];
    return {
      countryCode: cc,
      currency,
      company: named(company),
      minLevel: api.EXEC_MIN_LEVEL,
      count: enough ? n : null,
      totalMedian: enough && summary[0]?.p50 != null ? money(summary[0].p50) : null,
      levels: levels.map((row) => levelView(row, money, deps.minSlice)),
      isDemo: demoN > 0,
    };
  });
}

interface StockRow {
  /** 1 on the company's own row of the grouping sets, 0 on a level's. */
  total_row: number;
  level: number | null;
  n: number;
  stock_n: number;
  stock_p50: number | null;
  grant_p50: number | null;
  /** Over the records with stock (percentile_cont skips the nulls of those without). */
  share_p50: number | null;
}

/**
 * The company's vesting schedule and stock in its records: the share of records with stock, and over
 * those the median yearly stock, grant and stock's share of total pay, for the company (level null)
 * and each standard level with MIN_SLICE records (the medians only from MIN_SLICE records with stock).
 */
export function getCompanyStocks(deps: ExploreDeps, slug: string, cc: Region): Promise<api.CompanyStocks> {
  return cached(deps, ['company-stocks', cc, slug], async () => {
    const company = await findCompanyBySlug(deps.db, slug);
    if (!company) throw unknownSlug(slug);
    const where = scopeWhere({ countryCode: cc, companyId: company.id });
    const rows = await queryRows<StockRow>(
      deps.db,
      sql`select grouping(r.standard_level)::int as total_row, r.standard_level::int as level, count(*)::int as n, count(r.stock_yearly)::int as stock_n,
            percentile_cont(0.5) within group (order by r.stock_yearly) as stock_p50,
            percentile_cont(0.5) within group (order by r.stock_grant) as grant_p50,
            percentile_cont(0.5) within group (order by r.stock_yearly::float8 / nullif(r.total, 0)) as share_p50
          from ${publishedRecords()} where ${where}
          group by grouping sets ((r.standard_level), ())
          having count(*) >= ${deps.minSlice}`,
    );
    const { demoN } = await countRecords(deps.db, where);
    const { currency, money } = moneyConverter(deps.fx, cc, cc);
    const vesting = resolveVesting(null, company.slug);
    const all = rows.find((r) => Number(r.total_row) === 1);
    const pct = (part: number, whole: number) => round1((part / whole) * 100);
    return {
      countryCode: cc,
      currency,
      company: named(company),
      vesting: { percents: vesting.percents.map(round1), basis: vesting.basis === 'company' ? 'company' : 'even' },
      count: all ? Number(all.n) : null,
      withStockPct: all ? pct(Number(all.stock_n), Number(all.n)) : null,
      stockSharePct: all && Number(all.stock_n) >= deps.minSlice && all.share_p50 !== null ? round1(Number(all.share_p50) * 100) : null,
      levels: all
        ? rows
            .filter((r) => Number(r.total_row) === 0 && r.level !== null)
            .sort((a, b) => Number(a.level) - Number(b.level))
            .map((r) => {
              const withStock = Number(r.stock_n) >= deps.minSlice;
              return {
                level: Number(r.level),
                name: standardLevelName(Number(r.level)),
                count: Number(r.n),
                withStockPct: pct(Number(r.stock_n), Number(r.n)),
                stockYearlyMedian: withStock && r.stock_p50 !== null ? money(r.stock_p50) : null,
                grantMedian: withStock && r.grant_p50 !== null ? money(r.grant_p50) : null,
                stockSharePct: withStock && r.share_p50 !== null ? round1(Number(r.share_p50) * 100) : null,
              };
            })
        : [],
      isDemo: demoN > 0,
    };
  });
}
