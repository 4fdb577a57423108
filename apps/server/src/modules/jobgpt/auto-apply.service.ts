import type { Db } from '@paysight/db';
import type { WorkTask } from '../../lib/work-queue.js';
import { creditBalance, spendCredits } from '../billing/credits.service.js';
import { findApplyUrls, listedSince } from '../jobs/jobs.service.js';
import { fileApplication, raise, type AfterCommit } from './applications.service.js';
import { explainAll, huntForMatching, type JobGptDeps } from './hunts.service.js';
import {
  companiesAppliedSince,
  countHuntApplicationsOn,
  enqueueDueHuntRuns,
  findHuntRow,
  insertMatches,
  jobsDoneWith,
  lockMember,
  updateHuntRow,
} from './jobgpt.queries.js';
import { rankJobs } from './match.rules.js';
import { utcDay, utcDayStart } from './stats.service.js';

/**
 * A hunt's daily run (SPEC §1 auto-apply; the "never spams" rules), as a work-queue task
 * keyed by hunt and UTC day, so a day's run is queued once. Under the member's lock:
 * - candidates: listed jobs the member has not seen, applied to or rejected, not from an excluded
 *   company, at or above the hunt's minimum score, best first;
 * - at most the daily limit a day (applications the hunt already made today count), at most one
 *   application per company within AUTO_APPLY_COMPANY_CAP_DAYS across all the member's hunts, and
 *   never the same job twice (the unique index on applications backs this up);
 * - auto mode off: the chosen matches wait in the review queue; on: each becomes an application
 *   and spends one credit in the same transaction. With no credits left the hunt pauses, the rest
 *   go to review, and the member is told.
 */

export const RUN_HUNT_TASK = 'run-hunt';
const DAY_MS = 86_400_000;

export interface HuntRunSummary {
  reviewed: number;
  applied: number;
  paused: boolean;
  skipped: 'not-active' | 'already-ran' | null;
}

export async function runHunt(deps: JobGptDeps, huntId: number, userId: string): Promise<HuntRunSummary> {
  const now = deps.now();
  const day = utcDay(now);
  const features = await deps.listedJobs.entries(now);
  const after: AfterCommit = [];
  const summary = await deps.db.transaction(async (t): Promise<HuntRunSummary> => {
    const tx = t as unknown as Db;
    await lockMember(tx, userId);
    const hunt = await findHuntRow(tx, userId, huntId);
    if (!hunt || hunt.status !== 'active') return { reviewed: 0, applied: 0, paused: false, skipped: 'not-active' };
    if (hunt.lastRunOn === day) return { reviewed: 0, applied: 0, paused: false, skipped: 'already-ran' };

    const matching = await huntForMatching(tx, hunt);
    const done = await jobsDoneWith(tx, userId);
    const capped =
      deps.companyCapDays > 0
        ? await companiesAppliedSince(tx, userId, new Date(now.getTime() - deps.companyCapDays * DAY_MS))
        : new Set<number>();
    const room = Math.max(0, hunt.dailyLimit - (await countHuntApplicationsOn(tx, hunt.id, utcDayStart(now))));
    const { ranked } = rankJobs(features, matching, {
      now: now.getTime(),
      listedSince: listedSince(now).getTime(),
      limit: Math.max(room * 20, 50),
      minScore: hunt.minScore,
      skip: done,
    });
    // One per company: the cap across hunts, and within this run.
    const chosen: typeof ranked = [];
    const companies = new Set(capped);
    for (const r of ranked) {
      if (chosen.length >= room) break;
      if (deps.companyCapDays > 0 && companies.has(r.job.companyId)) continue;
      companies.add(r.job.companyId);
      chosen.push(r);
    }
    const explanations = await explainAll(
      tx,
      chosen.map((c) => c.job),
      matching,
      now,
    );

    const applyUrls = hunt.autoMode
      ? await findApplyUrls(
          tx,
          chosen.map((c) => c.job.id),
        )
      : new Map<number, string>();
    let applied = 0;
    let paused = false;
    const toReview: typeof chosen = [];
    for (const c of chosen) {
      if (!hunt.autoMode || paused) {
        toReview.push(c);
        continue;
      }
      if ((await creditBalance(tx, userId)) < 1) {
        paused = true;
        toReview.push(c);
        continue;
      }
      await insertMatches(
        tx,
        [{ jobHuntId: hunt.id, userId, jobId: c.job.id, score: c.score, explanation: explanations.get(c.job.id), state: 'approved' }],
        now,
      );
      const application = await fileApplication(deps, tx, {
        userId,
        job: { id: c.job.id, companyId: c.job.companyId, applyUrl: applyUrls.get(c.job.id) ?? '' },
        jobHuntId: hunt.id,
        origin: 'auto',
        now,
      });
      if (!application) continue;
      await spendCredits(tx, userId, 1, 'jobgpt-application', `application:${application.id}`, now);
      applied += 1;
    }
    const reviewed = (
      await insertMatches(
        tx,
        toReview.map((c) => ({
          jobHuntId: hunt.id,
          userId,
          jobId: c.job.id,
          score: c.score,
          explanation: explanations.get(c.job.id),
          state: 'review' as const,
        })),
        now,
      )
    ).length;
    await updateHuntRow(tx, userId, hunt.id, {
      lastRunOn: day,
      ...(paused ? { status: 'paused' as const, pausedReason: 'no-credits' as const, updatedAt: now } : {}),
    });

    if (reviewed > 0) {
      await raise(deps, tx, after, userId, {
        category: 'jobgpt',
        text: `${reviewed} new match${reviewed > 1 ? 'es' : ''} for “${hunt.name}” ${reviewed > 1 ? 'are' : 'is'} waiting for your approval.`,
        link: '/jobgpt/list',
        actionText: 'Review matches',
        dedupeKey: `hunt:${hunt.id}:${day}:matches`,
      });
    }
    if (paused) {
      await raise(deps, tx, after, userId, {
        category: 'jobgpt',
        text: `“${hunt.name}” is paused: you have no JobGPT credits left. Its matches wait for your review; buy a pack to resume applying automatically.`,
        link: '/pricing',
        actionText: 'Buy credits',
        dedupeKey: `hunt:${hunt.id}:${day}:paused`,
      });
    }
    return { reviewed, applied, paused, skipped: null };
  });
  for (const run of after) run();
  if (summary.applied > 0) deps.queue.kick();
  return summary;
}

export function runHuntTask(deps: JobGptDeps, task: WorkTask) {
  return runHunt(deps, Number(task.payload.huntId), String(task.payload.userId));
}

/** Queues today's run of every active hunt that has not run today (once per hunt and day, whoever asks). */
export async function queueDueHuntRuns(deps: Pick<JobGptDeps, 'db' | 'now'>) {
  await enqueueDueHuntRuns(deps.db, RUN_HUNT_TASK, utcDay(deps.now()), deps.now());
}
