import { AppError, api, notFound, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { citiesNamed, resolveCompanies, resolveSkills, resolveTitles } from '../catalog/catalog.service.js';
import { findTitleFamilies, jobSummariesByIds, listedSince, skillNames } from '../jobs/jobs.service.js';
import { findProfile } from '../profile/profile.service.js';
import type { NotifyDeps } from '../notifications/notifications.service.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { ListedJobsIndex } from '../jobs/listed-jobs.service.js';
import { explainMatch, rankJobs, titleWordsOf, type HuntForMatching, type JobFeatures } from './match.rules.js';
import {
  citiesById,
  countHunts,
  findHuntRow,
  huntCounts,
  insertHunt,
  jobsDoneWith,
  listHuntRows,
  lockMember,
  markSeen,
  namesById,
  updateHuntRow,
  type JobHuntRow,
} from './jobgpt.queries.js';

/**
 * Job hunts and matching (SPEC §7 Jobs; docs/decisions/023-match-score.md). A hunt's filters come
 * in as catalogue names and are stored as ids; a name the catalogue does not know is refused,
 * saying which, rather than silently dropped (a hunt that ignores "Rust" would match wrongly).
 */

export interface JobGptDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
  /** Every listed job in memory (shared with the jobs search): matching scores them all. */
  listedJobs: ListedJobsIndex;
  notifications: NotifyDeps;
  /** AUTO_APPLY_COMPANY_CAP_DAYS: one application per company in this many days (0: no cap). */
  companyCapDays: number;
  queue: WorkQueue;
  /** Makes and stores a tailored resume for an application; absent, packs go without one. */
  makeResume?: (userId: string, jobId: number, applicationId: number, now: Date) => Promise<{ id: number; version: number }>;
}

export const NO_SUCH_HUNT = 'No such job hunt';

interface ResolvedFilters {
  titleIds: number[];
  locationIds: number[];
  countryCodes: string[];
  companyIds: number[];
  excludedCompanyIds: number[];
  skillIds: number[];
  remote: ('full' | 'hybrid' | 'none')[];
  minBasePay: number | null;
  payCurrency: 'INR' | 'USD' | null;
  experienceLevels: number[];
  needsVisaSponsorship: boolean;
}

function unknown(what: string, names: string[]): never {
  const list = names.slice(0, 5).join(', ');
  throw new AppError(
    400,
    `Unknown ${what}${names.length > 1 ? 's' : ''}: ${list}. Pick ${names.length > 1 ? 'them' : 'it'} from the suggestions.`,
  );
}

async function resolveIds(
  db: Db,
  values: readonly string[],
  resolve: (db: Db, values: readonly string[]) => Promise<Map<string, number>>,
  what: string,
) {
  if (values.length === 0) return [];
  const found = await resolve(db, values);
  const missing = values.filter((v) => !found.has(v));
  if (missing.length > 0) unknown(what, missing);
  return [...new Set(values.map((v) => found.get(v)!))];
}

async function resolveFilters(db: Db, f: api.JobHuntFilters): Promise<ResolvedFilters> {
  const named = await citiesNamed(db, f.locations);
  const missingCities = f.locations.filter((l) => named.get(l)!.length === 0);
  if (missingCities.length > 0) unknown('city', missingCities);
  const [titleIds, companyIds, excludedCompanyIds, skillIds] = await Promise.all([
    resolveIds(db, f.titles, resolveTitles, 'title'),
    resolveIds(db, f.companies, resolveCompanies, 'company'),
    resolveIds(db, f.excludedCompanies, resolveCompanies, 'company'),
    resolveIds(db, f.skills, resolveSkills, 'skill'),
  ]);
  const clash = companyIds.filter((id) => excludedCompanyIds.includes(id));
  if (clash.length > 0) throw new AppError(400, 'A company cannot be both wanted and excluded');
  return {
    titleIds,
    locationIds: [...new Set(f.locations.flatMap((l) => named.get(l)!.map((c) => c.id)))].sort((a, b) => a - b),
    countryCodes: [...new Set(f.countries)],
    companyIds,
    excludedCompanyIds,
    skillIds,
    remote: [...new Set(f.remote)],
    minBasePay: f.minBasePay?.amount ?? null,
    payCurrency: f.minBasePay?.currency ?? null,
    experienceLevels: [...new Set(f.experienceLevels)].sort((a, b) => a - b),
    needsVisaSponsorship: f.needsVisaSponsorship,
  };
}

const iso = (d: Date) => d.toISOString();

