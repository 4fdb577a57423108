import { fail, ok, type api } from '@paysight/contract';
import { describe, expect, it, type vi } from 'vitest';
import { unwrap } from '~/lib/loader.test-support';
import { hunt, jobSummary, routedContext } from '~/features/jobgpt/jobgpt.test-support';
import { action, loader, meta } from './jobgpt.list';

const application = (id: number, over: Partial<api.JobApplication> = {}): api.JobApplication => ({
  id,
  job: jobSummary(7),
  jobHuntId: 3,
  origin: 'review',
  status: 'ready',
  applyUrl: 'https://boards.greenhouse.io/acme/jobs/1',
  resumeId: 12,
  answers: [
    { question: 'Phone', answer: '+91 98765 43210', source: 'profile.phoneNo' },
    { question: 'Why Acme?', answer: null, source: null },
  ],
  failure: null,
  notes: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  submittedAt: null,
  ...over,
});

const page = {
  items: [application(41)],
  total: 11,
  page: 2,
  pageSize: 10,
  review: [
    {
      matchId: 5,
      jobHuntId: 3,
      job: jobSummary(8),
      match: { score: 0.82, parts: [], matchingSkills: ['Python'], missingSkills: ['Spark'] },
    },
  ],
};

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);
const post = (fields: Record<string, string>, ctx: never) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return action({ request: new Request('http://x/jobgpt/list', { method: 'POST', body: form }), context: ctx, params: {} } as never);
};
const urls = (apiFetch: ReturnType<typeof vi.fn>) => apiFetch.mock.calls.map((c) => `${(c[1] as RequestInit).method} ${c[0] as string}`);
const bodyOf = (apiFetch: ReturnType<typeof vi.fn>, key: string) =>
  JSON.parse(
    (apiFetch.mock.calls.find((c) => `${(c[1] as RequestInit).method} ${c[0] as string}` === key)![1] as RequestInit).body as string,
  ) as unknown;

describe('/jobgpt/list loader', () => {
  it('shows a signed-out visitor the sign-in link back to these filters', async () => {
    const { ctx, apiFetch } = routedContext({}, null);
    const result = unwrap(await run('http://x/jobgpt/list?status=ready', ctx));
    expect(result.body).toEqual({ kind: 'signed-out', loginHref: '/auth/login?returnUrl=%2Fjobgpt%2Flist%3Fstatus%3Dready' });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('passes the URL’s filters to GET /job-applications and opens the asked-for log', async () => {
    const { ctx, apiFetch } = routedContext({
      'GET /job-applications': { status: 200, body: ok(page) },
      'GET /job-hunts': { status: 200, body: ok([hunt(3)]) },
      'GET /job-applications/41': {
        status: 200,
        body: ok({ ...application(41), log: [{ kind: 'ready', at: '2026-11-24T00:00:00.000Z', detail: { resumeId: 12 } }] }),
      },
    });
    const result = unwrap(await run('http://x/jobgpt/list?hunt=3&status=ready&page=2&log=41&bogus=1', ctx));
    expect(urls(apiFetch).sort()).toEqual([
      'GET /job-applications/41',
      'GET /job-applications?jobHuntId=3&status=ready&page=2',
      'GET /job-hunts',
    ]);
    expect(result.body).toMatchObject({
      kind: 'member',
      query: { hunt: 3, status: 'ready', page: 2, log: 41 },
      hunts: [{ id: 3, name: 'Next role' }],
      applications: { total: 11, review: [{ matchId: 5 }] },
      log: { id: 41, events: [{ kind: 'ready' }] },
      error: null,
    });
  });

  it('keeps the page up with the API’s message when the applications cannot be read', async () => {
    const { ctx } = routedContext({
      'GET /job-applications': { status: 400, body: fail(400, 'querystring.page: Too big') },
      'GET /job-hunts': { status: 200, body: ok([]) },
    });
    expect(unwrap(await run('http://x/jobgpt/list', ctx)).body).toMatchObject({ applications: null, error: 'Too big' });
  });

  it('has its canonical URL without the filters, out of the index', () => {
    const tags = meta({ matches: [{ id: 'root', loaderData: { origin: 'https://paysight.test' } }] } as never);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://paysight.test/jobgpt/list' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});

describe('/jobgpt/list action', () => {
  it('records a status and notes, and clears notes left empty', async () => {
    const { ctx, apiFetch } = routedContext({
      'PUT /job-applications/41': { status: 200, body: ok(application(41, { status: 'interview', notes: 'Call on Monday' })) },
    });
    const result = unwrap(await post({ intent: 'update', applicationId: '41', status: 'interview', notes: ' Call on Monday ' }, ctx));
    expect(bodyOf(apiFetch, 'PUT /job-applications/41')).toEqual({ status: 'interview', notes: 'Call on Monday' });
    expect(result.body).toEqual({ ok: true, message: 'Saved: Interview, with your notes.' });

    await post({ intent: 'update', applicationId: '41', status: '', notes: '' }, ctx);
    expect(JSON.parse((apiFetch.mock.calls[1]![1] as RequestInit).body as string)).toEqual({ notes: null });
  });

  it('approves a match for its hunt and dismisses one; a refusal keeps its message', async () => {
    const { ctx, apiFetch } = routedContext({
      'POST /jobs/8/apply': { status: 200, body: ok(application(42, { status: 'pending' })) },
      'POST /jobs/9/dismiss': { status: 404, body: fail(404, 'No listed job 9') },
    });
    expect(unwrap(await post({ intent: 'apply', jobId: '8', jobHuntId: '3' }, ctx)).body).toMatchObject({ ok: true });
    expect(bodyOf(apiFetch, 'POST /jobs/8/apply')).toEqual({ jobHuntId: 3 });
    const refused = unwrap(await post({ intent: 'dismiss', jobId: '9' }, ctx));
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ ok: false, message: 'No listed job 9' });
  });
});
