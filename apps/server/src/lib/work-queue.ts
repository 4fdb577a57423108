import { queryRows, workTasks, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The durable work queue (docs/decisions/024-work-queue.md): tasks are rows in `work_tasks`, so
 * they survive a restart and behave the same on the embedded database and PostgreSQL. A worker
 * claims one due task with `FOR UPDATE SKIP LOCKED` and a lease: two workers (two servers, or two
 * loops) never run the same task at once, and a task whose worker died is taken over when its
 * lease ends. (kind, key) is unique: asking twice for the same piece of work queues it once.
 * Failures retry with backoff (1, 2, 4, 8 minutes), then the task is failed and its handler's
 * `onFailed` runs (to tell the member).
 */

export interface WorkTask {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface TaskHandler {
  run(task: WorkTask): Promise<void>;
  /** After the last attempt failed: tell someone. */
  onFailed?(task: WorkTask, error: string): Promise<void>;
}

export interface WorkQueue {
  /** The database the queue lives in (callers queue inside their own transaction otherwise). */
  db: Db;
  /** Adds the handler of a kind of task (a module's entry, or the task runner for cluster tasks). */
  handle(kind: string, handler: TaskHandler): void;
  /** Queues a task inside the caller's transaction (or alone); false when (kind, key) already exists. */
  enqueue(db: Db, task: { kind: string; key: string; payload?: Record<string, unknown>; runAt?: Date }): Promise<boolean>;
  /** Runs due tasks one after another until none is due or `max` ran; returns how many ran. */
  runDue(max?: number): Promise<number>;
  /** From now on `kick` runs due tasks at once (the task runner opens the queue when the server starts). */
  open(): void;
  /** Stops running tasks and waits for the one under way. */
  close(): Promise<void>;
  /** Once open: run due tasks now rather than at the next poll (a member is waiting). */
  kick(): void;
}

export const MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;

/** How often the task runner polls the queue for due tasks (the `work-queue.poll` task). */
export const QUEUE_POLL_MS = 15_000;

export function createWorkQueue(deps: { db: Db; now: () => Date; log: Pick<FastifyBaseLogger, 'error' | 'warn'> }): WorkQueue {
  const { db, now, log } = deps;
  const handlers: Record<string, TaskHandler> = {};
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let opened = false;

  async function claim(): Promise<WorkTask | null> {
    const at = now();
    const [row] = await queryRows<WorkTask & { payload: Record<string, unknown> }>(
      db,
      sql`update work_tasks set status = 'running', attempts = attempts + 1,
            locked_until = ${new Date(at.getTime() + LEASE_MS).toISOString()}::timestamptz
          where id = (
            select id from work_tasks
            where (status = 'queued' and run_at <= ${at.toISOString()}::timestamptz)
               or (status = 'running' and locked_until < ${at.toISOString()}::timestamptz)
            order by run_at, id limit 1
            for update skip locked)
          returning id, kind, key, payload, attempts`,
    );
    return row ? { ...row, id: Number(row.id) } : null;
  }

  async function finish(task: WorkTask, error: string | null) {
    const at = now();
    if (error === null) {
      await db.execute(
        sql`update work_tasks set status = 'done', finished_at = ${at.toISOString()}::timestamptz, locked_until = null, last_error = null where id = ${task.id}`,
      );
      return;
    }
    const last = task.attempts >= MAX_ATTEMPTS;
    const retryAt = new Date(at.getTime() + 60_000 * 2 ** (task.attempts - 1));
    await db.execute(
      sql`update work_tasks set status = ${last ? 'failed' : 'queued'}, locked_until = null, last_error = ${error.slice(0, 500)},
            run_at = ${(last ? at : retryAt).toISOString()}::timestamptz, finished_at = ${last ? at.toISOString() : null}::timestamptz
          where id = ${task.id}`,
    );
    if (last) await handlers[task.kind]?.onFailed?.(task, error);
  }

  async function runOne(): Promise<boolean> {
    const task = await claim();
    if (!task) return false;
    const handler = handlers[task.kind];
    try {
      if (!handler) throw new Error(`no handler for ${task.kind}`);
      await handler.run(task);
      await finish(task, null);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ task: task.id, kind: task.kind, attempts: task.attempts, err: message }, 'work task failed');
      await finish(task, message);
    }
    return true;
  }

  const queue: WorkQueue = {
    db,
    handle(kind, handler) {
      if (handlers[kind]) throw new Error(`two handlers for work tasks of kind ${kind}`);
      handlers[kind] = handler;
    },
    async enqueue(target, task) {
      const rows = await target
        .insert(workTasks)
        .values({ kind: task.kind, key: task.key, payload: task.payload ?? {}, runAt: task.runAt ?? now(), createdAt: now() })
        .onConflictDoNothing()
        .returning({ id: workTasks.id });
      return rows.length > 0;
    },
    async runDue(max = 100) {
      let n = 0;
      while (n < max && !stopped && (await runOne())) n += 1;
      return n;
    },
    open() {
      stopped = false;
      opened = true;
    },
    kick() {
      if (!opened || stopped) return;
      running = running.then(() => queue.runDue()).catch((err: unknown) => log.error({ err }, 'work queue run failed'));
    },
    async close() {
      stopped = true;
      await running;
    },
  };
  return queue;
}
