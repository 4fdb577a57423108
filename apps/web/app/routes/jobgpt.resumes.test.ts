import { fail, ok, type api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { answeringContext, formActionOf, loaderOf, member, thrown, unwrap } from '~/lib/loader.test-support';
import { action, loader } from './jobgpt.resumes';

const user = member();

const resume = (id: number, over: Partial<api.GeneratedResumeSummary> = {}): api.GeneratedResumeSummary => ({
  id,
  version: 2,
  manualTrigger: true,
  applicationId: null,
  job: { id: 7, title: 'Data Scientist', company: { name: 'Acme', slug: 'acme' }, path: '/jobs/7-data-scientist-at-acme' },
  createdAt: '2026-11-20T00:00:00.000Z',
  pdfPath: `/api/v1/jobs/resumes/${id}/pdf`,
  pdfSize: 22_000,
  ...over,
});

const load = loaderOf(loader);
const post = formActionOf(action, 'http://x/jobgpt/resumes');

describe('/jobgpt/resumes', () => {
  it('sends a guest to sign in, coming back to the page', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({}) }, null);
    const response = await thrown(load('http://x/jobgpt/resumes?manualTrigger=false', ctx));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/login?returnUrl=%2Fjobgpt%2Fresumes%3FmanualTrigger%3Dfalse');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('lists the member’s resumes for the URL’s filter and page', async () => {
    const page = { items: [resume(3)], total: 11, page: 2, pageSize: 10 };
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(page) }, user);
    const result = unwrap(await load('http://x/jobgpt/resumes?manualTrigger=true&page=2', ctx));
    expect(apiFetch.mock.calls[0]![0]).toBe('/jobs/resumes?manualTrigger=true&page=2');
    expect(result.body).toEqual({ ...page, made: 'asked' });
  });

  it('makes a new version for a job and says which', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(resume(4, { version: 3 })) }, user);
    const result = unwrap(await post({ intent: 'new-version', jobId: '7' }, ctx));
    expect(apiFetch.mock.calls[0]![0]).toBe('/jobs/7/custom-resume');
    expect((apiFetch.mock.calls[0]![1] as RequestInit).method).toBe('POST');
    expect(result.body).toEqual({ ok: true, message: 'Version 3 for Data Scientist at Acme is ready.' });
  });

  it('a job no longer listed answers with the server’s message and status; a bad form is 400', async () => {
    const { ctx } = answeringContext({ status: 404, body: fail(404, 'This job is not listed') }, user);
    const result = unwrap(await post({ intent: 'new-version', jobId: '7' }, ctx));
    expect(result).toEqual({ status: 404, body: { ok: false, message: 'This job is not listed' } });
    const { ctx: ctx2, apiFetch } = answeringContext({ status: 200, body: ok({}) }, user);
    expect(unwrap(await post({ intent: 'new-version', jobId: 'x' }, ctx2)).status).toBe(400);
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
