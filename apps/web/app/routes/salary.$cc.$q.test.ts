import { fail, ok, type SessionUser } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { answeringContext, unwrap } from '~/lib/loader.test-support';
import { sampleStats } from '~/features/salary/salary-sample.test-data';
import { loader } from './salary.$cc.$q';

const member = { id: 'u1', name: 'Asha', email: 'asha@infosys.com', role: 'user', premium: false } as SessionUser;

const context = answeringContext;

const run = (url: string, params: { cc: string; q: string }, ctx: never) =>
  loader({ request: new Request(url), context: ctx, params } as never);

describe('/{cc}/salary/{q} loader', () => {
  it('asks GET /{cc}/salary/{q} with the URL’s filters and builds the page', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleStats()) });
    const result = unwrap(
      await run('http://x/in/salary/software-engineer?rosettaLevel=3&yoe=&page=2&bogus=1', { cc: 'in', q: 'software-engineer' }, ctx),
    );
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/in/salary/software-engineer?rosettaLevel=3&page=2');
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

  it('answers 404 for an unknown region or a malformed slug without asking the API', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleStats()) });
    for (const params of [
      { cc: 'uk', q: 'software-engineer' },
      { cc: 'in', q: 'Software_Engineer' },
      { cc: 'us', q: 'a--b--c' },
    ]) {
      const thrown = (await run(`http://x/${params.cc}/salary/${params.q}`, params, ctx).catch((e: unknown) => e)) as {
        init?: { status?: number };
      };
      expect(thrown.init?.status).toBe(404);
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
