import { ERROR_MESSAGES, fail, ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '~/lib/loader.test-support';
import { sampleProfiles, sampleReviews } from '~/features/negotiate/negotiate-sample.test-data';
import { loader } from './negotiate';

type Answer = { status: number; body: unknown };

/** A load context whose in-process API answers each call by its path (the page makes two or three). */
function routingContext(answers: { locale?: Answer; profiles?: Answer; reviews?: Answer }, user: SessionUser | null = null) {
  const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  const apiFetch = vi.fn(async (path: string) => {
    if (path.startsWith('/locale')) return json(answers.locale ?? { status: 200, body: ok({ countryCode: 'in', currency: 'inr' }) });
    if (path.includes('/negotiator/profiles')) return json(answers.profiles ?? { status: 200, body: ok(sampleProfiles()) });
    if (path.startsWith('/app-reviews/negotiation')) return json(answers.reviews ?? { status: 200, body: ok(sampleReviews()) });
    return json({ status: 404, body: fail(404, 'No API route') });
  });
  const ctx = { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);
const calls = (apiFetch: ReturnType<typeof vi.fn>) => apiFetch.mock.calls.map((c) => c[0] as string);

describe('/negotiate loader', () => {
  it('asks for the URL’s region, search and page of reviews, and builds the page', async () => {
    const { ctx, apiFetch } = routingContext({
      profiles: { status: 200, body: ok(sampleProfiles({ countryCode: 'us', q: 'google' })) },
      reviews: { status: 200, body: ok(sampleReviews({ countryCode: 'us', currency: 'USD', page: 2 })) },
    });
    const result = unwrap(await run('http://x/negotiate?region=us&q=google&page=2', ctx));
    expect(calls(apiFetch).sort()).toEqual(['/app-reviews/negotiation?region=us&page=2', '/us/negotiator/profiles?q=google']);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      kind: 'ok',
      region: 'us',
      q: 'google',
      page: 2,
      canonical: '/negotiate?region=us',
      title: 'Salary Negotiation Coaching in United States',
      demo: true,
    });
    expect((result.body as { description: string }).description).toContain('Median uplift 12.4%');
  });

  it('takes the visitor’s region from GET /locale when the URL has none (or one the API would refuse)', async () => {
    const { ctx, apiFetch } = routingContext({ locale: { status: 200, body: ok({ countryCode: 'us', currency: 'usd' }) } });
    const result = unwrap(await run('http://x/negotiate?region=uk&page=0&q=%20%20', ctx));
    expect(calls(apiFetch)[0]).toBe('/locale');
    expect(calls(apiFetch).slice(1).sort()).toEqual(['/app-reviews/negotiation?region=us', '/us/negotiator/profiles']);
    expect(result.body).toMatchObject({ kind: 'ok', region: 'us', q: '', page: 1, canonical: '/negotiate?region=us' });
  });

  it('India is the default region and its canonical URL is /negotiate', async () => {
    const { ctx, apiFetch } = routingContext({});
    const result = unwrap(await run('http://x/negotiate', ctx));
    expect(calls(apiFetch)).toContain('/in/negotiator/profiles');
    expect(result.body).toMatchObject({ region: 'in', canonical: '/negotiate' });
  });

  it('past the daily search limit the page is still the page (200, its own title), without coaches, with the security check’s links', async () => {
    const limited = { status: 429, body: fail(429, ERROR_MESSAGES.tooManyRequests) };
    const { ctx, apiFetch } = routingContext({ profiles: limited });
    const result = unwrap(await run('http://x/negotiate?q=faang', ctx));
    // Only the coaches' call is a search: the sales page around it is not refused.
    expect(result.status).toBe(200);
    expect(calls(apiFetch).filter((c) => c.includes('/negotiator/profiles'))).toEqual(['/in/negotiator/profiles?q=faang']);
    expect(result.body).toMatchObject({
      kind: 'limited',
      region: 'in',
      q: 'faang',
      title: 'Salary Negotiation Coaching in India',
      canonical: '/negotiate',
      message: ERROR_MESSAGES.tooManyRequests,
      signInHref: `/auth/login?returnUrl=${encodeURIComponent('/negotiate?q=faang')}`,
      upgradeHref: null,
      demo: true,
    });
    expect((result.body as { description: string }).description).toContain('Median uplift 12.4%');
    // The rest of the page (outcomes, reviews) is still there.
    expect((result.body as { reviews: { items: unknown[] } }).reviews.items).toHaveLength(3);
    expect(result.body).not.toHaveProperty('coaches');

    const member = { id: 'u1', email: 'a@infosys.com', role: 'user', premium: false } as unknown as SessionUser;
    const signedIn = unwrap(await run('http://x/negotiate?region=us', routingContext({ profiles: limited }, member).ctx));
    expect(signedIn.body).toMatchObject({
      kind: 'limited',
      signInHref: null,
      upgradeHref: `/pricing?returnUrl=${encodeURIComponent('/negotiate?region=us')}`,
    });
  });

  it('throws anything else to the error boundary', async () => {
    const broken = { status: 500, body: fail(500, 'Something went wrong. Please try again...') };
    await expect(run('http://x/negotiate', routingContext({ reviews: broken }).ctx)).rejects.toThrow(
      /app-reviews\/negotiation answered 500/,
    );
    await expect(run('http://x/negotiate', routingContext({ profiles: broken }).ctx)).rejects.toThrow(/negotiator\/profiles answered 500/);
  });
});
