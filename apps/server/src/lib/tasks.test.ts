import { describe, expect, it } from 'vitest';
import { createTaskRunner, periodKey, type TaskDefinition } from './tasks.js';
import type { TaskHandler, WorkQueue } from './work-queue.js';

const silent = { error: () => {}, warn: () => {}, info: () => {} };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The durable queue's contract in memory: (kind, key) is unique, kick runs what is due. */
function memoryQueue() {
  const handlers = new Map<string, TaskHandler>();
  const queued: Array<{ kind: string; key: string; done: boolean }> = [];
  let open = false;
  const queue: WorkQueue = {
    db: null as never,
    handle: (kind, handler) => void handlers.set(kind, handler),
    async enqueue(_db, task) {
      if (queued.some((q) => q.kind === task.kind && q.key === task.key)) return false;
      queued.push({ kind: task.kind, key: task.key, done: false });
      return true;
    },
    async runDue() {
      let n = 0;
      for (const q of queued.filter((x) => !x.done)) {
        q.done = true;
        await handlers.get(q.kind)?.run({ id: n, kind: q.kind, key: q.key, payload: {}, attempts: 1 });
        n += 1;
      }
      return n;
    },
    open: () => void (open = true),
    close: async () => void (open = false),
    kick: () => void (open && queue.runDue()),
  };
  return { queue, queued };
}

describe('the task runner', () => {
  it('names in the log a task whose run blocked the event loop past the budget', async () => {
    const warnings: Array<{ task: string; longestStallMs: number }> = [];
    const log = { ...silent, warn: (details: { task: string; longestStallMs: number }) => void warnings.push(details) };
    const block = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const tasks: TaskDefinition[] = [
      {
        name: 'a.blocks',
        description: '',
        when: 'background',
        run: async () => {
          await wait(15);
          block(120);
        },
      },
      {
        name: 'a.yields',
        description: '',
        when: 'background',
        run: async () => {
          for (let i = 0; i < 6; i++) {
            block(10);
            await wait(15);
          }
        },
      },
    ];
    const runner = createTaskRunner({ tasks, queue: memoryQueue().queue, now: () => new Date(), log });
    await runner.run('a.yields');
    expect(warnings).toEqual([]);
    await runner.run('a.blocks');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.task).toBe('a.blocks');
    expect(warnings[0]!.longestStallMs).toBeGreaterThanOrEqual(100);
  });

  it('runs startup tasks in order before it schedules the rest, and a task by name returns its result', async () => {
    const order: string[] = [];
    const tasks: TaskDefinition[] = [
      { name: 'a.first', description: '', when: 'startup', run: async () => void order.push('first') },
      { name: 'a.later', description: '', when: 'background', run: async () => void order.push('later') },
      { name: 'a.second', description: '', when: 'startup', run: async () => (order.push('second'), 42) },
    ];
    const runner = createTaskRunner({ tasks, queue: memoryQueue().queue, now: () => new Date(), log: silent });
    await runner.start();
    expect(order).toEqual(['first', 'second']);
    await wait(20);
    expect(order).toEqual(['first', 'second', 'later']);
    expect(await runner.run('a.second')).toBe(42);
    await expect(runner.run('a.none')).rejects.toThrow('no task named a.none');
    await runner.stop();
  });

  it('never overlaps a slow run with its next tick, keeps going after a failure, and stops', async () => {
    let runs = 0;
    let failures = 0;
    let inFlight = 0;
    let overlapped = false;
    const runner = createTaskRunner({
      tasks: [
        {
          name: 'a.slow',
          description: '',
          when: 'every',
          everyMs: 10,
          run: async () => {
            overlapped ||= inFlight > 0;
            inFlight += 1;
            runs += 1;
            await wait(35);
            inFlight -= 1;
            if (runs === 1) {
              failures += 1;
              throw new Error('first run fails');
            }
          },
        },
      ],
      queue: memoryQueue().queue,
      now: () => new Date(),
      log: silent,
    });
    await runner.start();
    await expect.poll(() => runs, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await runner.stop();
    const after = runs;
    await wait(60);
    expect(runs).toBe(after);
    expect(overlapped).toBe(false);
    expect(failures).toBe(1);
  });

  it('runs a cluster task once per period however many servers tick', async () => {
    const { queue, queued } = memoryQueue();
    let runs = 0;
    const task: TaskDefinition = {
      name: 'a.hourly',
      description: '',
      when: 'every',
      scope: 'cluster',
      everyMs: 3_600_000,
      run: async () => void (runs += 1),
    };
    const at = new Date('2026-11-28T10:20:00Z');
    // Two servers on one queue: each handles the kind; the first to queue the period's key wins.
    const servers = [0, 1].map(() => {
      const { queue: own } = memoryQueue();
      return createTaskRunner({ tasks: [task], queue: { ...queue, handle: own.handle }, now: () => at, log: silent });
    });
    queue.handle('task:a.hourly', { run: async () => void (await task.run()) });
    await Promise.all(servers.map((s) => s.start()));
    await expect.poll(() => runs, { timeout: 2_000 }).toBe(1);
    await wait(20);
    expect(runs).toBe(1);
    expect(queued).toEqual([{ kind: 'task:a.hourly', key: '2026-11-28T10:00:00.000Z', done: true }]);
    expect(periodKey(at, 3_600_000)).toBe('2026-11-28T10:00:00.000Z');
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('refuses two tasks of one name', () => {
    const task: TaskDefinition = { name: 'a.twice', description: '', when: 'background', run: async () => {} };
    expect(() => createTaskRunner({ tasks: [task, task], queue: memoryQueue().queue, now: () => new Date(), log: silent })).toThrow(
      'two tasks are named a.twice',
    );
  });
});
