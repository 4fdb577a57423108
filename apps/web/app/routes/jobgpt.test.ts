import { fail, ok, type api } from '@paysight/contract';
import { describe, expect, it, type vi } from 'vitest';
import { hunt, jobSummary, routedContext, type Answer } from '~/features/jobgpt/jobgpt.test-support';
import { unwrap } from '~/lib/loader.test-support';
import { action, loader, meta } from './jobgpt';

const match: api.MatchExplanation = {
  score: 0.87,
  parts: [
    { key: 'skills', label: 'Skills', weight: 0.35, value: 1, detail: '2 of 2 skills' },
    { key: 'title', label: 'Title', weight: 0.25, value: 1, detail: 'Data Scientist' },
  ],
  matchingSkills: ['Python', 'SQL'],
  missingSkills: [],
};

const stats: api.JobStats = {
  hunts: 1,
  activeHunts: 1,
  matchesToday: 3,
  awaitingReview: 2,
  applications: { pending: 1, ready: 0, applied: 0, interview: 0, offer: 0, rejected: 0 },
  last14Days: Array.from({ length: 14 }, (_, i) => ({ day: `2026-11-${String(11 + i).padStart(2, '0')}`, applications: i === 13 ? 1 : 0 })),
  credits: 12,
  jobsListed: 200,
};

const calls = (apiFetch: ReturnType<typeof vi.fn>) =>
  apiFetch.mock.calls.map((c) => `${(c[1] as RequestInit | undefined)?.method ?? 'GET'} ${c[0] as string}`);
const bodyOf = (apiFetch: ReturnType<typeof vi.fn>, key: string) => {
  const call = apiFetch.mock.calls.find((c) => `${(c[1] as RequestInit).method} ${c[0] as string}` === key)!;
  return JSON.parse((call[1] as RequestInit).body as string) as unknown;
};

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);
const post = (fields: Record<string, string | string[]>, ctx: never, url = 'http://x/jobgpt') => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
  return action({ request: new Request(url, { method: 'POST', body: form }), context: ctx, params: {} } as never);
};
const ROOT = [{ id: 'root', loaderData: { origin: 'https://paysight.test' } }];

