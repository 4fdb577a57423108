import { fail, ok, type api } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { routedContext, type Answer } from '~/features/jobgpt/jobgpt.test-support';
import { northwind } from '~/features/workspace/workspace.test-support';
import { unwrap } from '~/lib/loader.test-support';
import { action, loader, shouldRevalidate } from './peer';

const member = { id: 'u9', email: 'arjun@northwind.test', role: 'enterprise', premium: false } as unknown as SessionUser;
const plain = { id: 'u1', email: 'asha@example.com', role: 'user', premium: false } as unknown as SessionUser;

const workspace = northwind({ trial: true, expiresAt: '2026-12-31T00:00:00.000Z' });

const benchmark: api.Benchmark = {
  countryCode: 'in',
  currency: 'INR',
  effectiveDate: '2026-11-24',
  agingRate: 0.09,
  peer: { name: null, kind: 'cohort', companies: 40 },
  rules: { minRecords: 5, minCompanies: 3, maxCompanyShare: 0.5 },
  cells: [],
  isDemo: true,
  cityTiers: null,
};

const families: api.JobFamilies = {
  families: [
    { slug: 'data-science', name: 'Data Science', titles: [] },
    { slug: 'software-engineering', name: 'Software Engineering', titles: [] },
  ],
  levels: [{ level: 1, name: 'Entry' }],
};

const routes = (over: Record<string, Answer | ((init: RequestInit) => Answer)> = {}) => ({
  'GET /enterprise/workspace': { status: 200, body: ok(workspace) },
  'GET /entities/job-families': { status: 200, body: ok(families) },
  'GET /benchmarking/peergroups': { status: 200, body: ok({ groups: [] }) },
  'GET /benchmarking/views': { status: 200, body: ok({ views: [] }) },
  'GET /benchmarking/views/featured': { status: 200, body: ok({ views: [] }) },
  'GET /benchmarking/peer/suggested': {
    status: 200,
    body: ok({
      countryCode: 'in',
      own: null,
      facts: { industry: null, sizeBand: null, fundingStage: null },
      saved: null,
      industries: [],
      suggestions: [],
    }),
  },
  'POST /benchmarking': { status: 200, body: ok(benchmark) },
  ...over,
});

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);
const calls = (apiFetch: { mock: { calls: unknown[][] } }) =>
  apiFetch.mock.calls.map((c) => `${(c[1] as RequestInit | undefined)?.method ?? 'GET'} ${c[0] as string}`);
const bodyOf = (apiFetch: { mock: { calls: unknown[][] } }, key: string) => {
  const call = apiFetch.mock.calls.find((c) => `${(c[1] as RequestInit).method} ${(c[0] as string).split('?')[0]}` === key)!;
  return JSON.parse((call[1] as RequestInit).body as string) as unknown;
};

