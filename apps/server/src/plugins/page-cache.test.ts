import cookie from '@fastify/cookie';
import { AppError } from '@paysight/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../lib/events.js';
import { createPageCache, isAnonymous, type RenderedPage } from './page-cache.js';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

interface Setup {
  app: FastifyInstance | null;
  renders: number;
  counted: string[];
  events: ReturnType<typeof createEventBus>;
  advance(ms: number): void;
}

const appOf = (s: Setup) => s.app!;

async function setup(
  page: (n: number) => Partial<RenderedPage>,
  options: { shareSearchPages?: boolean; refuseAfter?: number } = {},
): Promise<Setup> {
  let at = Date.parse('2026-11-24T10:00:00Z');
  const events = createEventBus();
  const s: Setup = { app: null, renders: 0, counted: [], events, advance: (ms: number) => void (at += ms) };
  const cache = createPageCache({
    now: () => new Date(at),
    freshMs: 60_000,
    events,
    varyOnUserAgent: false,
    shareSearchPages: options.shareSearchPages ?? false,
    searchRefusal: async (request, _reply, pages) => {
      s.counted.push(`${request.ip} ${pages.join(' ')}`);
      return s.counted.length > (options.refuseAfter ?? Infinity) ? new AppError(429, 'limit') : null;
    },
  });
  const app = Fastify();
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionError', null);
  app.decorateRequest('cspNonce', '');
  let nonces = 0;
  app.addHook('onRequest', async (request) => {
    request.cspNonce = `nonce-${++nonces}`;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-csp-nonce', request.cspNonce);
    return payload;
  });
  app.get('/*', (request, reply) =>
    cache.serve(request, reply, request.url, async () => {
      const n = ++s.renders;
      const base: RenderedPage = {
        status: 200,
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['cache-control', PUBLIC],
        ],
        body: Buffer.from(`<html nonce="${request.cspNonce}">render ${n}</html>`),
        nonce: request.cspNonce,
        searchPages: [],
        limited: false,
      };
      return { ...base, ...page(n) };
    }),
  );
  s.app = app;
  return s;
}

let current: Setup | null = null;
afterEach(async () => {
  await current?.app?.close();
  current = null;
});

describe('page cache', () => {
  it('renders a public page once, then serves the same bytes with a strong ETag, its nonce, and 304 on If-None-Match', async () => {
    const s = (current = await setup(() => ({})));
    const first = await appOf(s).inject('/in/salary/software-engineer');
    const second = await appOf(s).inject('/in/salary/software-engineer');
    expect(s.renders).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-csp-nonce']).toBe(first.headers['x-csp-nonce']); // the policy matches the page's nonce
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
    const revalidated = await appOf(s).inject({
      url: '/in/salary/software-engineer',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Another URL is another page.
    await appOf(s).inject('/us/salary/software-engineer');
    expect(s.renders).toBe(2);
  });

  it('sends a stored page compressed once per encoding, each encoding with its own ETag', async () => {
    const s = (current = await setup(() => ({})));
    const plain = await appOf(s).inject('/');
    const gz = await appOf(s).inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate' } });
    const br = await appOf(s).inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
    const revalidated = await appOf(s).inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(s.renders).toBe(1);
  });

  it('renders again after a minute, and at once when salary records change', async () => {
    const s = (current = await setup(() => ({})));
    await appOf(s).inject('/');
    s.advance(61_000);
    expect((await appOf(s).inject('/')).body).toContain('render 2');
    s.events.emit('salary-records.changed', { regions: ['in'] });
    expect((await appOf(s).inject('/')).body).toContain('render 3');
  });

  it('never stores a page that is not declared public, not a 200, sets a cookie, or was limited', async () => {
    for (const page of [
      { headers: [['content-type', 'text/html']] as [string, string][] },
      { status: 404 },
      {
        headers: [
          ['cache-control', PUBLIC],
          ['set-cookie', 'a=b'],
        ] as [string, string][],
      },
      { limited: true, searchPages: ['negotiate:in:'] },
    ]) {
      const s = await setup(() => page);
      const first = await appOf(s).inject('/negotiate');
      await appOf(s).inject('/negotiate');
      expect(s.renders, JSON.stringify(page)).toBe(2);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.etag).toBeUndefined();
      await appOf(s).close();
    }
  });

  it('counts every view of a page of salary data served from the cache by its page key, keeps it from shared caches, and past the limit renders the visitor’s own', async () => {
    const s = (current = await setup(() => ({ searchPages: ['salary:in:software-engineer'] }), { refuseAfter: 1 }));
    const first = await appOf(s).inject({ url: '/in/salary/software-engineer', remoteAddress: '10.0.0.1' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(s.counted).toEqual([]); // the render's own API call counted the first visitor
    await appOf(s).inject({ url: '/in/salary/software-engineer', remoteAddress: '10.0.0.2' });
    // The same key the render's call was counted by: a cached view and a fresh render count alike.
    expect(s.counted).toEqual(['10.0.0.2 salary:in:software-engineer']);
    expect(s.renders).toBe(1);
    await appOf(s).inject({ url: '/in/salary/software-engineer', remoteAddress: '10.0.0.2' });
    expect(s.renders).toBe(2); // refused: a render of their own (whose salary call answers 429)
  });

  it('lets shared caches keep pages of salary data when the anonymous limit is off', async () => {
    const s = (current = await setup(() => ({ searchPages: ['salary:in:software-engineer'] }), { shareSearchPages: true }));
    expect((await appOf(s).inject('/in/salary/software-engineer')).headers['cache-control']).toBe(PUBLIC);
  });

  it('treats only GETs without a session cookie or Authorization header as anonymous', async () => {
    const s = (current = await setup(() => ({})));
    const seen: boolean[] = [];
    appOf(s).addHook('preHandler', async (request) => {
      seen.push(isAnonymous(request));
    });
    await appOf(s).inject('/');
    await appOf(s).inject({ url: '/', headers: { cookie: 'tyler=abc' } });
    await appOf(s).inject({ url: '/', headers: { authorization: 'Bearer abc' } });
    await appOf(s).inject({ url: '/', headers: { cookie: 'ref_trk=x' } });
    expect(seen).toEqual([true, false, false, true]);
  });
});
