import { perApp } from '../../app-context.js';
import { applicationFailed, PREPARE_TASK, prepareApplication } from './applications.service.js';
import { RUN_HUNT_TASK, runHuntTask } from './auto-apply.service.js';
import type { JobGptDeps } from './hunts.service.js';
import { listedJobsOf } from '../jobs/listed-jobs.service.js';
import { createTailoredResume } from '../resumes/resumes.service.js';

export interface JobGpt {
  deps: JobGptDeps;
}

/**
 * JobGPT's deps, one per app. Its work (hunt runs, apply packs) runs on the app's durable queue
 * (ADR 024): the handlers are added here, the `jobgpt.hunt-runs` task queues the day's runs and
 * the task runner polls the queue.
 */
export const jobGptOf = perApp((ctx): JobGpt => {
  // The handlers need the deps, which hold the queue: the queue reads them when a task runs.
  const holder: { deps?: JobGptDeps } = {};
  ctx.queue.handle(RUN_HUNT_TASK, { run: (task) => runHuntTask(holder.deps!, task).then(() => undefined) });
  ctx.queue.handle(PREPARE_TASK, {
    run: (task) => prepareApplication(holder.deps!, task),
    onFailed: (task, error) => applicationFailed(holder.deps!, task, error),
  });
  const deps: JobGptDeps = {
    db: ctx.db,
    now: ctx.now,
    minSlice: ctx.minSlice,
    listedJobs: listedJobsOf(ctx),
    notifications: ctx.notifications,
    companyCapDays: ctx.config.AUTO_APPLY_COMPANY_CAP_DAYS,
    queue: ctx.queue,
    makeResume: async (userId, jobId, applicationId, at) =>
      createTailoredResume({ db: ctx.db, now: ctx.now, storage: ctx.storage, log: ctx.log }, userId, jobId, {
        applicationId,
        manualTrigger: false,
        now: at,
      }),
  };
  holder.deps = deps;
  return { deps };
});