describe('/peer loader', () => {
  it('sends a visitor to sign in and back', async () => {
    const { ctx } = routedContext(routes(), null);
    const thrown = (await run('http://x/peer?group=2', ctx).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/auth/login?returnUrl=%2Fpeer%3Fgroup%3D2');
  });

  it('tells a member without a workspace what the screen is for, asking the API nothing', async () => {
    const { ctx, apiFetch } = routedContext(routes(), plain);
    expect(unwrap(await run('http://x/peer', ctx)).body).toEqual({ kind: 'not-enterprise' });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('treats a workspace refusal as no workspace, and an expired workspace as the enterprise wall', async () => {
    const none = routedContext(
      routes({ 'GET /enterprise/workspace': { status: 403, body: fail(403, 'This account has no enterprise workspace') } }),
      member,
    );
    expect(unwrap(await run('http://x/peer', none.ctx)).body).toEqual({ kind: 'not-enterprise' });
    const expired = routedContext(
      routes({ 'GET /enterprise/workspace': { status: 403, body: fail(403, 'Enterprise access expired') } }),
      member,
    );
    const thrown = (await run('http://x/peer', expired.ctx).catch((e: unknown) => e)) as Response;
    expect(thrown.headers.get('location')).toBe('/auth/logout?next=/auth/enterprise-wall');
  });

  it('renders the first benchmark: the whole market of the locked region, software engineering, today', async () => {
    const { ctx, apiFetch } = routedContext(routes(), member);
    const result = unwrap(await run('http://x/peer?cc=us', ctx)).body as Record<string, unknown>;
    expect(calls(apiFetch)).toContain('GET /benchmarking/peer/suggested?countryCode=in');
    expect(bodyOf(apiFetch, 'POST /benchmarking')).toEqual({
      countryCode: 'in',
      peer: { kind: 'cohort', criteria: { types: [], sizeBands: [], industries: [], fundingStages: [], listed: null } },
      families: ['software-engineering'],
      levels: [],
      locations: [],
    });
    expect(result).toMatchObject({ kind: 'workspace', cc: 'in', benchmark, benchmarkError: null, effectiveDate: '2026-11-24' });
  });

  it('asks for peers like the company the member describes, keeping only facts from the lists', async () => {
    const { ctx, apiFetch } = routedContext(routes(), member);
    await run('http://x/peer?tab=groups&industry=Fintech&sizeBand=51-200&fundingStage=series-a', ctx);
    expect(calls(apiFetch)).toContain(
      'GET /benchmarking/peer/suggested?countryCode=in&industry=Fintech&sizeBand=51-200&fundingStage=series-a',
    );
    const odd = routedContext(routes(), member);
    await run('http://x/peer?tab=groups&industry=&sizeBand=huge&fundingStage=series-z', odd.ctx);
    expect(calls(odd.apiFetch)).toContain('GET /benchmarking/peer/suggested?countryCode=in');
  });

  it('runs a saved group with the URL’s fields and date', async () => {
    const { ctx, apiFetch } = routedContext(routes(), member);
    await run('http://x/peer?group=4&families=data-science&levels=2,3&locations=Pune&date=2026-01-01', ctx);
    expect(bodyOf(apiFetch, 'POST /benchmarking')).toEqual({
      countryCode: 'in',
      peerGroupId: 4,
      families: ['data-science'],
      levels: [2, 3],
      locations: ['Pune'],
      effectiveDate: '2026-01-01',
    });
  });

  it('opens a saved view with GET /benchmarking/views/:id and shows its benchmark as is', async () => {
    const view: api.BenchmarkView = {
      id: 7,
      name: 'Eng',
      description: null,
      featured: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      query: { countryCode: 'in', peerGroupId: 4, families: ['data-science'], levels: [3], locations: ['Pune'] },
    };
    const { ctx, apiFetch } = routedContext(
      routes({ 'GET /benchmarking/views/7': { status: 200, body: ok({ view, benchmark }) } }),
      member,
    );
    const result = unwrap(await run('http://x/peer?view=7', ctx)).body as Record<string, unknown>;
    expect(calls(apiFetch)).not.toContain('POST /benchmarking');
    expect(result).toMatchObject({
      benchmark,
      peer: { kind: 'view', id: 7 },
      input: { peerGroupId: 4, families: ['data-science'], levels: [3], locations: ['Pune'] },
    });
  });

  it('shows the API’s refusal of a benchmark beside the form', async () => {
    const { ctx } = routedContext(routes({ 'POST /benchmarking': { status: 404, body: fail(404, 'No peer group 9') } }), member);
    expect(unwrap(await run('http://x/peer?group=9', ctx)).body).toMatchObject({ benchmark: null, benchmarkError: 'No peer group 9' });
  });

  it('loads the open tab’s data only: the payroll, or the startups by band', async () => {
    const payroll = routedContext(routes({ 'GET /benchmarking/payroll': { status: 200, body: ok({ payroll: null }) } }), member);
    const r = unwrap(await run('http://x/peer?tab=payroll', payroll.ctx)).body as Record<string, unknown>;
    expect(calls(payroll.apiFetch)).not.toContain('POST /benchmarking');
    expect(r).toMatchObject({
      payroll: null,
      payrollError: null,
      payrollColumns: expect.arrayContaining(['employee id', 'hire date']) as unknown,
    });

    const startups = routedContext(
      routes({ 'POST /benchmarking/startups': { status: 200, body: ok({ ...benchmark, bands: [] }) } }),
      member,
    );
    await run('http://x/peer?tab=startups&stages=seed,nope', startups.ctx);
    expect(bodyOf(startups.apiFetch, 'POST /benchmarking/startups')).toEqual({
      countryCode: 'in',
      families: ['software-engineering'],
      levels: [],
      locations: [],
      fundingStages: ['seed'],
    });
  });
});

describe('/peer action: the workspace’s saved size and funding stage', () => {
  const post = (values: Record<string, string>, ctx: never) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.set(k, v);
    return action({ request: new Request('http://x/peer?tab=groups', { method: 'POST', body }), context: ctx, params: {} } as never);
  };
  const saved = { sizeBand: '51-200', fundingStage: 'series-a', updatedAt: '2026-11-28T10:00:00.000Z', updatedBy: 'u9' };

  it('saves with PUT /benchmarking/peer/facts, "not set" as null', async () => {
    const { ctx, apiFetch } = routedContext(routes({ 'PUT /benchmarking/peer/facts': { status: 200, body: ok(saved) } }), member);
    const result = unwrap(await post({ intent: 'peer-facts', sizeBand: '51-200', fundingStage: '' }, ctx));
    expect(bodyOf(apiFetch, 'PUT /benchmarking/peer/facts')).toEqual({ sizeBand: '51-200', fundingStage: null });
    expect(result).toMatchObject({ status: 200, body: { ok: true, message: expect.stringContaining('Saved') as unknown } });
  });

  it('shows the API’s refusal, and refuses values outside the lists without asking it', async () => {
    const refused = routedContext(
      routes({ 'PUT /benchmarking/peer/facts': { status: 403, body: fail(403, 'Only workspace analysts and admins can do this') } }),
      member,
    );
    expect(unwrap(await post({ intent: 'peer-facts', sizeBand: '51-200', fundingStage: 'seed' }, refused.ctx))).toMatchObject({
      status: 403,
      body: { ok: false, message: 'Only workspace analysts and admins can do this' },
    });
    const odd = routedContext(routes(), member);
    expect(unwrap(await post({ intent: 'peer-facts', sizeBand: 'huge', fundingStage: '' }, odd.ctx))).toMatchObject({
      status: 400,
      body: { ok: false, message: expect.stringContaining('sizeBand is one of') as unknown },
    });
    expect(odd.apiFetch).not.toHaveBeenCalled();
  });
});

describe('shouldRevalidate', () => {
  const args = (from: string, to: string) =>
    ({ currentUrl: new URL(`http://x/peer${from}`), nextUrl: new URL(`http://x/peer${to}`), defaultShouldRevalidate: true }) as never;
  it('keeps the data when only the pay element changes', () => {
    expect(shouldRevalidate(args('?group=2', '?group=2&element=base'))).toBe(false);
    expect(shouldRevalidate(args('?group=2', '?group=3'))).toBe(true);
  });
});
