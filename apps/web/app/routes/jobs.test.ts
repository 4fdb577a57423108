import { fail, ok, type api } from '@paysight/contract';
import { describe, expect, it, vi } from 'vitest';
import { jobSummary } from '~/lib/job-summary.test-support';
import { answeringContext, unwrap, thrownStatus } from '~/lib/loader.test-support';
import { loader as jobLoader, meta as jobMeta } from './jobs.$id';
import { loader as searchLoader, meta as searchMeta } from './jobs';

const summary = (id: number, over: Partial<api.JobSummary> = {}): api.JobSummary =>
  jobSummary(id, {
    payEstimate: { currency: 'INR', p25: 1_800_000, p50: 2_200_000, p75: 2_600_000, count: 212, basis: 'title-location' },
    ...over,
  });

const detail = (id: number): api.JobDetail => ({
  ...summary(id),
  department: 'Analytics',
  descriptionHtml: '<p>Build models.</p>',
  applyUrl: 'https://boards.greenhouse.io/acme/jobs/1',
  sources: [{ boardType: 'greenhouse', boardToken: 'acme', applyUrl: 'https://boards.greenhouse.io/acme/jobs/1' }],
  catalogTitle: 'Data Scientist',
  region: 'in',
});

const runSearch = (url: string, ctx: never) => searchLoader({ request: new Request(url), context: ctx, params: {} } as never);
const runJob = (url: string, id: string, ctx: never) => jobLoader({ request: new Request(url), context: ctx, params: { id } } as never);
const bodyOf = (apiFetch: ReturnType<typeof vi.fn>) => JSON.parse((apiFetch.mock.calls[0]![1] as RequestInit).body as string) as unknown;
const canonical = (tags: ReturnType<typeof searchMeta>) => (tags.find((t) => 'rel' in t && t.rel === 'canonical') as { href: string }).href;
const ROOT = [{ id: 'root', loaderData: { origin: 'https://paysight.test' } }];

describe('/jobs loader', () => {
  it('posts the URL’s filters to POST /jobs/search, pay in whole rupees, and builds the page', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ items: [summary(1)], total: 31, page: 2, pageSize: 10 }) });
    const result = unwrap(
      await runSearch('http://x/jobs-search?title=%20Data%20Scientist%20&remote=full&region=in&payMin=20&posted=7&page=2&bogus=1', ctx),
    );
    expect(apiFetch.mock.calls[0]![0]).toBe('/jobs/search');
    expect((apiFetch.mock.calls[0]![1] as RequestInit).method).toBe('POST');
    expect(bodyOf(apiFetch)).toEqual({
      title: 'Data Scientist',
      remote: 'full',
      region: 'in',
      payMin: 2_000_000,
      postedWithin: 7,
      page: 2,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      kind: 'ok',
      total: 31,
      heading: 'Data Scientist jobs in India (remote)',
      // The canonical URL is /jobs with the filters, whichever of /jobs and /jobs-search was asked.
      path: '/jobs?title=Data+Scientist&remote=full&region=in&payMin=20&posted=7&page=2',
      clearHref: '/jobs',
    });
    const tags = searchMeta({ loaderData: result.body, matches: ROOT } as never);
    expect(canonical(tags)).toBe('https://paysight.test/jobs?title=Data+Scientist&remote=full&region=in&payMin=20&posted=7&page=2');
    expect(tags).toContainEqual({ title: 'Data Scientist jobs in India (remote) | Paysight' });
  });

  it('converts US minimum pay from thousands, and drops choices the form does not offer', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ items: [], total: 0, page: 1, pageSize: 10 }) });
    await runSearch('http://x/jobs?region=us&payMin=150&remote=mars&posted=2', ctx);
    expect(bodyOf(apiFetch)).toEqual({ region: 'us', payMin: 150_000, page: 1 });
  });

  it('renders the page with the API’s message when it refuses the filters (page 101), never a 500', async () => {
    const { ctx } = answeringContext({ status: 400, body: fail(400, 'body.page: page must be at most 100') });
    const result = unwrap(await runSearch('http://x/jobs?page=101', ctx));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      kind: 'refused',
      message: 'Page must be at most 100',
      path: '/jobs?page=101',
      firstPageHref: '/jobs',
    });
    const tags = searchMeta({ loaderData: result.body, matches: ROOT } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('throws on a server failure (the error page), not a refused filter', async () => {
    const { ctx } = answeringContext({ status: 500, body: fail(500, 'down') });
    await expect(runSearch('http://x/jobs', ctx)).rejects.toThrow('POST /jobs/search answered 500');
  });
});

describe('/jobs/{id} loader', () => {
  function context(company: { status: number; body: unknown } = { status: 500, body: fail(500, 'down') }) {
    const job = answeringContext({ status: 200, body: ok(detail(7)) });
    const box = answeringContext(company);
    const apiFetch = vi.fn((path: string, init?: RequestInit) =>
      path.endsWith('/company') ? box.apiFetch(path, init) : job.apiFetch(path, init),
    );
    return { ctx: { ...(job.ctx as object), apiFetch } as never, apiFetch };
  }

  it('asks GET /jobs/{id} and its company; the page stands without the company box', async () => {
    const { ctx, apiFetch } = context();
    const result = unwrap(await runJob('http://x/jobs/7-data-scientist-at-acme', '7-data-scientist-at-acme', ctx));
    expect(apiFetch.mock.calls.map((c) => c[0]).sort()).toEqual(['/jobs/7', '/jobs/7/company']);
    expect(result.body).toMatchObject({ job: { id: 7 }, company: null, meta: { title: 'Data Scientist at Acme' } });
    const body = result.body as { meta: { description: string } };
    expect(body.meta.description).toContain('Estimated ₹18.0 L–₹26.0 L a year from 212 salaries (not from the employer)');
    const tags = jobMeta({ loaderData: result.body, matches: ROOT } as never);
    expect(canonical(tags as never)).toBe('https://paysight.test/jobs/7-data-scientist-at-acme');
  });

  it('redirects other words to the job’s one URL', async () => {
    const { ctx } = context();
    const response = (await runJob('http://x/jobs/7', '7', ctx).catch((e: unknown) => e)) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/jobs/7-data-scientist-at-acme');
  });

  it('does not redirect the client-side navigation’s data request for the job’s own URL', async () => {
    const { ctx } = context();
    const result = unwrap(
      await runJob('http://x/jobs/7-data-scientist-at-acme.data?_routes=routes%2Fjobs.%24id', '7-data-scientist-at-acme', ctx),
    );
    expect(result.body).toMatchObject({ job: { id: 7 } });
  });

  it('is the 404 page for a job that is not listed, and for an id that is not one', async () => {
    const { ctx } = answeringContext({ status: 404, body: fail(404, 'No listed job 999999') });
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expect(await thrownStatus(runJob(`http://x/jobs/${id}`, id, ctx)), id).toBe(404);
    }
  });
});
