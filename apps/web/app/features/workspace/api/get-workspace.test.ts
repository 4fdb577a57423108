import { ERROR_MESSAGES, ok } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext, member, thrown } from '~/lib/loader.test-support';
import { northwind } from '../workspace.test-support';
import { employerWorkspace } from './get-workspace';

const employer = member({ role: 'enterprise', email: 'a@northwind.test' });
const open = (url: string, ctx: never, redirectFirst?: (url: URL) => string | null) =>
  employerWorkspace({ request: new Request(url), context: ctx }, redirectFirst);
const refusal = (status: number, message: string) => ({ status, body: { success: false, data: null, message, statusCode: status } });

describe('employerWorkspace', () => {
  it('sends a guest to sign in, back to the page asked for', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(northwind()) });
    const res = await thrown(open('http://x/compa/statements?page=2', ctx));
    expect(res.headers.get('Location')).toBe('/auth/login?returnUrl=%2Fcompa%2Fstatements%3Fpage%3D2');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('tells a member who is not an employer what the page is, asking the API nothing', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(northwind()) }, member());
    expect(await open('http://x/compa/pay-equity', ctx)).toEqual({ kind: 'not-enterprise' });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('gives the workspace, the URL and the signed-in employer', async () => {
    const { ctx } = answeringContext({ status: 200, body: ok(northwind({ role: 'viewer' })) }, employer);
    const found = await open('http://x/comp-bands?group=7', ctx);
    expect(found).toMatchObject({ kind: 'ok', user: employer, workspace: { name: 'Northwind', role: 'viewer' } });
    if (found.kind === 'ok') expect(found.url.searchParams.get('group')).toBe('7');
  });

  it('says a workspace the API refuses in its words, and sends an ended trial to the wall', async () => {
    const none = answeringContext(refusal(403, 'You are not a member of any workspace'), employer);
    expect(await open('http://x/compa/statements', none.ctx)).toEqual({ kind: 'refused', message: 'You are not a member of any workspace' });
    const ended = answeringContext(refusal(403, ERROR_MESSAGES.enterpriseExpired), employer);
    expect((await thrown(open('http://x/compa/statements', ended.ctx))).headers.get('Location')).toBe(
      '/auth/logout?next=/auth/enterprise-wall',
    );
  });

  it('redirects first when the page asks, before the API is asked anything', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(northwind()) }, employer);
    const res = await thrown(open('http://x/comp-bands?s1p=50', ctx, (url) => (url.searchParams.has('s1p') ? '/comp-bands?compare=p50' : null)));
    expect(res.headers.get('Location')).toBe('/comp-bands?compare=p50');
    expect(apiFetch).not.toHaveBeenCalled();
    await open('http://x/comp-bands', ctx, () => null);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });
});
