import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { SESSION_COOKIE, type AppError } from '@paysight/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { CACHE_LIFETIMES } from '../caches.js';
import { Cache } from '../lib/cache.js';
import type { EventBus } from '../lib/events.js';

/**
 * Rendered pages for anonymous visitors, kept in process and described so a CDN or reverse proxy
 * can keep them too (docs/decisions/017-page-cache.md).
 *
 * - Only anonymous GETs are candidates: no session cookie, no Authorization header. A page for a
 *   signed-in member is never stored and is sent `private, no-store`, `Vary: Cookie, Authorization`.
 * - A page is stored when it rendered 200, sets no cookie, and its route declares it public
 *   (`Cache-Control: public…`, apps/web/app/lib/page-cache.ts). It is then served with a strong ETag
 *   (304 on If-None-Match) and the route's Cache-Control, and its CSP nonce (the page and its
 *   policy stay byte-for-byte the same while the entry lives).
 * - Pages built from search calls (they count against the daily search limit) still count every
 *   view, by the same page keys their calls were counted by (x-search-quota), so a cached view and
 *   a fresh render count alike: a visitor served from the cache is counted first, and past the
 *   limit gets their own render (the limited page). Such pages go to shared caches only when the
 *   anonymous limit is off (SEARCH_LIMIT_ANON=0): otherwise a CDN would serve views nobody counts
 *   (`private, no-cache`).
 * - Everything personal comes from the session on the client or makes the page uncacheable; the
 *   theme is chosen in the browser (by hour when none is stored) and the region is in the URL.
 * - A page is keyed on its path and the query it reads (its route's `handle.query`, page-query.ts),
 *   and rendered from that URL: a parameter the page does not read cannot force a render.
 * - Entries live PAGE_CACHE_SECONDS (a minute unless configured; 0 turns the cache off) and are invalidated with the data
 *   caches when salary records change.
 */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce the page was rendered with. */
  nonce: string;
  /** The page keys of its calls limited by the daily search quota (none: not limited): every view counts them, wherever it is served from. */
  searchPages: string[];
  /** A call of the render was refused by a limit (429): the page is this visitor's alone. */
  limited: boolean;
}

interface StoredPage extends RenderedPage {
  etag: string;
  /** The body compressed once per encoding, on first demand (not per view). */
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** The encoding to send a stored page in: brotli, else gzip, else none, by what the visitor accepts. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encoded(page: StoredPage, encoding: 'br' | 'gzip') {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
      : gzipSync(page.body, { level: 9 });
  return page.encoded[encoding];
}

class NotStored extends Error {
  constructor(readonly page: RenderedPage) {
    super('page not stored');
  }
}

const header = (page: RenderedPage, name: string) => page.headers.find(([key]) => key === name)?.[1];

/** A visitor with no session: what they are sent depends only on the URL (and whether they are a bot). */
export function isAnonymous(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization || request.user || request.sessionError) return false;
  return !request.cookies[SESSION_COOKIE];
}

export interface PageCacheDeps {
  now: () => Date;
  /** How long a stored page is served (PAGE_CACHE_SECONDS). */
  freshMs: number;
  events: EventBus;
  /** Third-party tags differ for bots: shared caches must then vary on the user agent. */
  varyOnUserAgent: boolean;
  /** The anonymous daily limit is off: pages of salary data may go to shared caches too. */
  shareSearchPages: boolean;
  /** Counts a cached view of pages against the visitor's daily search limit (modules/limits). */
  searchRefusal: (request: FastifyRequest, reply: FastifyReply, pages: readonly string[]) => Promise<AppError | null>;
}

export function createPageCache(deps: PageCacheDeps) {
  const cache = new Cache<StoredPage>({ ...CACHE_LIFETIMES.pages, freshMs: deps.freshMs, now: deps.now });
  deps.events.on('salary-records.changed', () => cache.invalidate());
  const vary = deps.varyOnUserAgent ? 'Cookie, Authorization, User-Agent' : 'Cookie, Authorization';
  const storedVary = `${vary}, Accept-Encoding`;

  const storable = (page: RenderedPage) =>
    page.status === 200 && !page.limited && !header(page, 'set-cookie') && /(^|,)\s*public\b/.test(header(page, 'cache-control') ?? '');

  /** Sends a page: a stored one with its ETag and shared-cache headers, any other as this visitor's alone. */
  const send = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage | StoredPage) => {
    request.cspNonce = page.nonce;
    reply.status(page.status);
    for (const [key, value] of page.headers) {
      if (key !== 'cache-control' && key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    }
    const cookies = page.headers.filter(([key]) => key === 'set-cookie').map(([, value]) => value);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!('etag' in page)) {
      return reply.header('vary', vary).header('cache-control', 'private, no-cache').send(page.body);
    }
    const stored = page;
    // Each encoding is its own representation, with its own strong ETag.
    const encoding = encodingFor(request.headers['accept-encoding']);
    const etag = encoding ? `${stored.etag.slice(0, -1)}-${encoding}"` : stored.etag;
    reply.header('etag', etag).header('vary', storedVary);
    const shared = stored.searchPages.length === 0 || deps.shareSearchPages;
    reply.header('cache-control', shared ? header(stored, 'cache-control')! : 'private, no-cache');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
    if (!encoding) return reply.send(stored.body);
    // Compressed once per entry; the compression plugin leaves an encoded body alone.
    return reply.header('content-encoding', encoding).send(encoded(stored, encoding));
  };

  return {
    /**
     * Serves an anonymous visitor's page from the cache, rendering (once per key) when needed; `url`
     * is the page's path with the query it reads (page-query.ts), which `render` renders.
     */
    async serve(request: FastifyRequest, reply: FastifyReply, url: string, render: () => Promise<RenderedPage>) {
      const key = `${isbot(request.headers['user-agent'] ?? '') ? 'bot' : 'visitor'} ${url}`;
      let mine = false;
      let stored: StoredPage;
      try {
        stored = await cache.get(key, async () => {
          mine = true;
          const page = await render();
          if (!storable(page)) throw new NotStored(page);
          return { ...page, etag: `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 32)}"`, encoded: {} };
        });
      } catch (err) {
        if (!(err instanceof NotStored)) throw err;
        // Someone else's uncacheable answer (a redirect, a limited page) is never shared: render our own.
        return send(request, reply, mine ? err.page : await render());
      }
      if (!mine && stored.searchPages.length > 0 && (await deps.searchRefusal(request, reply, stored.searchPages))) {
        // Past the daily limit: their own render, whose salary call answers 429 (the limited page).
        return send(request, reply, await render());
      }
      return send(request, reply, stored);
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
