import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb, type TestApp } from './helpers.js';

describeWithDb('API platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // A route that fails like a bug would, to check what the client sees.
      // Every /api/v1 route declares its access (http/access.ts), these stand-ins too.
      beforeReady: (app) =>
        app.get('/api/v1/__test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internal detail at /srv/app.ts:42');
        }) &&
        app.post('/api/v1/__test/echo', { config: { access: 'public' } }, async (request) => ({
          success: true,
          data: request.body,
          message: 'OK',
          statusCode: 200,
        })),
    });
  });
  afterAll(() => t.close());

  it('answers health with the database reachable, the version and uptime', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 200, message: 'OK' });
    expect(body.data.status).toBe('ok');
    expect(body.data.database.reachable).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.data.database.driver);
    expect(typeof body.data.version).toBe('string');
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);

    // A block of the event loop shows in the next health answer (an operator's and the bench's gauge).
    const blockUntil = performance.now() + 120;
    while (performance.now() < blockUntil);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const after = (await t.app.inject('/api/v1/health')).json();
    expect(after.data.eventLoop.longestStallMs).toBeGreaterThanOrEqual(100);
  });

  it('reports a degraded health with 503 when the database is unreachable', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.close();
    const res = await broken.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, statusCode: 503, data: { status: 'degraded', database: { reachable: false } } });
    await broken.app.close();
  });

  it('wraps unknown API paths in a 404 envelope', async () => {
    const res = await t.app.inject('/api/v1/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, message: 'No API route GET /api/v1/does-not-exist', statusCode: 404 });
  });

  it('names the bad field in a 400 when input fails validation', async () => {
    const res = await t.app.inject('/api/v1/suggest/company?limit=500');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, statusCode: 400 });
    expect(res.json().message).toContain('querystring.limit');
    expect(res.json().message).toContain('at most 25');
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, statusCode: 400 });
    expect(res.json().message).toMatch(/JSON/i);
  });

  it('refuses a body over the size limit with a 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, statusCode: 413 });
  });

  it('turns a thrown bug into a generic 500 with a request id and no internals', async () => {
    const res = await t.app.inject({ url: '/api/v1/__test/boom', headers: { 'x-request-id': 'test-request-0001' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, data: null, message: 'Something went wrong. Please try again...', statusCode: 500 });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('app.ts');
    expect(res.headers['x-request-id']).toBe('test-request-0001');
  });

  it('gives every response a request id, generating one when the caller sent none or a malformed one', async () => {
    const a = await t.app.inject('/api/v1/health');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(b.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('sends security headers with a nonce-based Content-Security-Policy', async () => {
    const res = await t.app.inject('/api/v1/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Not no-referrer: browsers would send `Origin: null` on form posts, and pages refuse those.
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const again = await t.app.inject('/api/v1/health');
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it('compresses large responses when the client accepts gzip', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject('/api/docs/json');
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/suggest/company', '/api/v1/suggest/title', '/api/v1/suggest/location']),
    );
    const params = doc.paths['/api/v1/suggest/company'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['q', 'limit', 'region']));
    // Calls that need a session say so (the scheme is defined); public ones do not.
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/profile'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/v1/suggest/company'].get.security).toBeUndefined();
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves robots.txt and a sitemap with absolute URLs', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://paysight.test/sitemap.xml');
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://paysight.test/</loc>');
    expect(sitemap.body).toContain('<loc>http://paysight.test/privacy-policy</loc>');
    expect(sitemap.body).toContain('<loc>http://paysight.test/us/salary</loc>');
    expect(sitemap.body).toContain('<loc>http://paysight.test/leaderboard?cc=us</loc>');
    expect(sitemap.body).toContain('<loc>http://paysight.test/negotiate?region=us</loc>');
    expect(sitemap.body).toContain('<loc>http://paysight.test/verified</loc>');
    expect(sitemap.body).toContain('<loc>http://paysight.test/verified?cc=us</loc>');
  });
});
