import { fail, ok, type SessionUser } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { answeringContext, unwrap, thrownStatus } from '~/lib/loader.test-support';
import { sampleComparison, sampleEntry, unavailableEntry } from '~/features/compare/compare-sample.test-data';
import { loader } from './compare.$cc.$q';

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
