import { beforeAll, expect, it } from 'vitest';
import { multipart } from './documents.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser } from './users.js';

/** A 1×1 PNG and a 1×1 lossless WebP. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describeWithDb('logos: an uploaded file or a monogram, cached and revalidated; uploads by admins only', () => {
  const clock = createClock();
  const t = useTestApp({ now: clock.now });
  let admin: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, clock.now(), { email: 'logos-admin@paysight.test', role: 'admin' });
    member = await signedInUser(t, clock.now(), { email: 'logos-member@paysight.test' });
  });

  const logo = (slug: string, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/logo/${slug}${query}`, headers });
  const upload = (slug: string, file: { bytes: Buffer; filename: string; contentType: string }, who?: SignedInUser) => {
    const form = multipart({ field: 'file', ...file });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${slug}/logo`,
      payload: form.payload,
      headers: { ...who?.headers, ...form.headers },
    });
  };

  it('draws a known company a monogram: the same picture and ETag every time, cached a day', async () => {
    const first = await logo('infosys');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.body).toContain('aria-label="Infosys"');
    expect(first.body).toContain('>I</text>');
    expect(first.body).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
    const again = await logo('infosys');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await logo('tcs')).body).not.toBe(first.body);
  });

  it('answers 304 with no body to a client holding the current ETag; the versioned URL is immutable', async () => {
    const etag = (await logo('infosys')).headers.etag as string;
    const revalidated = await logo('infosys', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await logo('infosys', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    const versioned = await logo('infosys', {}, `?v=${etag.slice(1, -1)}`);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown company and 400 for an id that is no slug', async () => {
    const unknown = await logo('no-such-company-xyz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'No company "no-such-company-xyz"' });
    expect((await logo('Not%20A%20Slug')).statusCode).toBe(400);
  });

  it('lets only admins upload, and only a PNG or WebP of at most 256 KB', async () => {
    const png = { bytes: PNG, filename: 'logo.png', contentType: 'image/png' };
    expect((await upload('infosys', png)).statusCode).toBe(401);
    expect((await upload('infosys', png, member)).statusCode).toBe(403);
    const svg = await upload('infosys', { bytes: SVG, filename: 'logo.svg', contentType: 'image/svg+xml' }, admin);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('file: the file is not a PNG or WebP (its contents say otherwise)');
    // A PNG's signature followed by more than the limit.
    const big = Buffer.concat([PNG, Buffer.alloc(256 * 1024)]);
    const tooBig = await upload('infosys', { bytes: big, filename: 'logo.png', contentType: 'image/png' }, admin);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('file: the file is larger than 256 KB');
    expect((await upload('no-such-company-xyz', png, admin)).statusCode).toBe(404);
  });

  it('serves an uploaded logo in place of the monogram, with a new ETag; removing it brings the monogram back', async () => {
    const before = await logo('wipro');
    const done = await upload('wipro', { bytes: WEBP, filename: 'wipro.webp', contentType: 'image/webp' }, admin);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ company: { slug: 'wipro' }, contentType: 'image/webp', bytes: WEBP.length });
    expect(done.json().data.url).toMatch(/^\/api\/v1\/logo\/wipro\?v=[\w-]{16}$/);
    const after = await logo('wipro');
    expect(after.headers['content-type']).toBe('image/webp');
    expect(after.rawPayload.equals(WEBP)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await logo('wipro', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/companies/wipro/logo', headers: admin.headers });
    expect(removed.json().data).toEqual({ deleted: true });
    expect((await logo('wipro')).body).toBe(before.body);
    expect(t.storage.files.size).toBe(0);
  });
});
