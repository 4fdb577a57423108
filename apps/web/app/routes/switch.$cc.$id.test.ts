import { CLIENT_MESSAGES, fail, ok, type api, type SessionUser } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { answeringContext as context, unwrap, thrownStatus } from '~/lib/loader.test-support';
import { flow, infosysMoves } from '~/features/switch/switch.test-support';
import { loader } from './switch.$cc.$id';

const run = (url: string, params: { cc: string; id: string }, ctx: never) =>
  loader({ request: new Request(url), context: ctx, params } as never);

const sample = (): api.SwitchData => infosysMoves([flow('tcs', 'TCS', 6, 27, 35)], null);

const member = { id: 'u1', name: 'M', email: 'm@infosys.com', premium: false } as unknown as SessionUser;

describe('/{cc}/switch/{id} loader', () => {
  it('asks GET /{cc}/switch/{id} and builds the flows', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sample()) });
    const result = unwrap(await run('http://x/in/switch/infosys', { cc: 'in', id: 'infosys' }, ctx));
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/in/switch/infosys');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ kind: 'ok', path: '/in/switch/infosys', heading: 'Where people at Infosys go next' });
    const model = (result.body as { model: { sections: { rows: { name: string; href: string }[] }[]; privacyNote: string } }).model;
    expect(model.sections[0]!.rows[0]).toMatchObject({ name: 'TCS', href: '/in/switch/tcs' });
    expect(model.privacyNote).toContain('Flows of fewer than 5 people are not shown');
  });

  it('asks the major call on /{cc}/switch/major/{id}', async () => {
    const { ctx, apiFetch } = context({
      status: 200,
      body: ok({ ...sample(), kind: 'major', subject: { name: 'Computer Science', slug: 'computer-science' } }),
    });
    const result = unwrap(await run('http://x/us/switch/major/computer-science', { cc: 'us', id: 'computer-science' }, ctx));
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/us/switch/major/computer-science');
    expect(result.body).toMatchObject({ kind: 'ok', path: '/us/switch/major/computer-science' });
  });

  it('renders the premium gate on 401 with Sign In, on 403 with Upgrade, back to the same page', async () => {
    const guest = context({ status: 401, body: fail(401, 'Not logged in') });
    const anonymous = unwrap(await run('http://x/in/switch/infosys', { cc: 'in', id: 'infosys' }, guest.ctx));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      kind: 'premium',
      message: CLIENT_MESSAGES.premiumOnly,
      signInHref: '/auth/login?returnUrl=%2Fin%2Fswitch%2Finfosys',
      upgradeHref: null,
    });
    const basic = context({ status: 403, body: fail(403, CLIENT_MESSAGES.premiumOnly) }, member);
    const signedIn = unwrap(await run('http://x/in/switch/infosys', { cc: 'in', id: 'infosys' }, basic.ctx));
    expect(signedIn.status).toBe(403);
    expect(signedIn.body).toMatchObject({
      kind: 'premium',
      message: 'Premium only feature, upgrade to gain access!',
      signInHref: null,
      upgradeHref: '/pricing?returnUrl=%2Fin%2Fswitch%2Finfosys',
    });
    expect(signedIn.body).not.toHaveProperty('model');
  });

  it('turns an unknown company or school into a 404 page, and a bad region or slug into 404 without asking', async () => {
    const unknown = context({ status: 404, body: fail(404, 'No company or school "nowhere"', 'unknown-slice') });
    const result = unwrap(await run('http://x/in/switch/nowhere', { cc: 'in', id: 'nowhere' }, unknown.ctx));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ kind: 'not-found', message: 'No company or school "nowhere"' });
    const { ctx, apiFetch } = context({ status: 200, body: ok(sample()) });
    for (const params of [
      { cc: 'uk', id: 'infosys' },
      { cc: 'in', id: 'Infosys' },
    ]) {
      expect(await thrownStatus(run(`http://x/${params.cc}/switch/${params.id}`, params, ctx))).toBe(404);
    }
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
