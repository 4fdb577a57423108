import { ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext, unwrap } from '~/lib/loader.test-support';
import { loader as reviewLoader } from './admin.review';
import { action, loader } from './verified';

const member = (role: SessionUser['role'] = 'user') => ({ id: 'u1', email: 'asa@infosys.com', role }) as SessionUser;
const emptyStats = { countryCode: 'us', total: 0, tiers: [], companies: [] };

describe('/verified', () => {
  it('asks a guest’s page for the URL’s region only', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(emptyStats) });
    const result = unwrap(await loader({ request: new Request('http://x/verified?cc=us'), context: ctx, params: {} } as never));
    expect(apiFetch.mock.calls.map((c) => c[0])).toEqual(['/verified/stats?cc=us']);
    expect(result.body).toMatchObject({ cc: 'us', contributions: null, canonical: '/verified?cc=us' });
  });

  it('forwards an uploaded file to POST /verify/docs as JSON with the member’s session', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ id: 7 }) }, member());
    const form = new FormData();
    form.set('intent', 'upload');
    form.set('memberSalaryId', '12');
    form.set('kind', 'payslip');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.set('file', new File([png], 'slip.png', { type: 'image/png' }));
    const request = new Request('http://x/verified', { method: 'POST', body: form });
    const body = await request.clone().arrayBuffer();
    const sized = new Request('http://x/verified', {
      method: 'POST',
      body,
      headers: { 'content-type': request.headers.get('content-type')!, 'content-length': String(body.byteLength) },
    });
    const result = unwrap(await action({ request: sized, context: ctx, params: {} } as never));
    expect(result.body).toMatchObject({ ok: true, memberSalaryId: 12 });
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/verify/docs');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      memberSalaryId: '12',
      kind: 'payslip',
      fileName: 'slip.png',
      contentBase64: Buffer.from(png).toString('base64'),
    });
  });

  it('refuses a form over 5 MB before reading it, and shows the API’s reason when it refuses', async () => {
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
