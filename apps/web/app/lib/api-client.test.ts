import { ERROR_CODES, api, fail, ok } from '@paysight/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Transport } from './api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(transport: Transport, currentUrl = '/in/salary/google') {
  const onAction = vi.fn();
  return { onAction, c: createApiClient({ transport, currentUrl: () => currentUrl, onAction }) };
}

describe('api client', () => {
  it('builds the URL from the contract and returns the envelope data', async () => {
    const transport = vi.fn<Transport>(async () => json(ok([{ id: 1, name: 'Google' }])));
    const { c, onAction } = client(transport);
    const result = await c.call(api.suggestCompany, { query: { q: 'go ogle', limit: 5 } });
    expect(transport).toHaveBeenCalledWith('/suggest/company?q=go+ogle&limit=5', expect.objectContaining({ method: 'GET' }));
    expect(result).toEqual({ ok: true, data: [{ id: 1, name: 'Google' }], message: 'OK', status: 200 });
    expect(onAction).not.toHaveBeenCalled();
  });

  it('turns a failure envelope into a failure result with the server message and status', async () => {
    const { c } = client(async () => json(fail(400, 'querystring.limit: too big'), 400));
    expect(await c.call(api.suggestCompany)).toEqual({ ok: false, status: 400, message: 'querystring.limit: too big' });
  });

  it('reports transport errors with their message and status 0', async () => {
    const { c } = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await c.call(api.getHealth)).toEqual({ ok: false, status: 0, message: 'Failed to fetch' });
  });

  it('reports a non-envelope answer (a proxy error page) by its HTTP status', async () => {
    const { c } = client(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await c.call(api.getHealth)).toEqual({ ok: false, status: 502, message: 'Bad Gateway' });
  });

  it('applies the catalogue: expired session → logout', async () => {
    const { c, onAction } = client(async () => json(fail(401, 'Expired token'), 401));
    await c.call(api.getHealth);
    expect(onAction).toHaveBeenCalledWith({ type: 'logout', href: '/auth/logout' });
  });

  it('applies the catalogue: 429 of the daily search limit → security check back to the current page', async () => {
    const route = { ...api.getHealth, path: '/:cc/salary/:q' };
    const { c, onAction } = client(
      async () => json(fail(429, 'Too many requests', ERROR_CODES.searchLimit), 429),
      '/us/salary/google?yoe=2',
    );
    await c.call(route, { params: { cc: 'us', q: 'google' } });
    expect(onAction).toHaveBeenCalledWith({ type: 'security-check', returnTo: '/us/salary/google?yoe=2' });
  });

  it('applies the catalogue: a failed jobs call → toast with the message', async () => {
    const route = { ...api.getHealth, path: '/job-hunts' };
    const { c, onAction } = client(async () => json(fail(500, 'Job board unavailable'), 500));
    await c.call(route);
    expect(onAction).toHaveBeenCalledWith({ type: 'toast', message: 'Job board unavailable' });
  });

  it('sends JSON bodies', async () => {
    const transport = vi.fn<Transport>(async () => json(ok(null)));
    const { c } = client(transport);
    const route = { ...api.getHealth, method: 'POST' as const, path: '/mgk-login' };
    await c.call(route, { body: { email: 'a@b.co' } as never });
    expect(transport).toHaveBeenCalledWith('/mgk-login', expect.objectContaining({ method: 'POST', body: '{"email":"a@b.co"}' }));
  });
});
