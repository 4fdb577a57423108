import type { api } from '@paysight/contract';
import { Cache } from './lib/cache.js';
import type { EventBus } from './lib/events.js';

/**
 * Every cache of the server, with its lifetime, in one place (lib/cache.ts explains the fields).
 * Figures are fresh for a minute; when salary records change (the `salary-records.changed` event,
 * from this server or, through Redis, another) the caches built on them are invalidated at once.
 * The explore lists keep a stale window, so a region-wide list (seconds to compute on a million
 * records) is recomputed in the background, never while a visitor waits. The sitemap is not
 * invalidated: crawlers are served an hour-old list, which spares the database.
 */
export const CACHE_LIFETIMES = {
  /**
   * A slice's figures: served stale while recomputed once a minute has passed (a popular page
   * never waits for its slice: tens of milliseconds each on a million records, queued behind one
   * another on PGlite), but dropped when records change, so a member sees their salary counted at once.
   */
  salaryStats: { freshMs: 60_000, staleMs: 9 * 60_000, maxEntries: 2_000, onInvalidate: 'drop' },
  explore: { freshMs: 60_000, staleMs: 9 * 60_000, maxEntries: 2_000 },
  insights: { freshMs: 60_000, staleMs: 0, maxEntries: 2_000 },
  verifiedStats: { freshMs: 60_000, staleMs: 0, maxEntries: 10 },
  sitemap: { freshMs: 3_600_000, staleMs: 0, maxEntries: 1 },
  /** Talent flows (ADR 028): keyed by career_version too, so a write to histories shows at once; old versions age out. */
  careerSwitch: { freshMs: 60_000, staleMs: 0, maxEntries: 1_000 },
  /** Talent intelligence reports (ADR 058): keyed by career_version like the switch pages; offers and incumbents show within the minute. */
  talentReports: { freshMs: 60_000, staleMs: 0, maxEntries: 500 },
  /** India's tier-2 ÷ tier-1 pay (peer benchmarking): a region-wide query, served stale while recomputed. */
  benchmarkTiers: { freshMs: 600_000, staleMs: 3_000_000, maxEntries: 2 },
  /**
   * The outlier rule's spread of a slice whose sample is full (the 2,000 newest records; smaller
   * slices are read every time): a few new records barely move its median and MAD, and reading and
   * sorting 2,000 rows was most of a salary contribution's database time. Not invalidated by new
   * records; kept per database (salary-records/outlier.ts).
   */
  peerSpreads: { freshMs: 60_000, staleMs: 0, maxEntries: 10_000 },
  /**
   * What a name a member typed resolves to in the catalogue (member-pay): found entries only, so a
   * company added a moment ago is found at once; a renamed entry shows its old name for at most a
   * minute. Kept per database (member-pay/member-pay.service.ts).
   */
  memberPayCatalogue: { freshMs: 60_000, staleMs: 0, maxEntries: 20_000 },
  /**
   * The layoffs page's figures without filters (GET /layoff/map by measure, GET /layoff by page):
   * every state's notices summed and the trend by month, read by every visit to /layoffs, change
   * only when an import adds notices. The server's own imports (the shipped files at first start)
   * drop them at once (`warn-notices.changed`); an import run from the command line shows within
   * the fresh window.
   */
  layoffs: { freshMs: 5 * 60_000, staleMs: 0, maxEntries: 200 },
  /**
   * Popular comparisons by region (GET /compare/list, ADR 051): counts of visitor-days that a few
   * minutes' delay does not change; not tied to salary records.
   */
  popularComparisons: { freshMs: 5 * 60_000, staleMs: 0, maxEntries: 2 },
  /**
   * A workspace's employee dataset, a version read whole (ADR 054: the compa roster, pay equity,
   * total rewards and merit read it on every call): keyed by the version and its revision, so an
   * upload, add or edit shows at once and an entry is never stale, only idle; 10,000 employees are
   * a few megabytes, so a few versions are kept, per database (payroll.service.ts).
   */
  employeeDatasets: { freshMs: 10 * 60_000, staleMs: 0, maxEntries: 8 },
  /** Rendered pages for anonymous visitors (plugins/page-cache.ts), invalidated like the figures; PAGE_CACHE_SECONDS sets freshMs. */
  pages: { freshMs: 60_000, staleMs: 0, maxEntries: 500 },
} as const;

export function createCaches(deps: { now: () => Date; events: EventBus }) {
  const make = <V>(name: keyof typeof CACHE_LIFETIMES) => new Cache<V>({ ...CACHE_LIFETIMES[name], now: deps.now });
  const caches = {
    salaryStats: make<api.SalaryStats>('salaryStats'),
    explore: make<unknown>('explore'),
    insights: make<unknown>('insights'),
    verifiedStats: make<api.VerifiedStats>('verifiedStats'),
    sitemap: make<string>('sitemap'),
    careerSwitch: make<api.SwitchData>('careerSwitch'),
    talentReports: make<api.TalentReport>('talentReports'),
    benchmarkTiers: make<api.Benchmark['cityTiers']>('benchmarkTiers'),
    layoffs: make<api.LayoffMap | api.LayoffList>('layoffs'),
    popularComparisons: make<api.PopularComparisons>('popularComparisons'),
  };
  const onRecords = [caches.salaryStats, caches.explore, caches.insights, caches.verifiedStats, caches.benchmarkTiers];
  deps.events.on('salary-records.changed', () => {
    for (const cache of onRecords) cache.invalidate();
  });
  deps.events.on('warn-notices.changed', () => caches.layoffs.invalidate());
  return caches;
}
export type Caches = ReturnType<typeof createCaches>;
