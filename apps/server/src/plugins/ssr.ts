import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_BASE, fail, type WebLoadContext } from '@paysight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inject } from 'light-my-request';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { publicConfig, type Config } from '../config.js';
import type { EventBus } from '../lib/events.js';
import { SEARCH_PAGE_HEADER } from '../modules/limits/limits.plugin.js';
import { createPageCache, isAnonymous, type RenderedPage } from './page-cache.js';
import { createPageQuery } from './page-query.js';
import { WARM_UP_ADDRESS, warmUpPaths } from './warm-up.js';

const require = createRequire(import.meta.url);
export const webRoot = path.dirname(require.resolve('@paysight/web/package.json'));
export const webBuildDir = path.join(webRoot, 'build');

export interface SsrOptions {
  config: Config;
  /** Serve through Vite's dev server (HMR, source maps) instead of the production build. */
  dev?: boolean;
  /** Salary records changed: the page cache forgets its pages. */
  events: EventBus;
  now: () => Date;
}

/**
 * The page request for React Router; `reply` ties it to the visitor's connection (a shared render
 * is not); `pageUrl`, the URL to render when it is not the request's (the page's own query alone).
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply | null, pageUrl = request.url): Request {
  const url = new URL(pageUrl, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers };
  if (reply) {
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    init.signal = controller.signal;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.body as Readable) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * Sends a rendered page whole: its data is answered in process, so streaming gains nothing, and
 * piping React's web stream through Node cost more than the render (ADR 018). A signed-in
 * visitor's page is never kept by a shared cache.
 */