const memberRoutes = (over: Record<string, Answer | ((init: RequestInit) => Answer)> = {}) => ({
  'GET /job-hunts': { status: 200, body: ok([hunt(3), hunt(4, { name: 'Backup', status: 'paused' })]) },
  'POST /jobs/stats': { status: 200, body: ok(stats) },
  'POST /jobs/match': { status: 200, body: ok({ items: [{ job: jobSummary(7), match }], considered: 120 }) },
  'GET /suggest/title': { status: 200, body: ok([{ id: 1, name: 'Data Scientist', slug: 'data-scientist', family: 'data' }]) },
  'GET /suggest/location': {
    status: 200,
    body: ok([
      { id: 1, city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', slug: 'bengaluru' },
      { id: 2, city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', slug: 'bengaluru-2' },
    ]),
  },
  'GET /suggest/company': { status: 200, body: ok([]) },
  'GET /suggest/skill': { status: 200, body: ok([]) },
  ...over,
});

describe('/jobgpt loader', () => {
  it('shows a signed-out visitor what JobGPT does and a sign-in link that comes back, asking the API nothing', async () => {
    const { ctx, apiFetch } = routedContext({}, null);
    const result = unwrap(await run('http://x/jobgpt?hunt=3', ctx));
    expect(result.body).toEqual({ kind: 'signed-out', loginHref: '/auth/login?returnUrl=%2Fjobgpt%3Fhunt%3D3' });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('loads the hunts, the figures and the first active hunt’s matches, not marking them seen', async () => {
    const { ctx, apiFetch } = routedContext(memberRoutes());
    const result = unwrap(await run('http://x/jobgpt', ctx));
    expect(calls(apiFetch)).toContain('POST /jobs/match');
    expect(bodyOf(apiFetch, 'POST /jobs/match')).toEqual({ jobHuntId: 3, limit: 10, markSeen: false });
    expect(result.body).toMatchObject({
      kind: 'member',
      chosenId: 3,
      formOpen: false,
      editing: null,
      matches: { ok: true, considered: 120, items: [{ job: { id: 7 }, match: { score: 0.87 } }] },
      stats: { credits: 12 },
      suggestions: { titles: ['Data Scientist'], cities: ['Bengaluru'] },
    });
  });

  it('?hunt= picks whose matches show; ?edit= opens that hunt’s form; with no hunt the form is open and nothing is matched', async () => {
    const a = routedContext(memberRoutes());
    expect(unwrap(await run('http://x/jobgpt?hunt=4&edit=4', a.ctx)).body).toMatchObject({
      chosenId: 4,
      editing: { id: 4 },
      formOpen: true,
    });
    expect(bodyOf(a.apiFetch, 'POST /jobs/match')).toMatchObject({ jobHuntId: 4 });

    const b = routedContext(memberRoutes({ 'GET /job-hunts': { status: 200, body: ok([]) } }));
    expect(unwrap(await run('http://x/jobgpt', b.ctx)).body).toMatchObject({ chosenId: null, matches: null, formOpen: true });
    expect(calls(b.apiFetch)).not.toContain('POST /jobs/match');
  });

  it('keeps the page up with the message when matches or figures fail', async () => {
    const { ctx } = routedContext(
      memberRoutes({
        'POST /jobs/match': { status: 500, body: fail(500, 'Matching is down') },
        'POST /jobs/stats': { status: 500, body: fail(500, 'Stats are down') },
      }),
    );
    expect(unwrap(await run('http://x/jobgpt', ctx)).body).toMatchObject({
      matches: { ok: false, message: 'Matching is down' },
      stats: null,
      statsError: 'Stats are down',
    });
  });

  it('has a title, a description and the canonical /jobgpt, out of the index', () => {
    const tags = meta({ matches: ROOT } as never);
    expect(tags).toContainEqual({ title: 'JobGPT: your job hunts | Paysight' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://paysight.test/jobgpt' });
    expect(tags.some((t) => 'name' in t && t.name === 'description')).toBe(true);
  });
});

const huntForm = {
  intent: 'create',
  name: 'Senior data',
  titles: 'Data Scientist, ',
  locations: 'Bengaluru',
  countries: 'in',
  remote: ['full', 'hybrid'],
  levels: ['3', '4'],
  minPay: '30',
  payCurrency: 'INR',
  skills: 'Python, SQL',
  companies: '',
  excludedCompanies: 'Globex',
  dailyLimit: '5',
  minScore: '70',
  tailoredResume: 'on',
};

describe('/jobgpt action', () => {
  it('starts a hunt from the form: names as lists, pay in lakhs to rupees, score as a fraction, auto mode off unless ticked', async () => {
    const { ctx, apiFetch } = routedContext({ 'POST /job-hunts': { status: 200, body: ok(hunt(9)) } });
    const response = (await post(huntForm, ctx)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/jobgpt?hunt=9#matches');
    expect(bodyOf(apiFetch, 'POST /job-hunts')).toEqual({
      name: 'Senior data',
      filters: {
        titles: ['Data Scientist'],
        locations: ['Bengaluru'],
        countries: ['in'],
        companies: [],
        excludedCompanies: ['Globex'],
        skills: ['Python', 'SQL'],
        remote: ['full', 'hybrid'],
        minBasePay: { amount: 3_000_000, currency: 'INR' },
        experienceLevels: [3, 4],
        needsVisaSponsorship: false,
      },
      settings: { autoMode: false, dailyLimit: 5, minScore: 0.7, tailoredResume: true },
    });
  });

  it('refuses a bad daily limit before calling, and shows the server’s refusal of an unknown name, keeping what was typed', async () => {
    const a = routedContext({});
    const refused = unwrap(await post({ ...huntForm, dailyLimit: '500' }, a.ctx));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, form: 'hunt', message: 'The daily limit must be at most 100' });
    expect(a.apiFetch).not.toHaveBeenCalled();

    const b = routedContext({
      'POST /job-hunts': { status: 400, body: fail(400, 'Unknown city: Atlantis. Pick it from the suggestions.') },
    });
    const unknown = unwrap(await post({ ...huntForm, locations: 'Atlantis' }, b.ctx));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      ok: false,
      form: 'hunt',
      message: 'Unknown city: Atlantis. Pick it from the suggestions.',
      typed: { locations: 'Atlantis', name: 'Senior data', remote: ['full', 'hybrid'] },
    });
  });

  it('changes a hunt keeping its pause state, and pauses one keeping its filters', async () => {
    const paused = hunt(4, { status: 'paused' });
    const { ctx, apiFetch } = routedContext({
      'GET /job-hunts/4': { status: 200, body: ok(paused) },
      'PUT /job-hunts/4': { status: 200, body: ok(paused) },
    });
    await post({ ...huntForm, intent: 'update', huntId: '4' }, ctx);
    expect(bodyOf(apiFetch, 'PUT /job-hunts/4')).toMatchObject({ name: 'Senior data', status: 'paused' });

    const active = routedContext({
      'GET /job-hunts/3': { status: 200, body: ok(hunt(3)) },
      'PUT /job-hunts/3': { status: 200, body: ok(hunt(3, { status: 'paused' })) },
    });
    const result = unwrap(await post({ intent: 'pause', huntId: '3' }, active.ctx));
    expect(bodyOf(active.apiFetch, 'PUT /job-hunts/3')).toEqual({
      name: 'Next role',
      filters: hunt(3).filters,
      settings: hunt(3).settings,
      status: 'paused',
    });
    expect(result.body).toMatchObject({ ok: true, message: '“Next role” is paused.' });
  });

  it('says why resuming a hunt paused for credits was refused', async () => {
    const { ctx } = routedContext({
      'GET /job-hunts/3': { status: 200, body: ok(hunt(3, { status: 'paused', pausedReason: 'no-credits' })) },
      'PUT /job-hunts/3': {
        status: 402,
        body: fail(402, 'You have no JobGPT credits left: buy a pack to resume automatic applying, or turn auto mode off'),
      },
    });
    const result = unwrap(await post({ intent: 'resume', huntId: '3' }, ctx));
    expect(result.status).toBe(402);
    expect(result.body).toMatchObject({ ok: false, form: 'hunt-status', message: expect.stringContaining('no JobGPT credits left') });
  });

  it('applies to a match for its hunt, and dismisses one', async () => {
    const application = {
      id: 41,
      job: jobSummary(7),
      jobHuntId: 3,
      origin: 'manual',
      status: 'pending',
      applyUrl: 'https://boards.greenhouse.io/acme/jobs/1',
      resumeId: null,
      answers: [],
      failure: null,
      notes: null,
      createdAt: '2026-11-24T00:00:00.000Z',
      updatedAt: '2026-11-24T00:00:00.000Z',
      submittedAt: null,
    };
    const { ctx, apiFetch } = routedContext({
      'POST /jobs/7/apply': { status: 200, body: ok(application) },
      'POST /jobs/8/dismiss': { status: 200, body: ok({ ok: true }) },
    });
    const applied = unwrap(await post({ intent: 'apply', jobId: '7', jobHuntId: '3' }, ctx));
    expect(bodyOf(apiFetch, 'POST /jobs/7/apply')).toEqual({ jobHuntId: 3 });
    expect(applied.body).toMatchObject({ ok: true, message: 'Application started for Data Scientist at Acme: JobGPT is preparing it.' });
    const dismissed = unwrap(await post({ intent: 'dismiss', jobId: '8' }, ctx));
    expect(calls(apiFetch)).toContain('POST /jobs/8/dismiss');
    expect(dismissed.body).toMatchObject({ ok: true });
  });

  it('sends a signed-out post to sign in', async () => {
    const { ctx } = routedContext({}, null);
    const thrown = (await post({ intent: 'apply', jobId: '7' }, ctx).catch((e: unknown) => e)) as Response;
    expect(thrown.headers.get('location')).toBe('/auth/login?returnUrl=%2Fjobgpt');
  });
});
