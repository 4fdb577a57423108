import { ok } from '@paysight/contract';
import { describe, expect, it, vi } from 'vitest';
import { thrownStatus } from '~/lib/loader.test-support';
import { loader } from './compare.$cc';

const company = (name: string, slug: string) => ({ id: 1, name, slug, type: 'faang+', industry: 'Internet', logoUrl: null, isDemo: true });
const title = (name: string, slug: string) => ({ id: 1, name, slug, family: 'Software Engineering' });

/** The suggest calls, answered from a small catalogue: prefix matches on the name. */
const COMPANIES = [company('Google', 'google'), company('Meta', 'meta'), company('Goldman Sachs', 'goldman-sachs')];
const TITLES = [title('Software Engineer', 'software-engineer'), title('Data Scientist', 'data-scientist')];

function context() {
  const apiFetch = vi.fn(async (path: string) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/compare/list') {
      const cc = url.searchParams.get('cc');
      return new Response(JSON.stringify(ok({ countryCode: cc, minSlice: 5, windowDays: 30, items: [] })), { status: 200 });
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase().slice(0, 2);
    const pool = url.pathname === '/suggest/company' ? COMPANIES : TITLES;
    const found = pool.filter((item) => item.name.toLowerCase().startsWith(q));
    return new Response(JSON.stringify(ok(found)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const ctx = { cspNonce: '', user: null, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

const run = (url: string, cc: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: { cc } } as never);

describe('/{cc}/compare/companies loader (the picker)', () => {
  it('shows the empty form with the region’s companies and titles to suggest', async () => {
    const { ctx, apiFetch } = context();
    const result = await run('http://x/us/compare/companies', 'us', ctx);
    expect(apiFetch.mock.calls.map((c) => c[0])).toEqual([
      '/suggest/company?limit=25&region=us&src=salary',
      '/suggest/title?limit=25&region=us',
      '/compare/list?cc=us',
    ]);
    expect(result).toMatchObject({
      cc: 'us',
      path: '/us/compare/companies',
      meta: { title: 'Compare Company Salaries in United States' },
      values: { companies: ['', '', ''], title: '' },
      errors: null,
      options: { companies: ['Google', 'Meta', 'Goldman Sachs'], titles: ['Data Scientist', 'Software Engineer'] },
      popular: { countryCode: 'us', minSlice: 5, windowDays: 30, items: [] },
      saved: null,
    });
    expect(JSON.parse(result.jsonLd)).toMatchObject({ '@type': 'WebPage', url: 'https://paysight.test/us/compare/companies' });
  });

  it('redirects a good submission to the comparison, names matched by slug', async () => {
    const { ctx } = context();
    const thrown = (await run(
      'http://x/in/compare/companies?company=google+llc&company=&company=Meta&title=software+engineer',
      'in',
      ctx,
    ).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/in/compare/companies/google--software-engineer--vs--meta--software-engineer');
  });

  it('compares whole companies when the title is left empty', async () => {
    const { ctx } = context();
    const thrown = (await run('http://x/us/compare/companies?company=Google&company=Meta&title=', 'us', ctx).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.headers.get('location')).toBe('/us/compare/companies/google--vs--meta');
  });

  it('says which company it does not know, with names close to it, and keeps the values', async () => {
    const { ctx } = context();
    const result = await run('http://x/in/compare/companies?company=Goo&company=Meta&title=Software+Engineer', 'in', ctx);
    expect(result.values).toEqual({ companies: ['Goo', 'Meta', ''], title: 'Software Engineer' });
    expect(result.errors).toEqual({ companies: ['We have no salaries for “Goo” in India.', null, null], title: null, form: null });
    expect(result.didYouMean?.companies[0]).toEqual(['Google', 'Goldman Sachs']);
  });

  it('says when the title is unknown', async () => {
    const { ctx } = context();
    const result = await run('http://x/us/compare/companies?company=Google&company=Meta&title=Astronaut', 'us', ctx);
    expect(result.errors?.title).toBe('We have no salaries for the title “Astronaut”.');
  });

  it('asks for two companies before looking anything up', async () => {
    const { ctx, apiFetch } = context();
    const result = await run('http://x/us/compare/companies?company=Google&company=&title=', 'us', ctx);
    expect(result.errors?.form).toBe('Pick at least two companies to compare.');
    // Only the page's own calls: the suggestions and the popular comparisons, no look-up of the names.
    expect(apiFetch).toHaveBeenCalledTimes(3);
  });

  it('answers 404 for an unknown region', async () => {
    const { ctx } = context();
    expect(await thrownStatus(run('http://x/uk/compare/companies', 'uk', ctx))).toBe(404);
  });
});
