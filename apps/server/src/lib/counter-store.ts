import { rateCounters, type Db } from '@paysight/db';
import { eq, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';

/** What `admit` did with a member: whether it is in the set now, whether this call added it, the set's size after the call. */
export interface Admission {
  admitted: boolean;
  added: boolean;
  size: number;
  resetAt: Date;
}

/**
 * Fixed-window counters for rate limits, and fixed-window sets of distinct members for the daily
 * search quota (one member per page seen).
 *
 * - `hit` counts one event under `key` and returns the count in the current window (this event
 *   included) and when the window ends. The first hit of a window opens it for `windowMs`.
 * - `admit` adds `member` to the set under `key` unless the set already holds `limit` members:
 *   a member already in it is admitted without adding; a new one past the limit is refused and
 *   not added (so asking again is refused again). Atomic: concurrent calls never admit more than
 *   `limit` members. The first member of a window opens it for `windowMs`.
 *
 * One interface, two stores: Redis when REDIS_URL is set (several servers share it), otherwise the
 * database's rate_counters table.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  admit(key: string, member: string, limit: number, windowMs: number): Promise<Admission>;
  close(): Promise<void>;
}

/** Thrown inside the database store's transaction to undo a member added past the limit. */
class PastLimit extends Error {
  constructor(
    readonly size: number,
    readonly resetAt: Date,
  ) {
    super('past the limit');
  }
}

/** How often the database store deletes rows whose window has ended. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The database store: one atomic upsert per hit, so concurrent hits on one key never lose a
 * count. A set is a counter row (its size) beside one row per member (key `{key}\n{member}`), both
 * written in one transaction: the member's insert tells new from seen (the primary key), the
 * counter's row lock orders concurrent new members, and one past the limit rolls both back.
 * `now` is the app's clock (tests move it).
 */
export function createDbCounterStore(db: Db, now: () => Date): CounterStore {
  let lastSweep = 0;

  const count = (tx: Pick<Db, 'insert'>, key: string, at: Date, windowMs: number) => {
    const expired = sql`${rateCounters.windowEndsAt} <= ${at.toISOString()}::timestamptz`;
    return tx
      .insert(rateCounters)
      .values({ key, count: 1, windowEndsAt: new Date(at.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
        },
      })
      .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt })
      .then(([row]) => row!);
  };

  // Now and then, drop the rows of windows that have ended (their keys are mostly one-offs: an
  // IP, a day). Awaited so a failure surfaces, but it runs at most once per SWEEP_EVERY_MS.
  const sweep = async (at: Date) => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    await db.delete(rateCounters).where(lte(rateCounters.windowEndsAt, at));
  };

  return {
    async hit(key, windowMs) {
      const at = now();
      const row = await count(db, key, at, windowMs);
      await sweep(at);
      return { count: row.count, resetAt: row.windowEndsAt };
    },
    async admit(key, member, limit, windowMs) {
      const at = now();
      const expired = sql`${rateCounters.windowEndsAt} <= ${at.toISOString()}::timestamptz`;
      let admission: Admission;
      try {
        admission = await db.transaction(async (tx) => {
          // A row comes back when the member is new (inserted, or its old window had ended).
          const [added] = await tx
            .insert(rateCounters)
            .values({ key: `${key}\n${member}`, count: 1, windowEndsAt: new Date(at.getTime() + windowMs) })
            .onConflictDoUpdate({
              target: rateCounters.key,
              set: { count: 1, windowEndsAt: sql`excluded.window_ends_at` },
              setWhere: expired,
            })
            .returning({ key: rateCounters.key });
          if (!added) {
            const [set] = await tx
              .select({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt })
              .from(rateCounters)
              .where(eq(rateCounters.key, key));
            return { admitted: true, added: false, size: set?.count ?? 0, resetAt: set?.windowEndsAt ?? new Date(at.getTime() + windowMs) };
          }
          const set = await count(tx, key, at, windowMs);
          if (set.count > limit) throw new PastLimit(set.count - 1, set.windowEndsAt);
          return { admitted: true, added: true, size: set.count, resetAt: set.windowEndsAt };
        });
      } catch (err) {
        if (!(err instanceof PastLimit)) throw err;
        admission = { admitted: false, added: false, size: err.size, resetAt: err.resetAt };
      }
      await sweep(at);
      return admission;
    },
    async close() {},
  };
}

/**
 * `admit` in Redis, atomic as one script: SISMEMBER, then SCARD against the limit, then SADD (and
 * PEXPIRE on the set's first member). Answers [admitted, added, size, pttl].
 */
const ADMIT_SCRIPT = `
local key = KEYS[1]
if redis.call('SISMEMBER', key, ARGV[1]) == 1 then
  return {1, 0, redis.call('SCARD', key), redis.call('PTTL', key)}
end
local size = redis.call('SCARD', key)
if size >= tonumber(ARGV[2]) then
  return {0, 0, size, redis.call('PTTL', key)}
end
redis.call('SADD', key, ARGV[1])
if size == 0 then
  redis.call('PEXPIRE', key, ARGV[3])
  return {1, 1, 1, tonumber(ARGV[3])}
end
return {1, 1, size + 1, redis.call('PTTL', key)}
`;

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
    async admit(key, member, limit, windowMs) {
      const result = (await redis.eval(ADMIT_SCRIPT, 1, prefix + key, member, limit, windowMs)) as number[];
      const [admitted, added, size, ttl] = result.map(Number) as [number, number, number, number];
      return {
        admitted: admitted === 1,
        added: added === 1,
        size,
        resetAt: new Date(options.now().getTime() + (ttl > 0 ? ttl : windowMs)),
      };
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