async function toJobHunts(db: Db, userId: string, rows: JobHuntRow[]): Promise<api.JobHunt[]> {
  if (rows.length === 0) return [];
  const all = (pick: (r: JobHuntRow) => number[]) => rows.flatMap(pick);
  const [titleNames, companyNames, skillNamesMap, cities, counts] = await Promise.all([
    namesById(
      db,
      'titles',
      all((r) => r.titleIds),
    ),
    namesById(
      db,
      'companies',
      all((r) => [...r.companyIds, ...r.excludedCompanyIds]),
    ),
    namesById(
      db,
      'skills',
      all((r) => r.skillIds),
    ),
    citiesById(
      db,
      all((r) => r.locationIds),
    ),
    huntCounts(db, userId),
  ]);
  const names = (ids: number[], map: Map<number, string>) => ids.flatMap((id) => map.get(id) ?? []);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    filters: {
      titles: names(r.titleIds, titleNames),
      locations: [...new Set(r.locationIds.flatMap((id) => cities.get(id)?.city ?? []))],
      countries: r.countryCodes.filter((c): c is 'in' | 'us' => c === 'in' || c === 'us'),
      companies: names(r.companyIds, companyNames),
      excludedCompanies: names(r.excludedCompanyIds, companyNames),
      skills: names(r.skillIds, skillNamesMap),
      remote: r.remote.filter((k): k is 'full' | 'hybrid' | 'none' => k === 'full' || k === 'hybrid' || k === 'none'),
      minBasePay: r.minBasePay !== null && r.payCurrency !== null ? { amount: r.minBasePay, currency: r.payCurrency } : null,
      experienceLevels: r.experienceLevels,
      needsVisaSponsorship: r.needsVisaSponsorship,
    },
    settings: { autoMode: r.autoMode, dailyLimit: r.dailyLimit, minScore: r.minScore / 100, tailoredResume: r.tailoredResume },
    status: r.status,
    pausedReason: r.pausedReason,
    reviewCount: counts.get(r.id)?.review ?? 0,
    applicationCount: counts.get(r.id)?.applications ?? 0,
    lastRunOn: r.lastRunOn,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

export async function listJobHunts(deps: JobGptDeps, user: SessionUser): Promise<api.JobHunt[]> {
  return toJobHunts(deps.db, user.id, await listHuntRows(deps.db, user.id));
}

/** The member's own hunt; another member's (or none) is 404, the same answer either way. */
export async function ownHunt(db: Db, userId: string, id: number): Promise<JobHuntRow> {
  const row = await findHuntRow(db, userId, id);
  if (!row) throw notFound(NO_SUCH_HUNT);
  return row;
}

export async function getJobHunt(deps: JobGptDeps, user: SessionUser, id: number): Promise<api.JobHunt> {
  const row = await ownHunt(deps.db, user.id, id);
  return (await toJobHunts(deps.db, user.id, [row]))[0]!;
}

const settingsColumns = (s: api.JobHuntSettings) => ({
  autoMode: s.autoMode,
  dailyLimit: s.dailyLimit,
  minScore: Math.round(s.minScore * 100),
  tailoredResume: s.tailoredResume,
});

export async function createJobHunt(deps: JobGptDeps, user: SessionUser, body: api.JobHuntBody): Promise<api.JobHunt> {
  const input = api.jobHuntBody.parse(body);
  const filters = await resolveFilters(deps.db, input.filters);
  const now = deps.now();
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, user.id);
    if ((await countHunts(tx, user.id)) >= api.JOB_HUNTS_MAX) {
      throw new AppError(409, `You have ${api.JOB_HUNTS_MAX} job hunts already: pause or change one instead`);
    }
    return insertHunt(tx, {
      userId: user.id,
      name: input.name,
      ...filters,
      ...settingsColumns(input.settings),
      status: input.status ?? 'active',
      createdAt: now,
      updatedAt: now,
    });
  });
  return (await toJobHunts(deps.db, user.id, [row]))[0]!;
}

export async function updateJobHunt(
  deps: JobGptDeps,
  user: SessionUser,
  id: number,
  body: api.JobHuntBody,
  credits: (db: Db, userId: string) => Promise<number>,
): Promise<api.JobHunt> {
  const current = await ownHunt(deps.db, user.id, id);
  const input = api.jobHuntBody.parse(body);
  const filters = await resolveFilters(deps.db, input.filters);
  const status = input.status ?? current.status;
  // A hunt paused for want of credits resumes only with credits to spend (auto mode spends them).
  if (current.status === 'paused' && current.pausedReason === 'no-credits' && status === 'active' && input.settings.autoMode) {
    if ((await credits(deps.db, user.id)) <= 0) {
      throw new AppError(402, 'You have no JobGPT credits left: buy a pack to resume automatic applying, or turn auto mode off');
    }
  }
  const row = await updateHuntRow(deps.db, user.id, id, {
    name: input.name,
    ...filters,
    ...settingsColumns(input.settings),
    status,
    pausedReason: status === 'active' ? null : current.pausedReason,
    updatedAt: deps.now(),
  });
  if (!row) throw notFound(NO_SUCH_HUNT);
  return (await toJobHunts(deps.db, user.id, [row]))[0]!;
}