async function sendWebResponse(reply: FastifyReply, response: Response, personal: boolean) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  if (personal || !response.headers.has('cache-control'))
    reply.header('cache-control', personal ? 'private, no-store' : 'private, no-cache');
  reply.header('vary', 'Cookie, Authorization');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Server-rendered pages: every GET that no API route or static file claims goes to React Router.
 * Encapsulated so its "pass the raw body through" parser does not touch the API's JSON parsing.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<{ warmUp: () => Promise<{ pages: number }> }> {
  const { config } = options;
  // Production hands React Router the build itself: given a function, it re-derives its route
  // tables and static handler on every request (meant for a build that changes, as in dev), which
  // was about a tenth of a page's render.
  let build: ServerBuild | (() => Promise<ServerBuild>);

  if (options.dev) {
    const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
    const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
    await app.register(middie.default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(webBuildDir, 'client');
    build = (await import(pathToFileURL(path.join(webBuildDir, 'server', 'index.js')).href)) as ServerBuild;
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/: safe to cache for a year.
        const isHashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const handle = createRequestHandler(build, options.dev ? 'development' : 'production');
  // Anonymous pages go through the page cache in production, keyed on the query each page reads
  // (page-query.ts); PAGE_CACHE_SECONDS=0 turns it off: every page is rendered for its visitor.
  const pageUrl = typeof build === 'function' || config.PAGE_CACHE_SECONDS === 0 ? null : createPageQuery(build.routes);
  const clientConfig = publicConfig(config);

  const pageCache = createPageCache({
    now: options.now,
    freshMs: config.PAGE_CACHE_SECONDS * 1000,
    events: options.events,
    // Bots get no third-party tags (root loader): with tags on, a page differs by user agent.
    varyOnUserAgent: clientConfig.tags !== null && Object.values(clientConfig.tags).some((id) => id !== null),
    shareSearchPages: config.SEARCH_LIMIT_ANON === 0,
    searchRefusal: (request, reply, pages) => app.searchRefusal(request, reply, pages),
  });

  /**
   * Answers a loader's or action's /api/v1 call in process, as the visitor at `remoteAddress`
   * with their `forwarded` headers; `tracked` gathers the page keys the calls were counted by (the
   * daily search quota), and whether a limit refused one.
   */
  const apiFetchAs =
    (remoteAddress: string, forwarded: Record<string, string | undefined>, tracked: { searchPages: Set<string>; limited: boolean }) =>
    async (apiPath: string, init?: RequestInit) => {
      // Through the router itself, not app.inject(): inject refuses once the server is closing,
      // and a page still rendering while the server drains (lib/shutdown.ts) must get its answers.
      const res = await inject(app.routing, {
        // The visitor's own address: per-IP limits must count the visitor, not this server.
        remoteAddress,
        method: (init?.method ?? 'GET') as 'GET',
        url: `${API_BASE}${apiPath}`,
        headers: {
          ...Object.fromEntries(Object.entries(forwarded).filter(([, v]) => v !== undefined)),
          // A body is JSON unless the caller says otherwise (a page action forwarding an upload as
          // multipart bytes); without a body there is no content type (Fastify refuses an empty JSON body).
          ...(init?.body ? { 'content-type': new Headers(init.headers).get('content-type') ?? 'application/json' } : {}),
        },
        ...(init?.body ? { payload: init.body instanceof Uint8Array ? Buffer.from(init.body) : (init.body as string) } : {}),
      });
      const searchPage = res.headers[SEARCH_PAGE_HEADER];
      if (typeof searchPage === 'string') tracked.searchPages.add(searchPage);
      if (res.statusCode === 429) tracked.limited = true;
      const headers = new Headers({ 'content-type': 'application/json' });
      // A sign-in call's session cookie, for an action to pass on with its page (the coupon form posted before JavaScript loads).
      for (const cookie of [res.headers['set-cookie'] ?? []].flat()) headers.append('set-cookie', String(cookie));
      return new Response(res.body, { status: res.statusCode, headers });
    };

  /**
   * The page's load context; `tracked` gathers the page keys its API calls were counted by (the
   * daily search quota), and whether one was refused by a limit (such a render is this visitor's alone).
   */
  const contextFor = (request: FastifyRequest) => {
    const tracked = { searchPages: new Set<string>(), limited: false };
    const forwarded = {
      cookie: request.headers.cookie,
      authorization: request.headers.authorization,
      // A loader's or action's call comes from our own page: the visitor's request to it already
      // passed the own-origin check (plugins/same-origin.ts), and loaders only read (a search by POST).
      origin: config.origin,
      // The visitor's agent: known search crawlers are not counted by the daily limit.
      'user-agent': request.headers['user-agent'],
    };
    const context: WebLoadContext = {
      cspNonce: request.cspNonce,
      user: request.user ?? null,
      sessionError: request.sessionError ? { status: request.sessionError.statusCode, message: request.sessionError.message } : null,
      clientConfig,
      apiFetch: apiFetchAs(request.ip, forwarded, tracked),
    };
    return { context, tracked };
  };

  /** Renders a page whole (for the page cache: its bytes, status, headers and nonce). */
  const renderPage = async (request: FastifyRequest, pageUrl: string): Promise<RenderedPage> => {
    const { context, tracked } = contextFor(request);
    const response = await handle(toWebRequest(request, null, pageUrl), context as never);
    const headers: [string, string][] = [];
    for (const [key, value] of response.headers) if (key !== 'set-cookie') headers.push([key, value]);
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers,
      body,
      nonce: request.cspNonce,
      searchPages: [...tracked.searchPages],
      limited: tracked.limited,
    };
  };

  /**
   * Renders each kind of page once, as a visitor would see it, and keeps nothing: a page's first
   * render runs cold code (V8 compiles each function on its first call, and the route's modules
   * load), which held the event loop for 100–275 ms under the first visitors. Run before the
   * server answers (the startup task `pages.warm`); the pages follow the home page's own links
   * (warm-up.ts), so the warm-up uses the data there is. The API calls come from an address no
   * socket has, whose daily count nobody shares.
   */
  const warmUp = async () => {
    const render = async (pagePath: string) => {
      const context: WebLoadContext = {
        cspNonce: 'warm-up',
        user: null,
        sessionError: null,
        clientConfig,
        apiFetch: apiFetchAs(WARM_UP_ADDRESS, { origin: config.origin }, { searchPages: new Set<string>(), limited: false }),
      };
      // A page that fails here fails for visitors too, where it is reported; the start goes on.
      try {
        const response = await handle(new Request(`${config.origin}${pagePath}`), context as never);
        const html = await response.text();
        return response.status === 200 ? html : '';
      } catch (err) {
        app.log.warn({ err, page: pagePath }, 'a page failed to render while warming up');
        return '';
      }
    };
    const home = await render('/');
    const paths = warmUpPaths(home);
    // Side by side: a page waiting on the database (its first, uncached answers) leaves this
    // thread free to render another.
    await Promise.all(paths.map(render));
    return { pages: paths.length + 1 };
  };

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    pages.route({
      method: ['GET', 'POST'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.url === API_BASE || request.url.startsWith(`${API_BASE}/`) || request.url.startsWith(`${API_BASE}?`)) {
          return reply.status(404).send(fail(404, `No API route ${request.method} ${request.url.split('?')[0]}`));
        }
        if (isAnonymous(request) && pageUrl) {
          const url = pageUrl(request.url);
          return pageCache.serve(request, reply, url, () => renderPage(request, url));
        }
        const response = await handle(toWebRequest(request, reply), contextFor(request).context as never);
        return sendWebResponse(reply, response, !isAnonymous(request));
      },
    });
  });
  return { warmUp };
}
