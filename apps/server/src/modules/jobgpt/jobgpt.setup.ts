import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import { createWorkQueue, type WorkQueue } from '../../lib/work-queue.js';
import type { NotifyDeps } from '../notifications/notifications.service.js';
import { applicationFailed, PREPARE_TASK, prepareApplication } from './applications.service.js';
import { queueDueHuntRuns, RUN_HUNT_TASK, runHuntTask } from './auto-apply.service.js';
import type { JobGptDeps } from './hunts.service.js';
import type { ListedJobsIndex } from '../jobs/listed-jobs.service.js';

/** How often a server looks for due work: hunts to run today, applications to prepare. */
export const POLL_MS = 15_000;

export interface JobGpt {
  deps: JobGptDeps;
  queue: WorkQueue;
  /** Queues today's hunt runs and runs every due task now (tests; an operator). */
  runNow(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createJobGpt(input: {
  db: Db;
  now: () => Date;
  minSlice: number;
  listedJobs: ListedJobsIndex;
  notifications: NotifyDeps;
  companyCapDays: number;
  makeResume?: JobGptDeps['makeResume'];
  log: FastifyBaseLogger;
}): JobGpt {
  // The handlers need the deps and the deps hold the queue: the queue reads them when a task runs.
  const holder: { deps?: JobGptDeps } = {};
  const queue = createWorkQueue({
    db: input.db,
    now: input.now,
    log: input.log,
    handlers: {
      [RUN_HUNT_TASK]: { run: (task) => runHuntTask(holder.deps!, task).then(() => undefined) },
      [PREPARE_TASK]: {
        run: (task) => prepareApplication(holder.deps!, task),
        onFailed: (task, error) => applicationFailed(holder.deps!, task, error),
      },
    },
  });
  const { log: _log, ...rest } = input;
  const deps: JobGptDeps = { ...rest, queue };
  holder.deps = deps;
  return {
    deps,
    queue,
    async runNow() {
      await queueDueHuntRuns(deps);
      return queue.runDue();
    },
    start() {
      queue.start(POLL_MS, () => queueDueHuntRuns(deps));
    },
    stop: () => queue.stop(),
  };
}
