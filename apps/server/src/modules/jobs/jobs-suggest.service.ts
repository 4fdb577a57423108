import type { api } from '@paysight/contract';
import { listedSince, type ListedJob, type ListedJobsIndex } from './listed-jobs.service.js';

/**
 * The jobs search form's typeaheads (GET /suggest/jobs/title, /location, /company), answered from
 * the listed jobs in memory (listed-jobs.service.ts), so a suggestion always finds jobs: titles as
 * posted, the cities postings name (and Remote), and the companies hiring, each with how many jobs
 * are listed. Counting 50,000 jobs per keystroke would cost milliseconds each time, so the counts
 * are kept per loaded list of jobs and rebuilt when it changes (a write to jobs) or after
 * `TALLY_MAX_AGE_MS` (jobs that stopped being listed drop out).
 */

export interface JobsSuggestDeps {
  listedJobs: ListedJobsIndex;
  now: () => Date;
}

type Region = 'in' | 'us';

interface Entry<T> {
  item: T;
  /** Lower case, what `q` is matched against. */
  key: string;
  /** Jobs per region: [all, in, us]. */
  jobs: [number, number, number];
}

interface Tally {
  titles: Entry<{ name: string }>[];
  /** Cities and Remote. */
  places: Entry<{ name: string; state: string | null; countryCode: Region | null }>[];
  companies: Entry<{ name: string; slug: string }>[];
  builtAt: number;
}

export const TALLY_MAX_AGE_MS = 10 * 60_000;

const regionSlot = (region: Region | undefined) => (region === 'in' ? 1 : region === 'us' ? 2 : 0);

function count<T>(map: Map<string, Entry<T>>, key: string, make: () => T, regions: readonly string[], matchKey = key) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = { item: make(), key: matchKey, jobs: [0, 0, 0] }));
  entry.jobs[0]++;
  if (regions.includes('in')) entry.jobs[1]++;
  if (regions.includes('us')) entry.jobs[2]++;
}

function tallyOf(entries: readonly ListedJob[], now: Date): Tally {
  const since = listedSince(now).getTime();
  const titles = new Map<string, Entry<{ name: string }>>();
  const cities = new Map<string, Entry<{ name: string; state: string | null; countryCode: Region | null }>>();
  const companies = new Map<string, Entry<{ name: string; slug: string }>>();
  for (const job of entries) {
    if (job.updatedAt < since) continue;
    const regions = job.countryCodes;
    // The first spelling seen (the newest job's) names a title posted in several cases.
    count(titles, job.titleLower.replace(/\s+/g, ' ').trim(), () => ({ name: job.title.replace(/\s+/g, ' ').trim() }), regions);
    count(companies, job.companySlug, () => ({ name: job.companyName, slug: job.companySlug }), regions);
    const seen = new Set<string>();
    for (const place of job.cities) {
      const name = place.state ? `${place.city}, ${place.state}` : place.city;
      const key = `${name.toLowerCase()}|${place.countryCode ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const regionOf = place.countryCode ? [place.countryCode] : [];
      count(cities, key, () => ({ name: place.city, state: place.state, countryCode: place.countryCode }), regionOf, name.toLowerCase());
    }
    if (job.remote === 'full') count(cities, 'remote', () => ({ name: 'Remote', state: null, countryCode: null }), regions);
  }
  const list = <T>(map: Map<string, Entry<T>>) => [...map.values()].sort((a, b) => b.jobs[0] - a.jobs[0] || a.key.localeCompare(b.key));
  return { titles: list(titles), places: list(cities), companies: list(companies), builtAt: now.getTime() };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 0: the name starts with q; 1: a word of it does; 2: q is elsewhere in it; -1: no match. */
export function matchRank(key: string, q: string): number {
  const at = key.indexOf(q);
  if (at < 0) return -1;
  if (at === 0) return 0;
  return new RegExp(`[^\\p{L}\\p{N}]${escapeRegExp(q)}`, 'u').test(key) ? 1 : 2;
}

/** Best first: how q matches, then jobs in the region, then the name. Only entries with jobs in the region. */
function best<T>(entries: readonly Entry<T>[], q: string, limit: number, region: Region | undefined, exactSlug?: (item: T) => string) {
  const slot = regionSlot(region);
  const needle = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const ranked: { entry: Entry<T>; rank: number }[] = [];
  for (const entry of entries) {
    if (entry.jobs[slot] === 0) continue;
    const rank = exactSlug && needle !== '' && exactSlug(entry.item) === needle ? 0 : matchRank(entry.key, needle);
    if (rank >= 0) ranked.push({ entry, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || b.entry.jobs[slot] - a.entry.jobs[slot] || a.entry.key.localeCompare(b.entry.key));
  return ranked.slice(0, limit).map(({ entry }) => ({ ...entry.item, jobs: entry.jobs[slot] }));
}

interface Query {
  q: string;
  limit: number;
  region?: Region;
}

export function createJobsSuggest(deps: JobsSuggestDeps) {
  const tallies = new WeakMap<readonly ListedJob[], Tally>();
  const tally = async () => {
    const now = deps.now();
    const entries = await deps.listedJobs.entries(now);
    let t = tallies.get(entries);
    if (!t || Math.abs(now.getTime() - t.builtAt) >= TALLY_MAX_AGE_MS) {
      t = tallyOf(entries, now);
      tallies.set(entries, t);
    }
    return t;
  };

  return {
    titles: async ({ q, limit, region }: Query): Promise<api.SuggestJobsTitleItem[]> => best((await tally()).titles, q, limit, region),
    /** By name, or by the company's slug exactly (what the search also takes). */
    companies: async ({ q, limit, region }: Query): Promise<api.SuggestJobsCompanyItem[]> =>
      best((await tally()).companies, q, limit, region, (c) => c.slug),
    /** Cities, and Remote (what the search takes for fully remote jobs) ranked among them by its count. */
    locations: async ({ q, limit, region }: Query): Promise<api.SuggestJobsLocationItem[]> =>
      best((await tally()).places, q, limit, region),
  };
}
