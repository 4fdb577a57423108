import { fail, ok, type SessionUser } from '@paysight/contract';
import { indiaInHand } from '@paysight/contract/india-tax';
import { describe, expect, it, vi } from 'vitest';
import { answeringContext, unwrap, thrownStatus } from '~/lib/loader.test-support';
import { sampleStats } from '~/features/salary/salary-sample.test-data';
import { loader } from './salary.$cc.$q';

const member = { id: 'u1', name: 'Asha', email: 'asha@infosys.com', role: 'user', premium: false } as SessionUser;

/** A trend answer for GET /salary-trends: two shown months and a gap. */
const sampleTrend = {
  countryCode: 'in',
  currency: 'INR',
  title: { name: 'Software Engineer', slug: 'software-engineer' },
  company: null,
  location: null,
  interval: 'month',
  months: [
    { month: '2026-08', count: 40, median: 2_600_000 },
    { month: '2026-09', count: null, median: null },
    { month: '2026-10', count: 52, median: 2_840_000 },
  ],
  change: { from: '2026-08', to: '2026-10', percent: 9.2 },
};

/**
 * The page's two calls: the stats answer as given, and GET /salary-trends with `trend` (by default
 * a failure, so every test also shows the page standing without its chart).
 */
function context(
  answer: { status: number; body: unknown },
  user: SessionUser | null = null,
  trend: { status: number; body: unknown } = { status: 500, body: fail(500, 'down') },
) {
  const stats = answeringContext(answer, user);
  const trends = answeringContext(trend, user);
  const apiFetch = vi.fn((path: string, init?: RequestInit) =>
    path.startsWith('/salary-trends') ? trends.apiFetch(path, init) : stats.apiFetch(path, init),
  );
  const ctx = { ...(stats.ctx as object), apiFetch } as never;
  return { ctx, apiFetch };
}

const run = (url: string, params: { cc: string; q: string }, ctx: never) =>
  loader({ request: new Request(url), context: ctx, params } as never);

