import { seedDemo } from '@paysight/db/demo';
import { beforeAll, expect, it } from 'vitest';
import { createTaskRunner } from '../src/lib/tasks.js';
import { createWorkQueue } from '../src/lib/work-queue.js';
import { warmRegionLists, WARM_EVERY_MS, WARM_FIRST_AFTER_MS, WARM_URLS } from '../src/modules/salary/warm-lists.service.js';
import { describeWithDb, useTestApp } from './helpers.js';

describeWithDb('cache warming', () => {
  const t = useTestApp({ seed: false });

  beforeAll(async () => {
    await seedDemo(t.database.db, { salaryRecords: 2_000 });
  });

  it('asks for calls that exist and answer (a renamed route would silently stop warming)', async () => {
    for (const url of WARM_URLS) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.companies.length, url).toBeGreaterThan(0);
    }
  });

  it('runs after its delay and then on its interval, until stopped', async () => {
    const seen: string[] = [];
    const inject = t.app.inject.bind(t.app);
    const spy = Object.assign(Object.create(t.app) as typeof t.app, {
      inject: (opts: { url: string }) => {
        seen.push(opts.url);
        return inject(opts);
      },
    });
    // The salary module's task, on a shorter clock: the runner starts it after its delay, then on its interval.
    const task = t.app.tasks.list().find((candidate) => candidate.name === 'salary.warm-lists')!;
    expect(task).toMatchObject({ when: 'every', firstAfterMs: WARM_FIRST_AFTER_MS, everyMs: WARM_EVERY_MS });
    const runner = createTaskRunner({
      tasks: [{ ...task, firstAfterMs: 100, everyMs: 50, run: () => warmRegionLists(spy) }],
      queue: createWorkQueue({ db: t.database.db, now: () => new Date(), log: t.app.log }),
      now: () => new Date(),
      log: t.app.log,
    });
    await runner.start();
    const stop = () => void runner.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not before the delay: a fresh start answers its first visitors first.
    expect(seen).toEqual([]);
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(WARM_URLS.length * 2);
    stop();
    const after = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // At most the round in flight when it was stopped finishes.
    expect(seen.length).toBeLessThanOrEqual(after + WARM_URLS.length);
    expect(new Set(seen)).toEqual(new Set(WARM_URLS));
  });
});
