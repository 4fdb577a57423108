import { seedDemo } from '@paysight/db/demo';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCacheWarming, WARM_URLS } from '../src/lib/warm-caches.js';
import { createTestApp, describeWithDb, type TestApp } from './helpers.js';

describeWithDb('cache warming', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await seedDemo(t.database.db, { salaryRecords: 2_000 });
  });
  afterAll(() => t.close());

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
    const stop = startCacheWarming(spy, 50, 100);
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
