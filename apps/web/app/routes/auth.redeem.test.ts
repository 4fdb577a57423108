import { fail, ok } from '@paysight/contract';
import { CLIENT_MESSAGES } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { action } from './auth.redeem';

const SESSION = 'tyler=s3cret; Path=/; HttpOnly; SameSite=Lax';

const answered = (status: number, body: unknown, cookie?: string) => {
  const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (cookie) headers.append('set-cookie', cookie);
    return new Response(JSON.stringify(body), { status, headers });
  });
  return { apiFetch, ctx: { cspNonce: '', user: null, sessionError: null, clientConfig: {} as never, apiFetch } as never };
};

type Answer = { data: { posted: unknown }; init: { status?: number; headers?: HeadersInit } | null };

const post = (fields: Record<string, string>, ctx: never) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request('http://localhost/auth/redeem', { method: 'POST', body });
  return action({ request, context: ctx, params: {} } as never) as unknown as Promise<Answer>;
};

describe('/auth/redeem action: the coupon form posted before JavaScript loads', () => {
  it('asks POST /vouchers/redeem as the browser does, answers the next step and passes the session cookie on', async () => {
    const { ctx, apiFetch } = answered(200, ok({ token: 's3cret', premiumUntil: '2027-01-01T00:00:00.000Z' }), SESSION);
    const r = await post({ email: ' asha@infosys.com ', code: ' welcome50 ' }, ctx);
    expect(r.data.posted).toEqual({ state: 'done', premiumUntil: '2027-01-01T00:00:00.000Z' });
    expect(r.init?.status ?? 200).toBe(200);
    expect(new Headers(r.init?.headers).getSetCookie()).toEqual([SESSION]);
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/vouchers/redeem');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'asha@infosys.com', code: 'welcome50' });
  });

  it('answers the API’s refusal as the panel’s error, with its status, and no cookie', async () => {
    const { ctx } = answered(400, fail(400, 'Coupon has expired'));
    const r = await post({ email: 'asha@infosys.com', code: 'OLD10' }, ctx);
    expect(r.data.posted).toEqual({ state: 'failed', message: 'Coupon has expired' });
    expect(r.init?.status).toBe(400);
    expect(new Headers(r.init?.headers).getSetCookie()).toEqual([]);
  });

  it('checks the address, then the code, as the browser does, without asking the API', async () => {
    const { ctx, apiFetch } = answered(200, ok({ token: 's', premiumUntil: '2027-01-01T00:00:00.000Z' }));
    const cases: Array<[Record<string, string>, string]> = [
      [{ code: 'WELCOME50' }, CLIENT_MESSAGES.emailRequired],
      [{ email: 'not-an-email', code: 'WELCOME50' }, CLIENT_MESSAGES.workEmailOnly],
      [{ email: 'asha@infosys.com', code: '  ' }, 'Coupon code is required'],
    ];
    for (const [fields, message] of cases) {
      const r = await post(fields, ctx);
      expect(r.init?.status).toBe(400);
      expect(r.data.posted).toEqual({ state: 'failed', message });
    }
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