/** A hunt as matching uses it: wanted titles' families and words, countries of its cities, the member's years and skills. */
export async function huntForMatching(db: Db, hunt: JobHuntRow): Promise<HuntForMatching> {
  const [titleRows, cities, profile] = await Promise.all([
    findTitleFamilies(db, hunt.titleIds),
    citiesById(db, hunt.locationIds),
    findProfile(db, hunt.userId),
  ]);
  const countryCodes = new Set(hunt.countryCodes);
  for (const c of cities.values()) countryCodes.add(c.countryCode);
  return {
    titleIds: hunt.titleIds,
    familyIds: [...new Set(titleRows.map((t) => t.family_id))],
    titleWords: titleRows.map((t) => titleWordsOf(t.name)),
    locationIds: hunt.locationIds,
    countryCodes: [...countryCodes],
    companyIds: hunt.companyIds,
    excludedCompanyIds: hunt.excludedCompanyIds,
    // The hunt's skills; without any, the member's profile skills.
    skillIds: hunt.skillIds.length > 0 ? hunt.skillIds : (profile?.skillIds ?? []),
    remote: hunt.remote.filter((k): k is 'full' | 'hybrid' | 'none' => k === 'full' || k === 'hybrid' || k === 'none'),
    minBasePay: hunt.minBasePay !== null && hunt.payCurrency !== null ? { amount: hunt.minBasePay, currency: hunt.payCurrency } : null,
    experienceLevels: hunt.experienceLevels,
    yearsOfExperience: profile?.experience ?? null,
    needsVisaSponsorship: hunt.needsVisaSponsorship,
  };
}

/** Explanations with names for a few ranked jobs (skill and city names read once). */
export async function explainAll(
  db: Db,
  jobs: readonly JobFeatures[],
  hunt: HuntForMatching,
  now: Date,
): Promise<Map<number, api.MatchExplanation>> {
  const [skills, cities] = await Promise.all([
    skillNames(
      db,
      jobs.flatMap((j) => j.skillIds),
    ),
    citiesById(
      db,
      jobs.flatMap((j) => j.locationIds),
    ),
  ]);
  const names = { skill: (id: number) => skills.get(id), location: (id: number) => cities.get(id)?.city };
  return new Map(jobs.map((j) => [j.id, explainMatch(j, hunt, names, now.getTime())]));
}

/** The member's hunt to match with: the one asked for, else their most recently changed active one. */
async function huntToMatch(deps: JobGptDeps, user: SessionUser, jobHuntId: number | undefined): Promise<JobHuntRow> {
  if (jobHuntId !== undefined) return ownHunt(deps.db, user.id, jobHuntId);
  const rows = await listHuntRows(deps.db, user.id);
  const active = rows.filter((r) => r.status === 'active').sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  if (active.length === 0) throw notFound('Start a job hunt to see your matches');
  return active[0]!;
}

/**
 * POST /jobs/match: with `jobIds`, the scores of those jobs (a search page's cards); otherwise the
 * best jobs the member has not seen, applied to or rejected, best first.
 */
export async function matchJobs(deps: JobGptDeps, user: SessionUser, body: unknown): Promise<api.JobsMatchResult> {
  const input = api.jobsMatchBody.parse(body);
  const hunt = await huntToMatch(deps, user, input.jobHuntId);
  const now = deps.now();
  const [features, matching] = await Promise.all([deps.listedJobs.entries(now), huntForMatching(deps.db, hunt)]);
  let chosen: JobFeatures[];
  let considered: number;
  if (input.jobIds) {
    const wanted = new Set(input.jobIds);
    const since = listedSince(now).getTime();
    chosen = features.filter((f) => wanted.has(f.id) && f.updatedAt >= since);
    considered = chosen.length;
  } else {
    const done = await jobsDoneWith(deps.db, user.id);
    const ranked = rankJobs(features, matching, {
      now: now.getTime(),
      listedSince: listedSince(now).getTime(),
      limit: input.limit,
      skip: done,
    });
    chosen = ranked.ranked.map((r) => r.job);
    considered = ranked.considered;
  }
  const [explanations, summaries] = await Promise.all([
    explainAll(deps.db, chosen, matching, now),
    jobSummariesByIds(
      deps.db,
      chosen.map((j) => j.id),
    ),
  ]);
  if (input.markSeen && !input.jobIds) {
    await markSeen(
      deps.db,
      user.id,
      chosen.map((j) => j.id),
      now,
    );
  }
  const items = chosen.flatMap((j) => {
    const job = summaries.get(j.id);
    const match = explanations.get(j.id);
    return job && match ? [{ job, match }] : [];
  });
  if (input.jobIds) items.sort((a, b) => b.match.score - a.match.score);
  return { items, considered };
}
