import { ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { northwind } from '~/features/workspace/workspace.test-support';
import { unwrap } from '~/lib/loader.test-support';
import { loader } from './compa';

const workspace = northwind();

type Answer = { status: number; body: unknown };
const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string) => ({ status, body: { success: false, data: null, message, statusCode: status } });

function context(role: SessionUser['role'] = 'enterprise', overrides: Record<string, Answer> = {}) {
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path.split('?')[0]}`;
    if (overrides[key]) return json(overrides[key]);
    switch (key) {
      case 'GET /enterprise/workspace':
        return json({ status: 200, body: ok(workspace) });
      case 'GET /compa/roster':
        return json({ status: 200, body: ok({ roster: null }) });
    }
    return json(refusal(404, `No employee in this workspace's roster`));
  });
  const user = { id: 'u1', email: 'a@northwind.test', role } as unknown as SessionUser;
  const ctx = { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);
const asked = (apiFetch: ReturnType<typeof vi.fn>) => apiFetch.mock.calls.map((c) => c[0] as string);

describe('/compa loader', () => {
  it('tells a member without a workspace what the screen is, asking the API nothing', async () => {
    const { ctx, apiFetch } = context('user');
    expect(unwrap(await run('http://x/compa', ctx)).body).toEqual({ kind: 'not-enterprise' });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it("asks the roster for the URL's filters, sort, view and page, and the employee opened", async () => {
    const { ctx, apiFetch } = context();
    const { body } = unwrap(await run('http://x/compa?manager=E4&level=2&sort=name&groupBy=level&page=2&employee=9&junk=1', ctx));
    expect(body).toMatchObject({
      kind: 'roster',
      roster: null,
      rosterError: null,
      employeeError: "No employee in this workspace's roster",
    });
    expect(asked(apiFetch)).toEqual([
      '/enterprise/workspace',
      '/compa/roster?manager=E4&level=2&sort=name&groupBy=level&page=2',
      '/compa/employees/9',
    ]);
  });
});
