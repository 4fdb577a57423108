import type { Db } from '@paysight/db';
import { jobsVersion, listedSince, listJobFeatureRows, type JobFeatureRow } from '../jobs/jobs.service.js';
import { titleWordsOf, type JobFeatures } from './match.rules.js';

/**
 * Every listed job's match features, in memory (docs/decisions/023-match-score.md): scoring 50,000
 * jobs in JavaScript takes milliseconds, reading them from the database each time would not. The
 * index reloads when the jobs change (a cheap version query on each use: imports and demo loads in
 * any process change it) and at least every ten minutes (pay estimates refreshed from salaries do
 * not change the version). It holds jobs listed at load time; matching applies the exact cut.
 */
export interface MatchIndex {
  features(now: Date): Promise<readonly JobFeatures[]>;
}

const MAX_AGE_MS = 10 * 60_000;
const ts = (v: Date | string) => (v instanceof Date ? v : new Date(v)).getTime();

export function toFeatures(r: JobFeatureRow): JobFeatures {
  return {
    id: r.id,
    title: r.title,
    titleWords: titleWordsOf(r.title),
    titleId: r.title_id,
    familyId: r.family_id,
    standardLevel: r.standard_level,
    companyId: r.company_id,
    locationIds: r.location_ids,
    countryCodes: r.country_codes,
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
    updatedAt: ts(r.updated_at),
    noSponsorship: r.no_sponsorship,
  };
}

export function createMatchIndex(db: Db): MatchIndex {
  let loaded: { version: string; at: number; since: number; features: readonly JobFeatures[] } | null = null;
  let loading: Promise<readonly JobFeatures[]> | null = null;
  return {
    async features(now) {
      const version = await jobsVersion(db);
      const since = listedSince(now).getTime();
      if (loaded && loaded.version === version && now.getTime() - loaded.at < MAX_AGE_MS && loaded.since <= since) return loaded.features;
      // One load at a time: concurrent callers share it.
      loading ??= listJobFeatureRows(db, listedSince(now))
        .then((rows) => {
          const features = rows.map(toFeatures);
          loaded = { version, at: now.getTime(), since, features };
          return features;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
  };
}
