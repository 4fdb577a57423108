import { fail, ok, type SessionUser } from '@paysight/contract';
import { describe, expect, it, vi } from 'vitest';
import { answeringContext, formActionOf, thrown, unwrap, thrownStatus } from '~/lib/loader.test-support';
import { sampleComparison, sampleEntry, unavailableEntry } from '~/features/compare/compare-sample.test-data';
import { action, loader } from './compare.$cc.$q';

const member = { id: 'u1', name: 'Asha', email: 'asha@infosys.com', role: 'user', premium: false } as SessionUser;
const Q = 'google--software-engineer--vs--meta--software-engineer';

const context = answeringContext;

const run = (url: string, params: { cc: string; q: string }, ctx: never) =>
  loader({ request: new Request(url), context: ctx, params } as never);

describe('/{cc}/compare/companies/{q} loader', () => {
  it('asks GET /{cc}/compare/salary/{q} with the URL’s filters and builds the page', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleComparison()) });
    const result = unwrap(await run(`http://x/us/compare/companies/${Q}?dateOffset=24&yoe=2-4&gpayCC=us&bogus=1`, { cc: 'us', q: Q }, ctx));
    expect(apiFetch.mock.calls[0]?.[0]).toBe(`/us/compare/salary/${Q}?dateOffset=24`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      kind: 'ok',
      cc: 'us',
      path: `/us/compare/companies/${Q}`,
      filters: { dateOffset: 24 },
      heading: 'Google vs Meta Software Engineer Salary in United States',
      meta: { title: 'Google vs Meta Software Engineer Salary in United States' },
      formValues: { companies: ['Google', 'Meta', ''], title: 'Software Engineer' },
      clearFiltersHref: `/us/compare/companies/${Q}`,
      isDemo: false,
    });
    const body = result.body as { jsonLd: string; meta: { description: string } };
    expect(body.meta.description).toContain('median total pay $388k at Google (11 salaries)');
    expect(JSON.parse(body.jsonLd)).toMatchObject({ '@type': 'ItemList', url: `https://paysight.test/us/compare/companies/${Q}` });
  });

  it('keeps the currency when clearing the filters, and fills the picker’s title only when the entries share one', async () => {
    const data = sampleComparison({
      entries: [sampleEntry('Google', 388_000), unavailableEntry('Meta'), sampleEntry('Netflix', 400_000, { title: null, key: 'netflix' })],
    });
    const { ctx } = context({ status: 200, body: ok(data) });
    const q = 'google--software-engineer--vs--meta--software-engineer--vs--netflix';
    const result = unwrap(await run(`http://x/us/compare/companies/${q}?rosettaLevel=3&gpayCC=in`, { cc: 'us', q }, ctx));
    expect(result.body).toMatchObject({
      heading: 'Google Software Engineer vs Meta Software Engineer vs Netflix Salary in United States',
      formValues: { companies: ['Google', 'Meta', 'Netflix'], title: '' },
      clearFiltersHref: `/us/compare/companies/${q}?gpayCC=in`,
    });
  });

  it('answers 404 for an unknown region or a malformed comparison without asking the API', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleComparison()) });
    for (const params of [
      { cc: 'uk', q: Q },
      { cc: 'in', q: 'google--software-engineer' },
      { cc: 'in', q: 'a--vs--b--vs--c--vs--d' },
      { cc: 'us', q: 'Google--vs--meta' },
      { cc: 'us', q: 'google--vs--' },
      { cc: 'us', q: 'google--vs--google' },
    ]) {
      expect(await thrownStatus(run(`http://x/${params.cc}/compare/companies/${params.q}`, params, ctx)), params.q).toBe(404);
    }
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('turns an unknown company into a 404 page that says which, with the picker', async () => {
    const { ctx } = context({ status: 404, body: fail(404, 'No salaries found for "no-such-co"', 'unknown-slice') });
    const q = 'no-such-co--software-engineer--vs--meta--software-engineer';
    const result = unwrap(await run(`http://x/in/compare/companies/${q}`, { cc: 'in', q }, ctx));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({
      kind: 'not-found',
      heading: 'No Such Co vs Meta Software Engineer Salary in India',
      message: 'No salaries found for "no-such-co"',
      formValues: { companies: ['No Such Co', 'Meta', ''], title: 'Software Engineer' },
    });
  });

  it('renders the page without figures on 429, with the security check’s links for a member', async () => {
    const message = 'Daily search limit has been reached, please signin (or upgrade to premium) to continue!';
    const { ctx } = context({ status: 429, body: fail(429, message) }, member);
    const result = unwrap(await run(`http://x/in/compare/companies/${Q}?rosettaLevel=2`, { cc: 'in', q: Q }, ctx));
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({
      kind: 'limited',
      message,
      heading: 'Google vs Meta Software Engineer Salary in India',
      upgradeHref: `/pricing?returnUrl=${encodeURIComponent(`/in/compare/companies/${Q}?rosettaLevel=2`)}`,
      signInHref: null,
    });
    expect(result.body).not.toHaveProperty('comparison');
  });

  it('offers Sign In to an anonymous visitor on 429', async () => {
    const { ctx } = context({ status: 429, body: fail(429, 'limit') });
    const result = unwrap(await run(`http://x/us/compare/companies/${Q}`, { cc: 'us', q: Q }, ctx));
    expect(result.body).toMatchObject({
      signInHref: `/auth/login?returnUrl=${encodeURIComponent(`/us/compare/companies/${Q}`)}`,
      upgradeHref: null,
    });
  });

  it('throws anything else to the error boundary', async () => {
    const { ctx } = context({ status: 500, body: fail(500, 'Something went wrong. Please try again...') });
    await expect(run(`http://x/us/compare/companies/${Q}`, { cc: 'us', q: Q }, ctx)).rejects.toThrow(/500/);
  });
});

