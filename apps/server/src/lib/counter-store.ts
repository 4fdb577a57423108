import { rateCounters, type Db } from '@paysight/db';
import { lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits and the daily search quota. `hit` counts one event under
 * `key` and returns the count in the current window (this event included) and when the window
 * ends. The first hit of a window opens it for `windowMs`.
 *
 * One interface, two stores: Redis when REDIS_URL is set (several servers share it), otherwise the
 * database's rate_counters table.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  close(): Promise<void>;
}

/** How often the database store deletes rows whose window has ended. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The database store: one atomic upsert per hit, so concurrent hits on one key never lose a
 * count. `now` is the app's clock (tests move it).
 */
export function createDbCounterStore(db: Db, now: () => Date): CounterStore {
  let lastSweep = 0;

  return {
    async hit(key, windowMs) {
      const at = now();
      const nowTs = sql`${at.toISOString()}::timestamptz`;
      const endsAt = new Date(at.getTime() + windowMs);
      const expired = sql`${rateCounters.windowEndsAt} <= ${nowTs}`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, count: 1, windowEndsAt: endsAt })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt });

      // Now and then, drop the rows of windows that have ended (their keys are mostly one-offs: an
      // IP, a day). Awaited so a failure surfaces, but it runs at most once per SWEEP_EVERY_MS.
      if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at.getTime();
        await db.delete(rateCounters).where(lte(rateCounters.windowEndsAt, at));
      }
      return { count: row!.count, resetAt: row!.windowEndsAt };
    },
    async close() {},
  };
}

/**
 * The Redis store: INCR, PEXPIRE NX (sets the window only on its first hit; Redis 7+) and PTTL in
 * one MULTI. Keys are namespaced with `prefix`.
 */
export function createRedisCounterStore(redis: Redis, options: { prefix?: string; now: () => Date }): CounterStore {
  const prefix = options.prefix ?? 'paysight:counter:';
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!results) throw new Error('Redis transaction was aborted');
      const failed = results.find(([err]) => err);
      if (failed) throw failed[0];
      const count = Number(results[0]![1]);
      const ttl = Number(results[2]![1]);
      // The first hit opens the window now; PTTL read back can already be a millisecond short.
      const remaining = count === 1 || ttl <= 0 ? windowMs : ttl;
      return { count, resetAt: new Date(options.now().getTime() + remaining) };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Redis when a URL is given, the database otherwise. */
export async function createCounterStore(options: {
  redisUrl?: string | undefined;
  db: Db;
  now: () => Date;
  /** Connection errors (each failing command also rejects). */
  onError?: (err: Error) => void;
}): Promise<CounterStore> {
  if (!options.redisUrl) return createDbCounterStore(options.db, options.now);
  // Loaded only when configured. Few retries: a hit fails fast rather than queue behind a dead connection.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(options.redisUrl, { maxRetriesPerRequest: 2 });
  redis.on('error', options.onError ?? (() => {}));
  return createRedisCounterStore(redis, { now: options.now });
}
