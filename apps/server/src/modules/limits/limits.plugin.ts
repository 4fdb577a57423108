import { API_BASE, AppError, ERROR_CODES, ERROR_MESSAGES, titleSlug, type SearchPage, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Config } from '../../config.js';
import { createCounterStore, type CounterStore } from '../../lib/counter-store.js';
import { createCrawlerCheck, type CrawlerCheck } from '../../lib/crawlers.js';
import { isSearchLimited } from '../../lib/entitlements.js';
import { WARM_UP_ADDRESS } from '../../plugins/warm-up.js';
import { SIGN_IN_CALLS, SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_WINDOW_MS, TOO_MANY_ATTEMPTS } from './limits.constants.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts the views of pages (their keys) against the caller's daily search limit: a page seen
     * today is free, a new one is one search. The 429 to answer past the limit, or null (modules/limits).
     */
    searchRefusal(request: FastifyRequest, reply: FastifyReply, pages: readonly string[]): Promise<AppError | null>;
    /**
     * Has `watch.count` told of each visitor's first view of the day of a page of `watch.kind`,
     * once the page or call was answered (docs/decisions/051-compare-lists-and-contacts.md).
     */
    watchFirstViews(watch: FirstViewWatch): void;
  }
  interface FastifyRequest {
    /** The watched page keys this request was admitted for (searchRefusal), counted once it is answered. */
    watchedPages?: string[];
  }
}

/**
 * A kind of page whose views are counted per visitor-day (popular comparisons, ADR 051). The
 * visitor is the daily quota's subject (a member's id, else the address), premium members and
 * visitors the quota does not limit included; bots (by user agent) and the warm-up are not
 * visitors. Nothing of the visitor reaches `count`: only the page's values.
 */
export interface FirstViewWatch {
  /** The page kind of the contract's searchPage (`compare`). */
  kind: string;
  /** The page's values as one thing ("A vs B" and "B vs A": one pair), so a visitor counts once a day for it. */
  same: (values: string[]) => string[];
  /** A visitor's first view today of the thing `values` names, after a 200 (or 304) answer. A failure is logged, never the visitor's. */
  count: (values: string[]) => Promise<void>;
}

/** The header a search call's answer carries: the key of the page it was counted for (plugins/page-cache.ts counts cached views by it). */
export const SEARCH_PAGE_HEADER = 'x-search-quota';

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

/**
 * The page key of a search call, from its validated params and query: the contract's page kind and
 * values, each value a slug ("Data Scientist" and data-scientist are one page) that keeps its `--`
 * joints (a company–title slice, a comparison's entries: `compare:us:google--vs--meta`, ADR 037),
 * joined by ':'.
 */
export function searchPageKey(page: SearchPage, input: Record<string, unknown>) {
  const [kind, ...values] = page(input);
  const slugged = (value: unknown) => (value === undefined || value === null ? '' : String(value).split('--').map(titleSlug).join('--'));
  return [kind, ...values.map(slugged)].join(':');
}

/** The route's `METHOD /path` after /api/v1, or null for routes outside the API or unmatched URLs. */
function apiCall(request: FastifyRequest) {
  const url = request.routeOptions.url;
  return url?.startsWith(`${API_BASE}/`) ? `${request.method} ${url.slice(API_BASE.length)}` : null;
}