describe('/{cc}/compare/companies/{q}: a member keeps the comparison and sees people to ask', () => {
  const contacts = {
    countryCode: 'us',
    minSlice: 5,
    companies: [
      { company: { name: 'Google', slug: 'google' }, members: null, demoMembers: 6, medianAnswerHours: null },
      { company: { name: 'Meta', slug: 'meta' }, members: 7, demoMembers: 0, medianAnswerHours: 30 },
    ],
  };
  /** The API as the page meets it: the comparison, the member's saved comparisons (this one saved the other way round), the contacts. */
  const answering = (user: SessionUser | null) => {
    const apiFetch = vi.fn(async (path: string) => {
      const body = path.startsWith('/us/compare/salary/')
        ? ok(sampleComparison())
        : path === '/compare'
          ? ok({
              items: [{ id: 7, countryCode: 'us', pair: Q.split('--vs--').sort().join('--vs--'), path: '', entries: [], createdAt: '' }],
              max: 50,
            })
          : ok(contacts);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    return {
      apiFetch,
      ctx: { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch } as never,
    };
  };
  const REVERSED = 'meta--software-engineer--vs--google--software-engineer';

  it('finds the comparison among the saved ones whatever its order, and reads the contacts', async () => {
    const { ctx, apiFetch } = answering(member);
    const result = unwrap(await run(`http://x/us/compare/companies/${REVERSED}`, { cc: 'us', q: REVERSED }, ctx));
    expect(apiFetch.mock.calls.map((c) => c[0]).sort()).toEqual([
      '/compare',
      `/compare/leads/contacts?cc=us&q=${REVERSED}`,
      `/us/compare/salary/${REVERSED}`,
    ]);
    expect(result.body).toMatchObject({ member: { savedId: 7, contacts }, signInHref: null });
  });

  it('gives a visitor the sign-in link back to the page, and asks nothing of theirs', async () => {
    const { ctx, apiFetch } = answering(null);
    const result = unwrap(await run(`http://x/us/compare/companies/${Q}`, { cc: 'us', q: Q }, ctx));
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(result.body).toMatchObject({
      member: null,
      signInHref: `/auth/login?returnUrl=${encodeURIComponent(`/us/compare/companies/${Q}`)}`,
    });
  });

  const post = formActionOf(action, `http://x/us/compare/companies/${Q}`);

  it('saves through POST /compare with the region and q, and says so', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ id: 1 }) }, member);
    expect(unwrap(await post({ intent: 'save-comparison', cc: 'us', q: Q }, ctx)).body).toEqual({
      intent: 'save-comparison',
      ok: true,
      message: 'Saved: find it in your comparisons on your profile.',
    });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect([path, init?.method, JSON.parse(String(init?.body))]).toEqual(['/compare', 'POST', { cc: 'us', q: Q }]);
  });

  it('shows the refusal of a 51st (409) with its message', async () => {
    const message = 'You can keep at most 50 saved comparisons: remove one to save another.';
    const { ctx } = answeringContext({ status: 409, body: fail(409, message) }, member);
    const result = unwrap(await post({ intent: 'save-comparison', cc: 'us', q: Q }, ctx));
    expect(result).toEqual({ status: 409, body: { intent: 'save-comparison', ok: false, message } });
  });

  it('removes through DELETE /compare/:id', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ deleted: true }) }, member);
    expect(unwrap(await post({ intent: 'remove-comparison', id: '7' }, ctx)).body).toMatchObject({ ok: true });
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/compare/7');
    expect(apiFetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('sends a visitor who posts to sign in first, coming back to the comparison', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({}) });
    const response = await thrown(post({ intent: 'save-comparison', cc: 'us', q: Q }, ctx));
    expect(response.headers.get('location')).toBe(`/auth/login?returnUrl=${encodeURIComponent(`/us/compare/companies/${Q}`)}`);
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
