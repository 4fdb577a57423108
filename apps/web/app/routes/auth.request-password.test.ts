import { fail, ok } from '@paysight/contract';
import { CLIENT_MESSAGES } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { action } from './auth.request-password';

const answered = (status: number, body: unknown) => {
  const apiFetch = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  return { apiFetch, ctx: { cspNonce: '', user: null, sessionError: null, clientConfig: {} as never, apiFetch } as never };
};

const post = (email: string | null, ctx: never) => {
  const body = new FormData();
  if (email !== null) body.set('email', email);
  const request = new Request('http://localhost/auth/request-password', { method: 'POST', body });
  return action({ request, context: ctx, params: {} } as never) as unknown as Promise<{
    data: { posted: unknown };
    init: { status: number } | null;
  }>;
};

describe('/auth/request-password action: the email form posted before JavaScript loads', () => {
  it('asks POST /mgk-login for a link to /account, as the browser does, and answers the next step', async () => {
    const { ctx, apiFetch } = answered(200, ok({ sent: true }));
    const r = await post(' asha@infosys.com ', ctx);
    expect(r.data.posted).toEqual({ state: 'sent', email: 'asha@infosys.com' });
    expect(r.init?.status ?? 200).toBe(200);
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/mgk-login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'asha@infosys.com', next: '/account' });
  });

  it('answers the API’s refusal as the panel’s error, with its status', async () => {
    const { ctx } = answered(429, fail(429, 'Too many sign-in links: try again in a few minutes'));
    const r = await post('asha@infosys.com', ctx);
    expect(r.data.posted).toEqual({ state: 'failed', message: 'Too many sign-in links: try again in a few minutes' });
    expect(r.init?.status).toBe(429);
  });

  it('checks the address as the browser does, without asking the API', async () => {
    const { ctx, apiFetch } = answered(200, ok({ sent: true }));
    const empty = await post(null, ctx);
    expect(empty.init?.status).toBe(400);
    expect(empty.data.posted).toEqual({ state: 'failed', message: CLIENT_MESSAGES.emailRequired });
    const bad = await post('not-an-email', ctx);
    expect(bad.init?.status).toBe(400);
    expect(bad.data.posted).toEqual({ state: 'failed', message: CLIENT_MESSAGES.workEmailOnly });
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
