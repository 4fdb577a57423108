import { fail, ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext, unwrap } from '~/lib/loader.test-support';
import { loader as reviewLoader } from './admin.review';
import { action, loader } from './verified';

const member = (role: SessionUser['role'] = 'user') => ({ id: 'u1', email: 'asa@infosys.com', role }) as SessionUser;
const emptyStats = { countryCode: 'us', total: 0, tiers: [], companies: [], isDemo: false };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A browser's form post to /verified: multipart bytes with their content type and length. */
async function sized(form: FormData) {
  const encoded = new Request('http://x/verified', { method: 'POST', body: form });
  const body = await encoded.arrayBuffer();
  return new Request('http://x/verified', {
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) },
  });
}

describe('/verified', () => {
  it('asks a guest’s page for the URL’s region only', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(emptyStats) });
    const result = unwrap(await loader({ request: new Request('http://x/verified?cc=us'), context: ctx, params: {} } as never));
    expect(apiFetch.mock.calls.map((c) => c[0])).toEqual(['/verified/stats?cc=us']);
    expect(result.body).toMatchObject({ cc: 'us', contributions: null, canonical: '/verified?cc=us' });
  });

  it('says in its description how much is verified, or plainly that nothing is yet', async () => {
    const descriptionFor = async (tiers: Array<{ tier: string; count: number; share: number }>) => {
      const { ctx } = answeringContext({ status: 200, body: ok({ ...emptyStats, countryCode: 'in', total: 200, tiers }) });
      const result = unwrap(await loader({ request: new Request('http://x/verified'), context: ctx, params: {} } as never));
      return (result.body as { description: string }).description;
    };
    expect(await descriptionFor([{ tier: 'demo', count: 200, share: 1 }])).toContain('in India: none is verified with a document yet.');
    expect(
      await descriptionFor([
        { tier: 'verified', count: 50, share: 0.25 },
        { tier: 'demo', count: 150, share: 0.75 },
      ]),
    ).toContain('in India: 25% are verified with documents.');
  });

  it('forwards an uploaded file to POST /verify/docs as multipart, fields before the file, with the member’s session', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ id: 7 }) }, member());
    const form = new FormData();
    form.set('intent', 'upload');
    form.set('file', new File([PNG], 'slip.png', { type: 'image/png' }));
    form.set('memberSalaryId', '12');
    form.set('kind', 'payslip');
    const result = unwrap(await action({ request: await sized(form), context: ctx, params: {} } as never));
    expect(result.body).toMatchObject({ ok: true, memberSalaryId: 12 });
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/verify/docs');
    expect(init.method).toBe('POST');
    const contentType = new Headers(init.headers).get('content-type')!;
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(init.body).toBeInstanceOf(Uint8Array);
    // The API reads only the text fields sent before the file.
    const sent = new Response(init.body as BodyInit, { headers: { 'content-type': contentType } });
    const parts = [...(await sent.formData()).entries()];
    expect(parts.map(([name]) => name)).toEqual(['memberSalaryId', 'kind', 'file']);
    expect(parts.slice(0, 2).map(([, value]) => value)).toEqual(['12', 'payslip']);
    const file = parts[2]![1] as File;
    expect(file.name).toBe('slip.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('shows the API’s reason when it refuses the upload, and sends a stale session to sign in', async () => {
    const form = new FormData();
    form.set('intent', 'upload');
    form.set('memberSalaryId', '12');
    form.set('kind', 'payslip');
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'notes.txt', { type: 'text/plain' }));
    const message = 'file: the file is not a PDF or PNG or JPEG (its contents say otherwise)';
    const refused = answeringContext({ status: 415, body: fail(415, message) }, member());
    const result = unwrap(await action({ request: await sized(form), context: refused.ctx, params: {} } as never));
    expect(result).toMatchObject({ status: 415, body: { ok: false, message, memberSalaryId: 12 } });

    const stale = answeringContext({ status: 401, body: fail(401, 'Please sign in') }, member());
    const redirect = (await action({ request: await sized(form), context: stale.ctx, params: {} } as never).catch(
      (e: unknown) => e,
    )) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth/login?returnUrl=%2Fverified');
  });

  it('refuses a form over 5 MB before reading it', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({}) }, member());
    const big = new Request('http://x/verified', { method: 'POST', body: 'x', headers: { 'content-length': String(6 * 1024 * 1024) } });
    const result = unwrap(await action({ request: big, context: ctx, params: {} } as never));
    expect(result).toMatchObject({ status: 413, body: { ok: false, message: 'The file is larger than 5 MB.' } });
    expect(apiFetch).not.toHaveBeenCalled();
  });
});

describe('/admin/review', () => {
  it('sends a guest to sign in and shows others the not-found page', async () => {
    const guest = answeringContext({ status: 200, body: ok([]) });
    const redirect = (await reviewLoader({ request: new Request('http://x/admin/review'), context: guest.ctx, params: {} } as never).catch(
      (e: unknown) => e,
    )) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth/login?returnUrl=%2Fadmin%2Freview');

    const user = answeringContext({ status: 200, body: ok([]) }, member());
    const refused = await reviewLoader({ request: new Request('http://x/admin/review'), context: user.ctx, params: {} } as never).catch(
      (e: unknown) => e,
    );
    expect(unwrap(refused).status).toBe(404);
    expect(user.apiFetch).not.toHaveBeenCalled();

    const admin = answeringContext({ status: 200, body: ok([]) }, member('admin'));
    const page = unwrap(await reviewLoader({ request: new Request('http://x/admin/review'), context: admin.ctx, params: {} } as never));
    expect(page.body).toEqual({ docs: [], held: [] });
    expect(admin.apiFetch.mock.calls.map((c) => c[0])).toEqual(['/admin/verifications', '/admin/held-records']);
  });
});
