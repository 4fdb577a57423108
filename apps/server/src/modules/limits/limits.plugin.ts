import { API_BASE, AppError, ERROR_CODES, ERROR_MESSAGES, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { createCounterStore, type CounterStore } from '../../lib/counter-store.js';
import { createCrawlerCheck, type CrawlerCheck } from '../../lib/crawlers.js';
import { isSearchLimited } from '../../lib/entitlements.js';
import { SIGN_IN_CALLS, SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_WINDOW_MS, TOO_MANY_ATTEMPTS } from './limits.constants.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one daily search for the caller; the 429 to answer past the limit, or null (modules/limits). */
    searchRefusal(request: FastifyRequest, reply: FastifyReply): Promise<AppError | null>;
  }
}

export interface LimitsDeps {
  config: Config;
  db: Db;
  /** The app's clock: the daily window follows it. */
  now: () => Date;
  /** A store to use instead of the configured one (tests). */
  counters?: CounterStore;
  /** Tells known search crawlers (lib/crawlers.ts); made from CRAWLER_VERIFY when absent. */
  crawlers?: CrawlerCheck;
}

const DAY_MS = 86_400_000;

/** The UTC day of `now` (YYYY-MM-DD) and the milliseconds left until the next one starts. */
export function utcDay(now: Date) {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { day: new Date(start).toISOString().slice(0, 10), msLeft: start + DAY_MS - now.getTime() };
}

/**
 * Who a search counts against, and their daily quota; null when not limited. Premium members,
 * enterprise users and admins never are; a quota of 0 turns that limit off.
 */
export function searchQuota(user: SessionUser | null, ip: string, config: Pick<Config, 'SEARCH_LIMIT_ANON' | 'SEARCH_LIMIT_MEMBER'>) {
  if (!user) return config.SEARCH_LIMIT_ANON > 0 ? { subject: `ip:${ip}`, limit: config.SEARCH_LIMIT_ANON } : null;
  if (!isSearchLimited(user)) return null;
  return config.SEARCH_LIMIT_MEMBER > 0 ? { subject: `user:${user.id}`, limit: config.SEARCH_LIMIT_MEMBER } : null;
}

function tooMany(reply: FastifyReply, resetAt: Date, now: Date, message: string, code?: typeof ERROR_CODES.searchLimit) {
  reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))));
  return new AppError(429, message, code);
}

/** The route's `METHOD /path` after /api/v1, or null for routes outside the API or unmatched URLs. */
function apiCall(request: FastifyRequest) {
  const url = request.routeOptions.url;
  return url?.startsWith(`${API_BASE}/`) ? `${request.method} ${url.slice(API_BASE.length)}` : null;
}

/**
 * The daily search quota (SPEC §6, §8 429 row) and the brute-force limits on the sign-in calls.
 * Register after the session hook (the quota depends on who is signed in) and before the access
 * hook, so a guest past the limit gets the security check on every limited call, premium or not. A counter store that
 * fails (Redis down) lets the request through and logs: the limits protect, they must not take
 * the site down.
 */
export async function registerLimits(app: FastifyInstance, deps: LimitsDeps) {
  const counters =
    deps.counters ??
    (await createCounterStore({
      redisUrl: deps.config.REDIS_URL,
      db: deps.db,
      now: deps.now,
      onError: (err) => app.log.warn({ err }, 'redis connection error'),
    }));
  app.addHook('onClose', async () => {
    await counters.close();
  });

  const hit = async (request: FastifyRequest, key: string, windowMs: number) => {
    try {
      return await counters.hit(key, windowMs);
    } catch (err) {
      request.log.error({ err, key }, 'counter store failed; request not limited');
      return null;
    }
  };

  const crawlers = deps.crawlers ?? createCrawlerCheck({ verify: deps.config.CRAWLER_VERIFY, now: deps.now });

  /**
   * Counts one search for the caller, unless they are not limited (premium, a known search
   * crawler, a quota of 0). The refusal past the limit, or null.
   */
  const searchRefusal = async (request: FastifyRequest, reply: FastifyReply): Promise<AppError | null> => {
    const quota = searchQuota(request.user, request.ip, deps.config);
    if (!quota) return null;
    if (await crawlers(request.ip, request.headers['user-agent'])) return null;
    const now = deps.now();
    const { day, msLeft } = utcDay(now);
    const result = await hit(request, `search:${day}:${quota.subject}`, msLeft);
    if (result && result.count > quota.limit) {
      return tooMany(reply, result.resetAt, now, ERROR_MESSAGES.tooManyRequests, ERROR_CODES.searchLimit);
    }
    return null;
  };
  app.decorate('searchRefusal', searchRefusal);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || request.method === 'HEAD') return;
    const call = apiCall(request);
    if (!call) return;

    // Daily search quota: the calls that declare `quota: 'search'` in the contract (their 429,
    // with the code search-limit, opens the security check on the client).
    if (request.routeOptions.config?.quota === 'search') {
      // Whoever calls (a crawler, a premium member): a page built from this answer is one whose
      // every view counts (plugins/page-cache.ts).
      reply.header('x-search-quota', 'search');
      const refusal = await searchRefusal(request, reply);
      if (refusal) throw refusal;
    }

    if (SIGN_IN_CALLS[call]) {
      const result = await hit(request, `signin:ip:${call}:${request.ip}`, SIGN_IN_WINDOW_MS);
      if (result && result.count > deps.config.SIGN_IN_LIMIT_PER_IP) throw tooMany(reply, result.resetAt, deps.now(), TOO_MANY_ATTEMPTS);
    }
  });

  // Per email: after validation, so the address is the contract's normalised (lower-case) one.
  app.addHook('preHandler', async (request, reply) => {
    const call = apiCall(request);
    if (!call || !SIGN_IN_CALLS[call]?.perEmail) return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string' || email === '') return;
    const result = await hit(request, `signin:email:${call}:${email}`, SIGN_IN_WINDOW_MS);
    if (result && result.count > SIGN_IN_LIMIT_PER_EMAIL) throw tooMany(reply, result.resetAt, deps.now(), TOO_MANY_ATTEMPTS);
  });
}
