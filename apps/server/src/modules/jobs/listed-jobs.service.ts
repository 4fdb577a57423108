import { companySlug } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { perApp } from '../../app-context.js';
import { titleWordsOf } from './job-title.rules.js';
import { jobFeatureRowById, jobsVersion, listJobFeatureRows, type JobFeatureRow } from './jobs.queries.js';

/**
 * Every listed job's searchable and matchable fields, in memory (docs/decisions/023-match-score.md):
 * the jobs search filters them and JobGPT scores them in milliseconds, where reading 50,000 wide
 * rows (descriptions included) for each request took hundreds. Entries are kept newest first
 * (posted, then id), the order the search lists them. The index reloads when the jobs change: each
 * use reads `jobs_version` (one row; a statement trigger bumps it on every write to jobs, whoever
 * makes it, in any process). It holds the jobs listed at load time; callers apply the exact cut for
 * their clock.
 */
export interface ListedJob {
  id: number;
  title: string;
  /** The posted title's words (titleWordsOf): the match's title part. */
  titleWords: readonly string[];
  titleLower: string;
  titleId: number | null;
  familyId: number | null;
  standardLevel: number | null;
  companyId: number;
  /** The company's name as the catalogue spells it. */
  companyName: string;
  companyNameLower: string;
  companySlug: string;
  locationIds: readonly number[];
  countryCodes: readonly string[];
  /** The places as posted with their city and state, lower case: what a location search looks in. */
  places: string;
  /** The posted places that name a city, as posted. */
  cities: readonly { city: string; state: string | null; countryCode: 'in' | 'us' | null }[];
  remote: 'full' | 'hybrid' | 'none';
  skillIds: readonly number[];
  /** Yearly pay range the employer posted, in `payCurrency`; null when none. */
  payYearly: { min: number; max: number; currency: string } | null;
  /** Our estimate (p25–p75 of base) when the posting shows no pay. */
  payEstimate: { p25: number; p75: number; currency: string } | null;
  postedAt: number;
  updatedAt: number;
  /** The description says the employer will not sponsor a work visa. */
  noSponsorship: boolean;
}

export interface ListedJobsIndex {
  entries(now: Date): Promise<readonly ListedJob[]>;
}

const ts = (v: Date | string) => (v instanceof Date ? v : new Date(v)).getTime();

function toListedJob(r: JobFeatureRow): ListedJob {
  return {
    id: r.id,
    title: r.title,
    titleWords: titleWordsOf(r.title),
    titleLower: r.title.toLowerCase(),
    titleId: r.title_id,
    familyId: r.family_id,
    standardLevel: r.standard_level,
    companyId: r.company_id,
    companyName: r.company_name,
    companyNameLower: r.company_name.toLowerCase(),
    companySlug: r.company_slug,
    locationIds: r.location_ids,
    countryCodes: r.country_codes,
    places: r.places,
    cities: typeof r.cities === 'string' ? (JSON.parse(r.cities) as JobFeatureRow['cities']) : r.cities,
    remote: r.remote,
    skillIds: r.skill_ids,
    payYearly:
      r.yearly_min !== null && r.yearly_max !== null && r.pay_currency !== null
        ? { min: Number(r.yearly_min), max: Number(r.yearly_max), currency: r.pay_currency }
        : null,
    payEstimate:
      r.yearly_min === null && r.est_p25 !== null && r.est_p75 !== null && r.est_currency !== null
        ? { p25: r.est_p25, p75: r.est_p75, currency: r.est_currency }
        : null,
    postedAt: ts(r.posted_at),
    updatedAt: ts(r.updated_at),
    noSponsorship: r.no_sponsorship,
  };
}

/** One job as the index would hold it, listed or not; null when there is no such job. */
export async function findJobForMatching(db: Db, id: number): Promise<ListedJob | null> {
  const row = await jobFeatureRowById(db, id);
  return row ? toListedJob(row) : null;
}

/** Jobs not updated within the last calendar month are not listed (SPEC §9). */
export function listedSince(now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d;
}

export function createListedJobsIndex(db: Db): ListedJobsIndex {
  let loaded: { version: string; since: number; entries: readonly ListedJob[] } | null = null;
  let loading: Promise<readonly ListedJob[]> | null = null;
  return {
    async entries(now) {
      const version = await jobsVersion(db);
      const since = listedSince(now).getTime();
      if (loaded && loaded.version === version && loaded.since <= since) return loaded.entries;
      // One load at a time: concurrent callers share it.
      loading ??= listJobFeatureRows(db, listedSince(now))
        .then((rows) => {
          const entries = rows.map(toListedJob);
          loaded = { version, since, entries };
          return entries;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
  };
}

/** The jobs search's filters as the service resolved them. */
export interface ListedJobsFilter {
  listedSince: number;
  title?: string;
  location?: { text: string; locationIds: readonly number[] };
  company?: string;
  remote?: 'full' | 'hybrid' | 'none';
  region?: 'in' | 'us';
  /** Yearly pay at least this much in the currency: posted pay's top, else our estimate's p75. */
  payMin?: { amount: number; currency: 'INR' | 'USD' };
  postedSince?: number;
}

/** The listed jobs that pass every filter, newest first (the index's order). */
export function filterListedJobs(entries: readonly ListedJob[], f: ListedJobsFilter): ListedJob[] {
  const title = f.title?.toLowerCase();
  const place = f.location?.text.toLowerCase();
  const cityIds = f.location ? new Set(f.location.locationIds) : null;
  const company = f.company?.toLowerCase();
  const slug = f.company ? companySlug(f.company) : null;
  return entries.filter((j) => {
    if (j.updatedAt < f.listedSince) return false;
    if (title && !j.titleLower.includes(title)) return false;
    if (place !== undefined && !(j.locationIds.some((id) => cityIds!.has(id)) || j.places.includes(place))) return false;
    if (company !== undefined && !(j.companySlug === slug || j.companyNameLower.includes(company))) return false;
    if (f.remote && j.remote !== f.remote) return false;
    if (f.region && !j.countryCodes.includes(f.region)) return false;
    if (f.payMin) {
      const { amount, currency } = f.payMin;
      if (j.payYearly) {
        if (j.payYearly.currency !== currency || j.payYearly.max < amount) return false;
      } else if (!j.payEstimate || j.payEstimate.currency !== currency || j.payEstimate.p75 < amount) return false;
    }
    if (f.postedSince !== undefined && j.postedAt < f.postedSince) return false;
    return true;
  });
}

/** The app's one index of listed jobs: the jobs search and JobGPT's matching read the same (ADR 023). */
export const listedJobsOf = perApp((ctx) => createListedJobsIndex(ctx.db));
