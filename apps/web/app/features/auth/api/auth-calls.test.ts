import { api, fail, ok } from '@paysight/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Transport } from '~/lib/api-client';
import { discourseSso } from './discourse-sso';
import { exchangeToken } from './exchange-token';
import { getCountryCode } from './get-country-code';
import { getSignInOptions } from './get-sign-in-options';
import { logout } from './logout';
import { redeemVoucher } from './redeem-voucher';
import { requestMagicLink } from './request-magic-link';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fake(answer: Response | (() => Response)) {
  const transport = vi.fn<Transport>(async () => (typeof answer === 'function' ? answer() : answer.clone()));
  return { transport, client: createApiClient({ transport, currentUrl: () => '/auth/login' }) };
}

describe('auth calls', () => {
  it('POST /mgk-login with the trimmed email and next', async () => {
    const { transport, client } = fake(json(ok({ sent: true })));
    const result = await requestMagicLink(client, api, { email: ' asha@example.com ', next: '/offers' });
    expect(result.ok).toBe(true);
    expect(transport).toHaveBeenCalledWith(
      '/mgk-login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'asha@example.com', next: '/offers' }) }),
    );
  });

  it('GET /tyler-login with token, id and email; no empty ones', async () => {
    const { transport, client } = fake(json(ok({ token: 's' })));
    await exchangeToken(client, api, { token: 't'.repeat(32), id: 'u1', email: 'a@b.co' });
    expect(transport.mock.calls[0]?.[0]).toBe(`/tyler-login?token=${'t'.repeat(32)}&id=u1&email=a%40b.co`);
    await exchangeToken(client, api, { token: 'x'.repeat(32), id: '', email: '' });
    expect(transport.mock.calls[1]?.[0]).toBe(`/tyler-login?token=${'x'.repeat(32)}`);
  });

  it('POST /logout returns where to go', async () => {
    const { transport, client } = fake(json(ok({ redirect: '/' })));
    expect(await logout(client, api)).toMatchObject({ ok: true, data: { redirect: '/' } });
    expect(transport).toHaveBeenCalledWith('/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('POST /vouchers/redeem with email and code; a failure keeps the server message', async () => {
    const { transport, client } = fake(json(fail(400, 'Coupon has expired'), 400));
    const result = await redeemVoucher(client, api, { email: 'a@b.co', code: ' WELCOME50 ' });
    expect(result).toEqual({ ok: false, status: 400, message: 'Coupon has expired' });
    expect(transport).toHaveBeenCalledWith(
      '/vouchers/redeem',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'a@b.co', code: 'WELCOME50' }) }),
    );
  });

  it('GET /auth/discuss/sso with sso and sig', async () => {
    const { transport, client } = fake(json(ok({ url: 'https://forum.example/session/sso_login?sso=a&sig=b' })));
    const result = await discourseSso(client, api, { sso: 'bm9uY2U9MQ==', sig: 'a'.repeat(64) });
    expect(result).toMatchObject({ ok: true, data: { url: 'https://forum.example/session/sso_login?sso=a&sig=b' } });
    expect(transport.mock.calls[0]?.[0]).toBe(`/auth/discuss/sso?sso=bm9uY2U9MQ%3D%3D&sig=${'a'.repeat(64)}`);
  });

  it('GET /locale gives the country code, India when unknown', async () => {
    expect(await getCountryCode(fake(json(ok({ countryCode: 'us', currency: 'usd' }))).client, api)).toBe('us');
    expect(await getCountryCode(fake(json(fail(404, 'No API route'), 404)).client, api)).toBe('in');
  });

  it("GET /auth per mode, with next set on the server's links; defaults when it fails", async () => {
    const answer = {
      magicLink: false,
      password: false,
      providers: [{ provider: 'microsoft', label: 'Microsoft', href: '/api/v1/saas-login/microsoft' }],
    };
    const { transport, client } = fake(json(ok(answer)));
    expect(await getSignInOptions(client, api, { mode: 'enterprise', next: '/peer', region: 'us' })).toEqual({
      magicLink: false,
      providers: [{ provider: 'microsoft', href: '/api/v1/saas-login/microsoft?next=%2Fpeer' }],
    });
    expect(transport.mock.calls[0]?.[0]).toBe('/auth?role=enterprise&region=us&next=%2Fpeer');

    const failing = fake(json(fail(404, 'No API route'), 404));
    const options = await getSignInOptions(failing.client, api, { mode: 'regular', next: '/' });
    expect(options.magicLink).toBe(true);
    expect(options.providers.map((p) => p.provider)).toEqual(['google', 'linkedin']);
    expect(failing.transport.mock.calls[0]?.[0]).toBe('/auth?next=%2F');
  });
});
