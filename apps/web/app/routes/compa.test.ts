import { ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { northwind } from '~/features/workspace/workspace.test-support';
import { unwrap } from '~/lib/loader.test-support';
import { action, loader } from './compa';

const workspace = northwind();

type Answer = { status: number; body: unknown };
const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string) => ({ status, body: { success: false, data: null, message, statusCode: status } });

function context(role: SessionUser['role'] = 'enterprise', overrides: Record<string, Answer> = {}, ws = workspace) {
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path.split('?')[0]}`;
    if (overrides[key]) return json(overrides[key]);
    switch (key) {
      case 'GET /enterprise/workspace':
        return json({ status: 200, body: ok(ws) });
      case 'GET /compa/roster':
        return json({ status: 200, body: ok({ roster: null }) });
      case 'GET /entities/job-families':
        return json({
          status: 200,
          body: ok({ families: [{ slug: 'software-engineering', name: 'Software Engineering', titles: [] }], levels: [] }),
        });
      case 'GET /entities/metros':
        return json({ status: 200, body: ok({ metros: { in: ['Bengaluru', 'Pune'], us: ['San Francisco'] } }) });
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
      '/entities/job-families',
      '/entities/metros',
    ]);
    // The add and edit forms' choices: the region's metros, and the currency of the region (no roster yet).
    expect(body).toMatchObject({
      families: [{ slug: 'software-engineering' }],
      metros: ['Bengaluru', 'Pune'],
      currency: 'INR',
      saved: null,
    });
  });

  it('asks a viewer nothing for the forms they do not get, and reads what was saved', async () => {
    const { ctx, apiFetch } = context('enterprise', {}, northwind({ role: 'viewer' }));
    const { body } = unwrap(await run('http://x/compa?saved=added', ctx));
    expect(asked(apiFetch)).toEqual(['/enterprise/workspace', '/compa/roster']);
    expect(body).toMatchObject({ families: [], saved: 'added' });
  });
});

const FIELDS = {
  employeeId: 'E9',
  name: 'Ravi Kumar',
  email: '',
  title: 'Software Engineer',
  level: '2',
  family: 'software-engineering',
  location: 'Bengaluru',
  managerId: '',
  currency: 'INR',
  base: '18 lakhs',
  bonusTarget: '',
  equity: '',
  equityType: '',
  equityUnits: '',
  equityVesting: '',
  fte: '1',
  hireDate: '2025-04-01',
  lastChangeDate: '',
  performanceRating: '',
  gender: '',
};
const post = (url: string, fields: Record<string, string>, ctx: never) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return (action({ request: new Request(url, { method: 'POST', body }), context: ctx, params: {} } as never) as Promise<unknown>).catch(
    (thrown: unknown) => thrown,
  );
};
const sent = (apiFetch: ReturnType<typeof vi.fn>, key: string) =>
  apiFetch.mock.calls
    .filter((c) => `${(c[1] as RequestInit | undefined)?.method ?? 'GET'} ${c[0] as string}` === key)
    .map((c) => JSON.parse(String((c[1] as RequestInit).body)) as unknown);
const saved = (id: number) => ({ status: 200, body: ok({ employee: { id }, version: {}, asOf: '2026-11-24' }) });

describe('/compa add and edit forms', () => {
  it('adds an employee with the amounts as typed read, then opens them with the filters kept', async () => {
    const { ctx, apiFetch } = context('enterprise', { 'POST /compa/employees': saved(12) });
    const answer = (await post('http://x/compa?level=2&sort=name', { intent: 'add-employee', ...FIELDS }, ctx)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/compa?level=2&sort=name&employee=12&saved=added#employee-title');
    expect(sent(apiFetch, 'POST /compa/employees')).toEqual([
      {
        employeeId: 'E9',
        name: 'Ravi Kumar',
        title: 'Software Engineer',
        level: 2,
        family: 'software-engineering',
        location: 'Bengaluru',
        currency: 'INR',
        base: 1_800_000,
        hireDate: '2025-04-01',
        fte: 1,
      },
    ]);
  });

  it('edits the employee the form is for', async () => {
    const { ctx, apiFetch } = context('enterprise', { 'POST /compa/employees/9': saved(9) });
    const answer = (await post(
      'http://x/compa?employee=9',
      { intent: 'edit-employee', employee: '9', ...FIELDS, base: '2000000' },
      ctx,
    )) as Response;
    expect(answer.headers.get('location')).toBe('/compa?employee=9&saved=edited#employee-title');
    expect(sent(apiFetch, 'POST /compa/employees/9')).toMatchObject([{ employeeId: 'E9', base: 2_000_000 }]);
  });

  it("refuses with the API's message and gives back what was typed, sending nothing the schema refuses", async () => {
    const taken = refusal(409, 'Employee id "E9" is already on the roster (each employee once)');
    const { ctx, apiFetch } = context('enterprise', { 'POST /compa/employees': taken });
    const refused = unwrap(await post('http://x/compa', { intent: 'add-employee', ...FIELDS }, ctx));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      intent: 'add-employee',
      employee: null,
      message: 'Employee id "E9" is already on the roster (each employee once)',
      typed: { employeeId: 'E9', base: '18 lakhs', name: 'Ravi Kumar' },
    });

    apiFetch.mockClear();
    const bad = unwrap(await post('http://x/compa?employee=9', { intent: 'edit-employee', employee: '9', ...FIELDS, base: 'lots' }, ctx));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      intent: 'edit-employee',
      employee: 9,
      message: 'body.base: base must be a number',
      typed: { base: 'lots' },
    });
    expect(asked(apiFetch)).toEqual([]);
  });
});
