import { api, type SessionUser } from '@paysight/contract';
import { creditBalance } from '../billing/credits.service.js';
import type { JobGptDeps } from './hunts.service.js';
import { listedSince } from '../jobs/jobs.service.js';
import { applicationCountsByStatus, applicationsPerDay, listHuntRows, matchCounts } from './jobgpt.queries.js';

const DAY_MS = 86_400_000;
export const utcDayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** POST /jobs/stats: the member's job search in figures (their own records only). */
export async function getJobStats(deps: JobGptDeps, user: SessionUser): Promise<api.JobStats> {
  const now = deps.now();
  const today = utcDayStart(now);
  const since = new Date(today.getTime() - 13 * DAY_MS);
  const [hunts, byStatus, perDay, matches, credits, features] = await Promise.all([
    listHuntRows(deps.db, user.id),
    applicationCountsByStatus(deps.db, user.id),
    applicationsPerDay(deps.db, user.id, since),
    matchCounts(deps.db, user.id, today),
    creditBalance(deps.db, user.id),
    deps.listedJobs.entries(now),
  ]);
  const cut = listedSince(now).getTime();
  return {
    hunts: hunts.length,
    activeHunts: hunts.filter((h) => h.status === 'active').length,
    matchesToday: matches.today,
    awaitingReview: matches.review,
    applications: Object.fromEntries(api.JOB_APPLICATION_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as api.JobStats['applications'],
    last14Days: Array.from({ length: 14 }, (_, i) => {
      const day = utcDay(new Date(since.getTime() + i * DAY_MS));
      return { day, applications: perDay.get(day) ?? 0 };
    }),
    credits,
    jobsListed: features.filter((f) => f.updatedAt >= cut).length,
  };
}