describe('/{cc}/salary/{q} loader', () => {
  it('asks GET /{cc}/salary/{q} with the URL’s filters and builds the page', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleStats()) });
    const result = unwrap(
      await run('http://x/in/salary/software-engineer?rosettaLevel=3&yoe=&page=2&bogus=1', { cc: 'in', q: 'software-engineer' }, ctx),
    );
    expect(apiFetch.mock.calls.map((c) => c[0])).toContain('/in/salary/software-engineer?rosettaLevel=3&page=2');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      kind: 'ok',
      cc: 'in',
      path: '/in/salary/software-engineer',
      heading: 'Software Engineer Salary in India',
      meta: { title: 'Software Engineer Salary in India' },
      filters: { rosettaLevel: 3, page: 2 },
    });
    const body = result.body as { jsonLd: string; meta: { description: string } };
    expect(body.meta.description).toContain('median total pay ₹28.4 L');
    expect(JSON.parse(body.jsonLd)).toMatchObject({ '@type': 'Occupation', url: 'https://paysight.test/in/salary/software-engineer' });
  });

  it('passes the skill filter on, and shows India’s monthly in-hand: the offer tool’s figure for the median base', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleStats()) });
    const result = unwrap(await run('http://x/in/salary/software-engineer?skill=python', { cc: 'in', q: 'software-engineer' }, ctx));
    expect(apiFetch.mock.calls.map((c) => c[0])).toContain('/in/salary/software-engineer?skill=python&page=1');
    const body = result.body as {
      filters: { skill?: string };
      inHand: { p50: number; p25: number; p75: number };
      stats: { base: { p50: number } };
    };
    expect(body.filters.skill).toBe('python');
    expect(body.inHand.p50).toBe(indiaInHand({ fixedCtc: body.stats.base.p50 }).monthlyInHand);
    expect(body.inHand.p25).toBeLessThan(body.inHand.p50);
  });

  it('has no in-hand estimate on a US page', async () => {
    const { ctx } = context({ status: 200, body: ok(sampleStats({ countryCode: 'us', currency: 'USD' })) });
    const result = unwrap(await run('http://x/us/salary/software-engineer', { cc: 'us', q: 'software-engineer' }, ctx));
    expect((result.body as { inHand: unknown }).inHand).toBeNull();
  });

  it('asks for pay over time for the page’s slice and lays out the points it has; a failed trend call leaves only the chart out', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleStats()) }, null, { status: 200, body: ok(sampleTrend) });
    const result = unwrap(
      await run('http://x/in/salary/google--software-engineer?location=bengaluru-in', { cc: 'in', q: 'google--software-engineer' }, ctx),
    );
    expect(apiFetch.mock.calls.map((c) => c[0])).toContain(
      '/salary-trends?cc=in&title=software-engineer&company=google&location=bengaluru-in&months=24&interval=auto',
    );
    const trend = (result.body as { trend: { points: Array<{ label: string; count: number }>; summary: string } }).trend;
    expect(trend.points.map((p) => [p.label, p.count])).toEqual([
      ['Aug 2026', 40],
      ['Oct 2026', 52],
    ]);
    expect(trend.summary).toContain('₹26.0 L in Aug 2026, ₹28.4 L in Oct 2026 (+9.2%)');

    const down = context({ status: 200, body: ok(sampleStats()) });
    const page = unwrap(await run('http://x/in/salary/software-engineer', { cc: 'in', q: 'software-engineer' }, down.ctx));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ kind: 'ok', trend: null });
  });

  it('answers 404 for an unknown region or a malformed slug without asking the API', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleStats()) });
    for (const params of [
      { cc: 'uk', q: 'software-engineer' },
      { cc: 'in', q: 'Software_Engineer' },
      { cc: 'us', q: 'a--b--c' },
    ]) {
      expect(await thrownStatus(run(`http://x/${params.cc}/salary/${params.q}`, params, ctx))).toBe(404);
    }
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('turns the API’s "not enough data" into a 404 page with a way back', async () => {
    const message = 'Not enough salaries for this search yet: we show a figure once at least 5 people have shared theirs.';
    const { ctx } = context({ status: 404, body: fail(404, message, 'too-few-records') });
    const result = unwrap(
      await run('http://x/us/salary/google--software-engineer?rosettaLevel=8', { cc: 'us', q: 'google--software-engineer' }, ctx),
    );
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({
      kind: 'not-found',
      reason: 'not-enough',
      message,
      heading: 'Google Software Engineer Salary in United States',
      clearFiltersHref: '/us/salary/google--software-engineer',
      titlePage: { href: '/us/salary/software-engineer', label: 'All Software Engineer salaries in United States' },
    });
  });

  it('turns an unknown title into a "no salaries for" 404 page', async () => {
    const { ctx } = context({ status: 404, body: fail(404, 'No salaries found for "no-such-title"') });
    const result = unwrap(await run('http://x/in/salary/no-such-title', { cc: 'in', q: 'no-such-title' }, ctx));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({
      kind: 'not-found',
      reason: 'unknown',
      heading: 'No salaries for No Such Title in India',
      clearFiltersHref: null,
      titlePage: null,
    });
  });

  it('renders the page without figures on 429, with the security check’s links for a member', async () => {
    const message = 'Daily search limit has been reached, please signin (or upgrade to premium) to continue!';
    const { ctx } = context({ status: 429, body: fail(429, message) }, member);
    const result = unwrap(await run('http://x/in/salary/software-engineer?yoe=2-4', { cc: 'in', q: 'software-engineer' }, ctx));
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({
      kind: 'limited',
      message,
      upgradeHref: '/pricing?returnUrl=%2Fin%2Fsalary%2Fsoftware-engineer%3Fyoe%3D2-4',
      signInHref: null,
    });
    expect(result.body).not.toHaveProperty('stats');
  });

  it('offers Sign In to an anonymous visitor on 429', async () => {
    const { ctx } = context({ status: 429, body: fail(429, 'limit') });
    const result = unwrap(await run('http://x/in/salary/software-engineer', { cc: 'in', q: 'software-engineer' }, ctx));
    expect(result.body).toMatchObject({ signInHref: '/auth/login?returnUrl=%2Fin%2Fsalary%2Fsoftware-engineer', upgradeHref: null });
  });

  it('throws anything else to the error boundary', async () => {
    const { ctx } = context({ status: 500, body: fail(500, 'Something went wrong. Please try again...') });
    await expect(run('http://x/in/salary/software-engineer', { cc: 'in', q: 'software-engineer' }, ctx)).rejects.toThrow(/500/);
  });
});
