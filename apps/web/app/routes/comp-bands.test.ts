import type { api } from '@paysight/contract';
import { ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { northwind } from '~/features/workspace/workspace.test-support';
import { unwrap } from '~/lib/loader.test-support';
import { action, loader } from './comp-bands';

const workspace = northwind();

const plan: api.PayBandPlan = {
  metric: 'base',
  targetPercentile: 50,
  width: 0.5,
  widths: { '3': 0.6 },
  progression: 0.15,
  rounding: 0,
  families: ['software-engineering'],
  locations: ['Bengaluru'],
  lint: { progressionMin: 0.1, progressionMax: 0.2, maxOverlap: 0.7 },
  steps: 'plan',
};
const version = (n: number): api.PayBandVersion => ({
  version: n,
  effectiveDate: `2026-11-0${n}`,
  plan,
  bands: [],
  findings: [],
  differentials: [],
  steps: [],
  note: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'A',
});
const group: api.PayBandGroup = {
  id: 7,
  name: 'Engineering',
  countryCode: 'in',
  currency: 'INR',
  peerGroup: { id: 3, name: 'Peers' },
  updatedAt: '2026-11-02T00:00:00.000Z',
  versions: [version(2), version(1)],
};

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
      case 'GET /compa/pay-bands':
        return json({ status: 200, body: ok({ groups: [] }) });
      case 'GET /benchmarking/peergroups':
        return json({
          status: 200,
          body: ok({
            groups: [
              {
                id: 3,
                name: 'Peers',
                countryCode: 'in',
                kind: 'cohort',
                companies: [],
                criteria: null,
                resolvedCompanies: 9,
                updatedAt: '',
              },
            ],
          }),
        });
      case 'GET /entities/job-families':
        return json({
          status: 200,
          body: ok({
            families: [{ slug: 'software-engineering', name: 'Software Engineering', titles: [] }],
            levels: [{ level: 1, name: 'Entry' }],
          }),
        });
      case 'GET /compa/pay-band-group/7':
      case 'POST /compa/pay-band-group/7':
        return json({ status: 200, body: ok(group) });
      case 'POST /compa/pay-band-groups':
        return json({ status: 200, body: ok({ ...group, versions: [] }) });
      case 'POST /benchmarking':
        return json({ status: 200, body: ok({ cells: [] }) });
      case 'POST /compa/pay-bands/7':
        return json({ status: 200, body: ok({ effectiveDate: '2026-11-02', currency: 'INR', scenarios: [], comparisons: [] }) });
    }
    return json(refusal(404, `No API route ${key}`));
  });
  const user = { id: 'u1', email: 'a@northwind.test', role } as unknown as SessionUser;
  const ctx = { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);
const post = (fields: [string, string][], ctx: never) => {
  const body = new FormData();
  for (const [k, v] of fields) body.append(k, v);
  return action({ request: new Request('http://x/comp-bands', { method: 'POST', body }), context: ctx, params: {} } as never);
};
const sent = (apiFetch: ReturnType<typeof vi.fn>, key: string) =>
  apiFetch.mock.calls
    .filter((c) => `${(c[1] as RequestInit | undefined)?.method ?? 'GET'} ${c[0] as string}` === key)
    .map((c) => JSON.parse(String((c[1] as RequestInit).body)));

const PLAN_FIELDS: [string, string][] = [
  ['metric', 'base'],
  ['targetPercentile', '50'],
  ['width', '50'],
  ['progression', '15'],
  ['rounding', '0'],
  ['families', 'software-engineering'],
  ['reference', 'Bengaluru'],
  ['lintProgressionMin', '10'],
  ['lintProgressionMax', '20'],
  ['lintMaxOverlap', '70'],
  ['effectiveDate', '2026-11-24'],
];

