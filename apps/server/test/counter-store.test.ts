import { randomBytes } from 'node:crypto';
import type { Database } from '@paysight/db';
import { rateCounters } from '@paysight/db';
import { createTestDatabase } from '@paysight/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDbCounterStore, createRedisCounterStore, type CounterStore } from '../src/lib/counter-store.js';
import { createClock, describeWithDb, describeWithRedis } from './helpers.js';

/** What both stores must do. */
function behavesAsAFixedWindowCounter(store: () => CounterStore, clock: ReturnType<typeof createClock>) {
  it('counts hits per key and reports when the window ends', async () => {
    const start = clock.now().getTime();
    expect(await store().hit('a', 60_000)).toEqual({ count: 1, resetAt: new Date(start + 60_000) });
    expect((await store().hit('a', 60_000)).count).toBe(2);
    expect((await store().hit('b', 60_000)).count).toBe(1);
    const third = await store().hit('a', 60_000);
    expect(third.count).toBe(3);
    expect(Math.abs(third.resetAt.getTime() - (start + 60_000))).toBeLessThan(1000);
  });

  it('loses no hits under concurrency', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => store().hit('busy', 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
}

describeWithDb('counter store: database', () => {
  let database: Database;
  const clock = createClock();
  let store: CounterStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createDbCounterStore(database.db, clock.now);
  });
  afterAll(() => database.close());

  behavesAsAFixedWindowCounter(() => store, clock);

  it('starts a new window once the old one has ended', async () => {
    await store.hit('w', 5 * 60_000);
    await store.hit('w', 5 * 60_000);
    clock.advance(4);
    expect((await store.hit('w', 5 * 60_000)).count).toBe(3);
    clock.advance(1);
    const fresh = await store.hit('w', 5 * 60_000);
    expect(fresh).toEqual({ count: 1, resetAt: new Date(clock.now().getTime() + 5 * 60_000) });
  });

  it('now and then deletes the rows of ended windows', async () => {
    await store.hit('short', 60_000);
    clock.advance(11);
    await store.hit('other', 60 * 60_000);
    const keys = (await database.db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(keys).not.toContain('short');
    expect(keys).toContain('other');
  });
});

describeWithRedis('counter store: Redis', () => {
  let redis: Redis;
  let store: CounterStore;
  const clock = createClock();
  // One run's keys never meet another's (the two test projects run this file in parallel).
  const prefix = `paysight-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
    store = createRedisCounterStore(redis, { prefix, now: clock.now });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await store.close();
  });

  behavesAsAFixedWindowCounter(() => store, clock);

  it('sets the window on the first hit only, and starts a new one when it expires', async () => {
    await store.hit('w', 300);
    await new Promise((r) => setTimeout(r, 150));
    await store.hit('w', 300);
    expect(await redis.pttl(`${prefix}w`)).toBeLessThanOrEqual(150);
    await new Promise((r) => setTimeout(r, 200));
    expect((await store.hit('w', 300)).count).toBe(1);
  });
});