/**
 * The daily search quota (SPEC §6, §8 429 row), counted in pages seen per UTC day
 * (docs/decisions/037-search-quota-per-page.md), and the brute-force limits on the sign-in calls.
 * Register after the session hook (the quota depends on who is signed in). The quota is checked
 * after validation (a page key comes from validated input), so after the access hook. A counter store that
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
   * Counts the views of `pages` for the caller, unless they are not limited (premium, a known
   * search crawler, a quota of 0): the caller's pages of the UTC day are a set, a page already in
   * it is free, a new one joins it while it holds fewer than the quota. The refusal past the limit
   * (a refused page does not join, so it stays refused), or null.
   */
  const watches = new Map<string, FirstViewWatch>();
  app.decorate('watchFirstViews', (watch: FirstViewWatch) => void watches.set(watch.kind, watch));
  const kindOf = (page: string) => page.slice(0, page.indexOf(':'));
  /** Keeps the watched pages of an admitted view on the request, counted when it is answered. */
  const watchViews = (request: FastifyRequest, pages: readonly string[]) => {
    const watched = pages.filter((page) => watches.has(kindOf(page)));
    if (watched.length > 0) request.watchedPages = [...(request.watchedPages ?? []), ...watched];
  };

  const searchRefusal = async (request: FastifyRequest, reply: FastifyReply, pages: readonly string[]): Promise<AppError | null> => {
    const quota = searchQuota(request.user, request.ip, deps.config);
    if (!quota || pages.length === 0) {
      watchViews(request, pages);
      return null;
    }
    if (await crawlers(request.ip, request.headers['user-agent'])) return null;
    const now = deps.now();
    const { day, msLeft } = utcDay(now);
    const key = `search-pages:${day}:${quota.subject}`;
    for (const page of pages) {
      let admission;
      try {
        admission = await counters.admit(key, page, quota.limit, msLeft);
      } catch (err) {
        request.log.error({ err, key }, 'counter store failed; request not limited');
        return null;
      }
      if (!admission.admitted) return tooMany(reply, admission.resetAt, now, ERROR_MESSAGES.tooManyRequests, ERROR_CODES.searchLimit);
    }
    watchViews(request, pages);
    return null;
  };
  app.decorate('searchRefusal', searchRefusal);

  // A watched page answered to a visitor: its first view today (in a set of the day per visitor,
  // like the quota's) is counted, after the answer is sent, so counting never delays or fails it.
  app.addHook('onResponse', async (request, reply) => {
    const pages = request.watchedPages;
    if (!pages || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    const agent = request.headers['user-agent'] ?? '';
    if (request.ip === WARM_UP_ADDRESS || isbot(agent)) return;
    const { day, msLeft } = utcDay(deps.now());
    const key = `first-views:${day}:${request.user ? `user:${request.user.id}` : `ip:${request.ip}`}`;
    for (const page of pages) {
      const watch = watches.get(kindOf(page))!;
      try {
        const values = watch.same(page.split(':').slice(1));
        const seen = await counters.admit(key, [watch.kind, ...values].join(':'), Number.MAX_SAFE_INTEGER, msLeft);
        if (seen.added) await watch.count(values);
      } catch (err) {
        request.log.error({ err, page }, 'a first view was not counted');
      }
    }
  });

  // A search call must say which page it is for: a route without one would stop the server at start.
  app.addHook('onRoute', (route) => {
    const config = route.config as { quota?: unknown; searchPage?: unknown } | undefined;
    if (config?.quota === 'search' && typeof config.searchPage !== 'function') {
      throw new Error(`${String(route.method)} ${route.url} declares quota 'search' without a searchPage`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || request.method === 'HEAD') return;
    const call = apiCall(request);
    if (!call) return;

    if (SIGN_IN_CALLS[call]) {
      const result = await hit(request, `signin:ip:${call}:${request.ip}`, SIGN_IN_WINDOW_MS);
      if (result && result.count > deps.config.SIGN_IN_LIMIT_PER_IP) throw tooMany(reply, result.resetAt, deps.now(), TOO_MANY_ATTEMPTS);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const call = apiCall(request);
    if (!call) return;

    // Daily search quota: the calls that declare `quota: 'search'` in the contract (their 429,
    // with the code search-limit, opens the security check on the client). After validation: the
    // page key comes from the call's own validated params and query, never from what the caller says.
    const { quota, searchPage } = request.routeOptions.config ?? {};
    if (quota === 'search' && searchPage) {
      const page = searchPageKey(searchPage, { ...(request.query as object), ...(request.params as object) });
      // Whoever calls (a crawler, a premium member): a page built from this answer counts its
      // views by this key (plugins/page-cache.ts).
      reply.header(SEARCH_PAGE_HEADER, page);
      const refusal = await searchRefusal(request, reply, [page]);
      if (refusal) throw refusal;
    }

    // Per email: after validation, so the address is the contract's normalised (lower-case) one.
    if (!SIGN_IN_CALLS[call]?.perEmail) return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string' || email === '') return;
    const result = await hit(request, `signin:email:${call}:${email}`, SIGN_IN_WINDOW_MS);
    if (result && result.count > SIGN_IN_LIMIT_PER_EMAIL) throw tooMany(reply, result.resetAt, deps.now(), TOO_MANY_ATTEMPTS);
  });
}
