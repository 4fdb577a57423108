/** Shared by the explore calls (levels, titles, lists, resolve, compare, CSV export): their deps, cache and naming helpers. */
import { AppError, ERROR_CODES, type Region } from '@paysight/contract';
import type { SalaryDeps } from './salary.service.js';

export type ExploreDeps = SalaryDeps;

export const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'United States' };

export const named = (row: { name: string; slug: string }) => ({ name: row.name, slug: row.slug });
export const unknownSlug = (slug: string) => new AppError(404, `No salaries found for "${slug}"`, ERROR_CODES.unknownSlice);

/** Explore answers go through the explore cache (caches.ts: fresh a minute, then served stale while recomputed). */
export const cached = <T>(deps: ExploreDeps, key: unknown[], compute: () => Promise<T>): Promise<T> =>
  deps.exploreCache.get(JSON.stringify(key), compute) as Promise<T>;
