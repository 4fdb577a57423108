import { randomBytes } from 'node:crypto';
import type { Database } from '@paysight/db';
import { rateCounters } from '@paysight/db';
import { createTestDatabase } from '@paysight/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDbCounterStore, createRedisCounterStore, type CounterStore } from '../src/lib/counter-store.js';
import { createClock, describeWithDb, describeWithRedis } from './helpers.js';

/** What both stores must do with sets of distinct members (the daily search quota's pages seen). */
function behavesAsAFixedWindowSet(store: () => CounterStore, clock: ReturnType<typeof createClock>) {
  it('admits a member once, counts distinct members, and reports when the window ends', async () => {
    const start = clock.now().getTime();
    expect(await store().admit('s', 'salary:in:a', 3, 60_000)).toEqual({
      admitted: true,
      added: true,
      size: 1,
      resetAt: new Date(start + 60_000),
    });
    const again = await store().admit('s', 'salary:in:a', 3, 60_000);
    expect(again).toMatchObject({ admitted: true, added: false, size: 1 });
    expect(Math.abs(again.resetAt.getTime() - (start + 60_000))).toBeLessThan(1000);
    expect(await store().admit('s', 'salary:in:b', 3, 60_000)).toMatchObject({ admitted: true, added: true, size: 2 });
    // Another set is apart.
    expect(await store().admit('t', 'salary:in:a', 3, 60_000)).toMatchObject({ admitted: true, added: true, size: 1 });
  });

  it('refuses a new member past the limit without adding it, and still admits the ones it holds', async () => {
    for (const member of ['a', 'b', 'c']) expect((await store().admit('full', member, 3, 60_000)).admitted).toBe(true);
    expect(await store().admit('full', 'd', 3, 60_000)).toMatchObject({ admitted: false, added: false, size: 3 });
    // Refused again: the refusal did not make it a member.
    expect(await store().admit('full', 'd', 3, 60_000)).toMatchObject({ admitted: false, added: false, size: 3 });
    expect(await store().admit('full', 'b', 3, 60_000)).toMatchObject({ admitted: true, added: false, size: 3 });
  });

  it('never admits more than the limit under concurrency, and admits one member once', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => store().admit('busy-set', `m${i}`, 5, 60_000)));
    expect(results.filter((r) => r.admitted)).toHaveLength(5);
    expect(results.filter((r) => r.added)).toHaveLength(5);
    const same = await Promise.all(Array.from({ length: 8 }, () => store().admit('same', 'one', 5, 60_000)));
    expect(same.filter((r) => r.added)).toHaveLength(1);
    expect(same.every((r) => r.admitted && r.size === 1)).toBe(true);
  });
}

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
  behavesAsAFixedWindowSet(() => store, clock);

  it('starts a new set once its window has ended', async () => {
    await store.admit('day', 'a', 2, 5 * 60_000);
    await store.admit('day', 'b', 2, 5 * 60_000);
    expect((await store.admit('day', 'c', 2, 5 * 60_000)).admitted).toBe(false);
    clock.advance(5);
    expect(await store.admit('day', 'c', 2, 5 * 60_000)).toMatchObject({ admitted: true, added: true, size: 1 });
    expect(await store.admit('day', 'a', 2, 5 * 60_000)).toMatchObject({ admitted: true, added: true, size: 2 });
  });

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
  behavesAsAFixedWindowSet(() => store, clock);

  it("sets a set's window on its first member only, and starts a new set when it expires", async () => {
    await store.admit('ws', 'a', 2, 300);
    await new Promise((r) => setTimeout(r, 150));
    await store.admit('ws', 'b', 2, 300);
    expect(await redis.pttl(`${prefix}ws`)).toBeLessThanOrEqual(150);
    await new Promise((r) => setTimeout(r, 200));
    expect(await store.admit('ws', 'c', 2, 300)).toMatchObject({ admitted: true, added: true, size: 1 });
  });

  it('sets the window on the first hit only, and starts a new one when it expires', async () => {
    await store.hit('w', 300);
    await new Promise((r) => setTimeout(r, 150));
    await store.hit('w', 300);
    expect(await redis.pttl(`${prefix}w`)).toBeLessThanOrEqual(150);
    await new Promise((r) => setTimeout(r, 200));
    expect((await store.hit('w', 300)).count).toBe(1);
  });
});