describe('/comp-bands loader', () => {
  it('tells a member without a workspace what the screen is, asking the API nothing', async () => {
    const { ctx, apiFetch } = context('user');
    expect(unwrap(await run('http://x/comp-bands', ctx)).body).toEqual({ kind: 'not-enterprise' });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('opens the version asked for, its market cells, and the scenarios with the version’s plan', async () => {
    const { ctx, apiFetch } = context();
    const { body } = unwrap(await run('http://x/comp-bands?group=7&version=1&compare=p50-w50-g15,p75-w40-gnone', ctx));
    expect(body).toMatchObject({ kind: 'workspace', group: { id: 7 }, version: { version: 1 }, groupError: null });
    expect(sent(apiFetch, 'POST /benchmarking')).toEqual([
      {
        countryCode: 'in',
        peerGroupId: 3,
        families: ['software-engineering'],
        levels: [],
        locations: ['Bengaluru'],
        effectiveDate: '2026-11-01',
      },
    ]);
    const [compared] = sent(apiFetch, 'POST /compa/pay-bands/7');
    expect(compared.effectiveDate).toBe('2026-11-01');
    expect(compared.scenarios).toEqual(
      [
        { ...plan, widths: undefined, label: 'P50 · 50 % wide · 15 % steps', targetPercentile: 50, width: 0.5, progression: 0.15 },
        { ...plan, widths: undefined, label: 'P75 · 40 % wide · no steps', targetPercentile: 75, width: 0.4, progression: null },
      ].map((s) => JSON.parse(JSON.stringify(s))),
    );
  });

  it('sends the comparison form’s fields to the canonical URL', async () => {
    const { ctx } = context();
    const thrown = await run('http://x/comp-bands?group=7&version=2&s1p=50&s1w=50&s1g=15&s2p=90&s2w=60&s2g=&s3p=', ctx).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).headers.get('Location')).toBe('/comp-bands?group=7&version=2&compare=p50-w50-g15%2Cp90-w60-gnone');
  });

  it('sends an expired workspace to the enterprise wall', async () => {
    const { ctx } = context('enterprise', { 'GET /enterprise/workspace': refusal(403, 'Enterprise access expired') });
    const thrown = await run('http://x/comp-bands', ctx).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/auth/logout?next=/auth/enterprise-wall');
  });
});

describe('/comp-bands action', () => {
  it('creates a group on the peer group’s region, then saves its first version', async () => {
    const { ctx, apiFetch } = context();
    const thrown = await post([['intent', 'create'], ['name', 'Engineering'], ['peerGroupId', '3'], ...PLAN_FIELDS], ctx).catch(
      (e: unknown) => e,
    );
    expect(sent(apiFetch, 'POST /compa/pay-band-groups')).toEqual([{ name: 'Engineering', countryCode: 'in', peerGroupId: 3 }]);
    expect(sent(apiFetch, 'POST /compa/pay-band-group/7')[0].plan).toMatchObject({
      width: 0.5,
      progression: 0.15,
      locations: ['Bengaluru'],
    });
    expect((thrown as Response).headers.get('Location')).toBe('/comp-bands?group=7&version=2');
  });

  it('refuses what the contract refuses before calling the API, and shows the API’s refusal', async () => {
    const { ctx, apiFetch } = context('enterprise', {
      'POST /compa/pay-band-group/7': refusal(403, 'Only workspace analysts and admins can do this'),
    });
    const tooWide = await post(
      [['intent', 'save'], ['group', '7'], ...PLAN_FIELDS.map(([k, v]): [string, string] => [k, k === 'width' ? '250' : v])],
      ctx,
    );
    expect(unwrap(tooWide)).toMatchObject({
      status: 400,
      body: { ok: false, message: 'body.plan.width: a band width is at most 2 (200 %)' },
    });
    expect(sent(apiFetch, 'POST /compa/pay-band-group/7')).toEqual([]);
    const refused = await post([['intent', 'save'], ['group', '7'], ...PLAN_FIELDS], ctx);
    expect(unwrap(refused)).toMatchObject({
      status: 403,
      body: { ok: false, intent: 'save', message: 'Only workspace analysts and admins can do this' },
    });
  });
});
