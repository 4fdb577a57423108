import type { FastifyBaseLogger } from 'fastify';
import { measureStalls, STALL_BUDGET_MS } from './event-loop.js';
import type { WorkQueue } from './work-queue.js';

/**
 * Background work, declared by the modules (their `*.module.ts` entries) and run by one runner
 * (docs/decisions/032-module-entries-and-tasks.md). A server starts every task once, when it is
 * ready, under one switch (`AppDeps.tasks`: off under NODE_ENV=test, where a test runs a task by
 * name with `app.tasks.run(name)`), and stops them when it closes.
 */
export interface TaskDefinition {
  /** `<module>.<what>`, unique in the app: how tests, logs and ARCHITECTURE.md name it. */
  name: string;
  /** What it does, for ARCHITECTURE.md's list and the log. */
  description: string;
  /**
   * `startup`: runs once as the server starts, and the server answers no request before it ends
   * (the demo data). `background`: runs once at start without holding the server up. `every`: runs
   * `firstAfterMs` after start, then every `everyMs`.
   */
  when: 'startup' | 'background' | 'every';
  everyMs?: number;
  firstAfterMs?: number;
  /**
   * `server` (the default): every server runs it, for what it keeps in its own memory (an index, a
   * cache, its sockets). `cluster`: one server in the cluster runs it per period: each server queues
   * it on the durable work queue keyed by the period, which takes one of them (ADR 024).
   */
  scope?: 'server' | 'cluster';
  run(): Promise<unknown>;
  /** Called when the server closes, after any run under way has ended (e.g. to release a connection). */
  stop?(): Promise<void>;
}

export interface TaskRunner {
  /** Every declared task, in declaration order. */
  list(): readonly TaskDefinition[];
  /** Runs a task now and returns its result (tests, operators); a cluster task runs here, not through the queue. */
  run(name: string): Promise<unknown>;
  /** Runs the startup tasks, then schedules the rest. Once. */
  start(): Promise<void>;
  /** Stops scheduling, waits for runs under way, closes the queue. */
  stop(): Promise<void>;
  /** The tasks with a run under way (a stall's log line names them). */
  runningNow(): string[];
}

const CLUSTER_TASK_PREFIX = 'task:';

/** The period a cluster task belongs to: the start of the `everyMs` window holding `at`. */
export const periodKey = (at: Date, everyMs: number) => new Date(Math.floor(at.getTime() / everyMs) * everyMs).toISOString();

export function createTaskRunner(deps: {
  tasks: readonly TaskDefinition[];
  queue: WorkQueue;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}): TaskRunner {
  const byName = new Map<string, TaskDefinition>();
  for (const task of deps.tasks) {
    if (byName.has(task.name)) throw new Error(`two tasks are named ${task.name}`);
    if (task.when === 'every' && !(task.everyMs && task.everyMs > 0)) throw new Error(`task ${task.name} runs every… but has no everyMs`);
    byName.set(task.name, task);
  }
  const timers = new Set<NodeJS.Timeout>();
  /** One run at a time per task: a slow run is not overlapped by its next tick. */
  const running = new Map<string, Promise<unknown>>();
  let started = false;
  let stopped = false;

  for (const task of deps.tasks) {
    if (task.scope === 'cluster') deps.queue.handle(`${CLUSTER_TASK_PREFIX}${task.name}`, { run: async () => void (await task.run()) });
  }

  const runOnce = (task: TaskDefinition): Promise<unknown> => {
    const current = running.get(task.name);
    if (current) return current;
    // A task's run that blocked the loop past the budget is named in the log: requests waited on it
    // (startup tasks end before the server answers: nothing waits on them).
    const run = measureStalls(() => task.run())
      .then(({ result, longestStallMs }) => {
        if (longestStallMs > STALL_BUDGET_MS && task.when !== 'startup')
          deps.log.warn({ task: task.name, longestStallMs }, `background task blocked the event loop for over ${STALL_BUDGET_MS} ms`);
        return result;
      })
      .finally(() => running.delete(task.name));
    running.set(task.name, run);
    return run;
  };

  /** A scheduled run: failures are logged, never thrown (the next tick tries again). */
  const tick = async (task: TaskDefinition) => {
    if (stopped) return;
    try {
      if (task.scope === 'cluster') {
        const queued = await deps.queue.enqueue(deps.queue.db, {
          kind: `${CLUSTER_TASK_PREFIX}${task.name}`,
          key: periodKey(deps.now(), task.everyMs ?? Number.MAX_SAFE_INTEGER),
        });
        if (queued) deps.queue.kick();
      } else {
        await runOnce(task);
      }
    } catch (err) {
      if (!stopped) deps.log.error({ err, task: task.name }, 'background task failed; it runs again at its next time');
    }
  };

  const schedule = (task: TaskDefinition) => {
    const first = setTimeout(() => {
      timers.delete(first);
      void tick(task);
      if (task.when !== 'every') return;
      const every = setInterval(() => void tick(task), task.everyMs);
      // Never keeps the process alive on its own (a graceful shutdown closes the server and exits).
      every.unref();
      timers.add(every);
    }, task.firstAfterMs ?? 0);
    first.unref();
    timers.add(first);
  };

  return {
    list: () => deps.tasks,
    runningNow: () => [...running.keys()],
    async run(name) {
      const task = byName.get(name);
      if (!task) throw new Error(`no task named ${name}`);
      return runOnce(task);
    },
    async start() {
      if (started) return;
      started = true;
      for (const task of deps.tasks) {
        if (task.when !== 'startup') continue;
        const t0 = performance.now();
        await runOnce(task);
        deps.log.info({ task: task.name, ms: Math.round(performance.now() - t0) }, 'startup task done');
      }
      deps.queue.open();
      for (const task of deps.tasks) if (task.when !== 'startup') schedule(task);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await deps.queue.close();
      await Promise.allSettled([...running.values()]);
      for (const task of deps.tasks) await task.stop?.();
    },
  };
}
