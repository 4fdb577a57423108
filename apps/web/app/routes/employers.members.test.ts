import { ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '~/lib/loader.test-support';
import { action, loader } from './employers.members';

type Answer = { status: number; body: unknown };
const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string) => ({ status, body: { success: false, data: null, message, statusCode: status } });
const members = { members: [{ email: 'people@northwind.test', name: 'P', role: 'admin', signedIn: true, lastLoginAt: null }], removed: [] };

function context(answers: Record<string, Answer>, role: SessionUser['role'] = 'enterprise') {
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    return json(answers[key] ?? refusal(404, `No API route ${key}`));
  });
  const user = { id: 'u1', email: 'People@northwind.test', role } as unknown as SessionUser;
  const ctx = { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}
const workspace = { status: 200, body: ok({ id: 1, name: 'Northwind', domains: ['northwind.test'], role: 'viewer', region: 'in' }) };
const run = (ctx: never) => loader({ request: new Request('http://x/employers/members'), context: ctx, params: {} } as never);
const post = (fields: Record<string, string>, ctx: never) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return action({ request: new Request('http://x/employers/members', { method: 'POST', body }), context: ctx, params: {} } as never);
};

describe('/employers/members', () => {
  it('shows a non-admin the API’s refusal of the list', async () => {
    const { ctx } = context({
      'GET /enterprise/workspace': workspace,
      'GET /enterprise/members': refusal(403, 'Only workspace admins can do this'),
    });
    expect(unwrap(await run(ctx)).body).toMatchObject({
      kind: 'workspace',
      members: null,
      membersError: 'Only workspace admins can do this',
      me: 'people@northwind.test',
    });
  });

  it('explains the screen to a member without a workspace', async () => {
    const { ctx, apiFetch } = context({}, 'user');
    expect(unwrap(await run(ctx)).body).toEqual({ kind: 'not-enterprise' });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('adds, changes and removes through the API, and passes its refusals on with their status', async () => {
    const { ctx, apiFetch } = context({
      'PUT /enterprise/members': { status: 200, body: ok(members) },
      'DELETE /enterprise/members/x%40northwind.test': refusal(409, 'A workspace keeps at least one admin: make someone else admin first'),
    });
    expect(unwrap(await post({ intent: 'add', email: 'X@northwind.test', role: 'viewer' }, ctx)).body).toMatchObject({
      ok: true,
      intent: 'add',
      message: 'x@northwind.test was added as viewer.',
    });
    expect(JSON.parse(String((apiFetch.mock.calls[0]![1] as RequestInit).body))).toEqual({ email: 'x@northwind.test', role: 'viewer' });
    expect(unwrap(await post({ intent: 'role', email: 'x@northwind.test', role: 'analyst' }, ctx)).body).toMatchObject({
      message: 'x@northwind.test is now analyst.',
    });
    expect(unwrap(await post({ intent: 'remove', email: 'x@northwind.test' }, ctx))).toMatchObject({
      status: 409,
      body: { ok: false, intent: 'remove', message: 'A workspace keeps at least one admin: make someone else admin first' },
    });
  });
});
