/** Shared by the explore calls (levels, titles, lists, resolve, compare, CSV export): their deps, cache and naming helpers. */
import { AppError, ERROR_CODES, standardLevelName, type Region } from '@paysight/contract';
import type { LevelRow } from './explore.queries.js';
import type { SalaryDeps } from './salary.service.js';

export type ExploreDeps = SalaryDeps;

export const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'United States' };

export const named = (row: { name: string; slug: string }) => ({ name: row.name, slug: row.slug });
export const unknownSlug = (slug: string) => new AppError(404, `No salaries found for "${slug}"`, ERROR_CODES.unknownSlice);

/** Explore answers go through the explore cache (caches.ts: fresh a minute, then served stale while recomputed). */
export const cached = <T>(deps: ExploreDeps, key: unknown[], compute: () => Promise<T>): Promise<T> =>
  deps.exploreCache.get(JSON.stringify(key), compute) as Promise<T>;

/** A rung of the level ladder in the answer's currency; a stock or bonus median only from `minSlice` records. */
export function levelView(row: LevelRow, money: (v: number) => number, minSlice: number) {
  const median = (value: number | null, count: number) => (value !== null && count >= minSlice ? money(value) : null);
  return {
    level: Number(row.level),
    name: standardLevelName(Number(row.level)),
    companyLevels: row.names,
    count: Number(row.n),
    total: { p25: money(row.total_p[0]!), p50: money(row.total_p[1]!), p75: money(row.total_p[2]!) },
    baseMedian: money(row.base_p50),
    stockMedian: median(row.stock_p50, Number(row.stock_n)),
    bonusMedian: median(row.bonus_p50, Number(row.bonus_n)),
  };
}
