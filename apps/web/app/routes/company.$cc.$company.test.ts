import { fail, ok, type api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { answeringContext as context, unwrap, thrownStatus } from '~/lib/loader.test-support';
import { loader } from './company.$cc.$company';

const run = (url: string, params: { cc: string; company: string }, ctx: never) =>
  loader({ request: new Request(url), context: ctx, params } as never);

const samplePage = (): api.CompanyPage => ({
  countryCode: 'in',
  currency: 'INR',
  company: { name: 'Google', slug: 'google' },
  location: null,
  count: 420,
  ladder: {
    family: { name: 'Software Engineering', slug: 'software-engineering' },
    count: 300,
    title: { name: 'Software Engineer', slug: 'software-engineer' },
    href: '/in/salary/google--software-engineer',
    levels: [
      { name: 'L3', standardLevel: 1, standardName: 'Entry', count: 120, total: { p25: 2_000_000, p50: 2_500_000, p75: 3_000_000 } },
      { name: 'L4', standardLevel: 2, standardName: 'Mid', count: 150, total: { p25: 3_500_000, p50: 4_200_000, p75: 5_000_000 } },
      { name: 'L8', standardLevel: 6, standardName: 'Principal', count: null, total: null },
    ],
  },
  families: [{ name: 'Software Engineering', slug: 'software-engineering', count: 300 }],
  titles: [],
  cities: [],
  peers: [],
  isDemo: true,
});

describe('/{cc}/company/{company} loader', () => {
  it('asks GET /{cc}/company/{company} with the ladder’s family and city, and builds the page', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(samplePage()) });
    const result = unwrap(
      await run('http://x/in/company/google?family=software-engineering&location=Bad_Slug', { cc: 'in', company: 'google' }, ctx),
    );
    // A malformed city is dropped, not sent.
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/in/company/google?family=software-engineering');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      kind: 'ok',
      path: '/in/company/google',
      heading: 'Google salaries in India',
      meta: { title: 'Google salaries in India' },
    });
    expect((result.body as { meta: { description: string } }).meta.description).toContain(
      'Software Engineering median total pay from ₹25.0 L (L3) to ₹42.0 L (L4)',
    );
  });

  it('names the city when the page is narrowed to one', async () => {
    const { ctx, apiFetch } = context({
      status: 200,
      body: ok({ ...samplePage(), location: { name: 'Bengaluru', slug: 'bengaluru-in' } }),
    });
    const result = unwrap(await run('http://x/in/company/google?location=bengaluru-in', { cc: 'in', company: 'google' }, ctx));
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/in/company/google?location=bengaluru-in');
    expect(result.body).toMatchObject({ heading: 'Google salaries in Bengaluru', path: '/in/company/google' });
  });

  it('answers 404 for an unknown region or a malformed slug without asking the API', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(samplePage()) });
    for (const params of [
      { cc: 'uk', company: 'google' },
      { cc: 'in', company: 'Google' },
    ]) {
      expect(await thrownStatus(run(`http://x/${params.cc}/company/${params.company}`, params, ctx))).toBe(404);
    }
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('turns "not enough data" and an unknown company into 404 pages with a way on', async () => {
    const few = context({ status: 404, body: fail(404, 'Not enough salaries for this search yet', 'too-few-records') });
    const notEnough = unwrap(
      await run('http://x/us/company/tiny-co?family=software-engineering', { cc: 'us', company: 'tiny-co' }, few.ctx),
    );
    expect(notEnough.status).toBe(404);
    expect(notEnough.body).toMatchObject({
      kind: 'not-found',
      reason: 'not-enough',
      heading: 'Tiny Co salaries in United States',
      clearFiltersHref: '/us/company/tiny-co',
      hubPage: { href: '/us/salary' },
    });
    const unknown = context({ status: 404, body: fail(404, 'No salaries found for "no-such-co"', 'unknown-slice') });
    const body = unwrap(await run('http://x/in/company/no-such-co', { cc: 'in', company: 'no-such-co' }, unknown.ctx));
    expect(body.body).toMatchObject({
      kind: 'not-found',
      reason: 'unknown',
      heading: 'No salaries for No Such Co in India',
      clearFiltersHref: null,
    });
  });

  it('renders the page without figures on 429, signing in back to the same page', async () => {
    const { ctx } = context({ status: 429, body: fail(429, 'limit') });
    const result = unwrap(await run('http://x/in/company/google?family=data-and-ai', { cc: 'in', company: 'google' }, ctx));
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({
      kind: 'limited',
      signInHref: '/auth/login?returnUrl=%2Fin%2Fcompany%2Fgoogle%3Ffamily%3Ddata-and-ai',
      upgradeHref: null,
    });
    expect(result.body).not.toHaveProperty('found');
  });
});
