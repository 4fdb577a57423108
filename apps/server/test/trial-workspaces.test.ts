import { enterpriseOrgs, enterpriseTrialRequests, users, workspaceMembers } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createCapturingMail, createClock, describeWithDb, withTestApp, useTestApp } from './helpers.js';

/**
 * Trial workspaces from /employers (SPEC §6): a work email asks, the mailed link confirms the
 * domain, and only then is the workspace created, with the requester as admin and signed in.
 */
describeWithDb('trial workspaces', () => {
  const mail = createCapturingMail();
  const clock = createClock();

  const t = useTestApp({ seed: false, mail, now: clock.now, env: { ENTERPRISE_TRIAL_DAYS: '14' } });

  const ask = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/enterprise/trial', payload });
  const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';
  const check = (token: string) => t.app.inject(`/api/v1/enterprise/link/is/token?token=${encodeURIComponent(token)}`);
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/enterprise/trial/confirm', payload: { token } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function askFor(email: string, companyName: string, region: 'in' | 'us' = 'in') {
    const res = await ask({ email, companyName, region });
    expect(res.statusCode, res.body).toBe(200);
    expect(mail.last().to).toBe(email.toLowerCase());
    return tokenOf(mail.last().link);
  }

  it('creates nothing until the mailed link is confirmed; then the requester is the signed-in admin of a 14-day India trial', async () => {
    const token = await askFor('Meera@Zentrail.io', 'Zentrail');
    expect(mail.last().link).toMatch(/^http:\/\/paysight\.test\/employers\/trial\?token=/);
    expect(mail.last().subject).toBe('Confirm your Paysight trial workspace');
    expect(await t.database.db.select().from(enterpriseOrgs)).toHaveLength(0);

    const live = await check(token);
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ email: 'meera@zentrail.io', domain: 'zentrail.io', companyName: 'Zentrail', region: 'in' });
    // Checking does not spend the link.
    expect((await check(token)).statusCode).toBe(200);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(String(confirmed.headers['set-cookie'])).toMatch(/^tyler=/);
    const session = confirmed.json().data.token as string;
    expect(confirmed.json().data.workspace.name).toBe('Zentrail');

    const me = (await t.app.inject({ url: '/api/v1/me', headers: bearer(session) })).json().data;
    expect(me).toMatchObject({ email: 'meera@zentrail.io', role: 'enterprise', enterpriseTrial: true, enterpriseConfig: { region: 'in' } });
    const workspace = (await t.app.inject({ url: '/api/v1/enterprise/workspace', headers: bearer(session) })).json().data;
    expect(workspace).toMatchObject({
      name: 'Zentrail',
      domains: ['zentrail.io'],
      ssoProvider: null,
      trial: true,
      region: 'in',
      role: 'admin',
    });
    expect(new Date(workspace.expiresAt).getTime() - clock.now().getTime()).toBe(14 * 86_400_000);

    // The link works once.
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await check(token)).json().message).toBe(
      'This trial link is invalid, already used or expired. Please ask for a new one on the employers page.',
    );
  });

  it('lets colleagues at the domain in by emailed link, as viewers, and keeps a removed one out', async () => {
    const admin = await confirm(await askFor('lead@quillpay.in', 'Quillpay')).then((r) => r.json().data.token as string);
    const signInByLink = async (email: string) => {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/mgk-login', payload: { email } })).statusCode).toBe(200);
      const res = await t.app.inject(`/api/v1/tyler-login?token=${tokenOf(mail.last().link)}`);
      expect(res.statusCode).toBe(200);
      return res.json().data.token as string;
    };
    const colleague = await signInByLink('ravi@quillpay.in');
    const me = (await t.app.inject({ url: '/api/v1/me', headers: bearer(colleague) })).json().data;
    expect(me).toMatchObject({ role: 'enterprise', enterpriseTrial: true });
    expect((await t.app.inject({ url: '/api/v1/enterprise/workspace', headers: bearer(colleague) })).json().data.role).toBe('viewer');

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/enterprise/members/ravi@quillpay.in', headers: bearer(admin) });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await signInByLink('ravi@quillpay.in');
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(again) })).json().data.role).toBe('user');
    expect((await t.app.inject({ url: '/api/v1/enterprise/workspace', headers: bearer(again) })).statusCode).toBe(403);

    // Another company's domain stays a plain member.
    const other = await signInByLink('someone@elsewhere.co');
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(other) })).json().data.role).toBe('user');
  });

  it('refuses free webmail, a domain that has a workspace, bad fields and a dead link, and leaves nothing behind', async () => {
    const webmail = await ask({ email: 'someone@gmail.com', companyName: 'Acme', region: 'us' });
    expect(webmail.statusCode).toBe(400);
    expect(webmail.json().message).toBe('Please use your work email: a trial workspace is for your company domain');

    const taken = await ask({ email: 'second@zentrail.io', companyName: 'Zentrail again', region: 'in' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'zentrail.io already has a Paysight workspace. Ask its admin to add you, then sign in with your work email.',
    );

    expect((await ask({ email: 'x@acme.com', companyName: 'A', region: 'in' })).json().message).toMatch(/company name/);
    expect((await ask({ email: 'x@acme.com', companyName: 'Acme', region: 'uk' })).json().message).toMatch(/region must be one of in, us/);
    expect((await check('short')).statusCode).toBe(400);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);

    // Two links for one domain: the first confirmed wins; the second is refused whole.
    const first = await askFor('a@twinco.com', 'Twinco', 'us');
    const second = await askFor('b@twinco.com', 'Twinco B', 'us');
    const [one, two] = await Promise.all([confirm(first), confirm(second)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const orgs = await t.database.db.select().from(enterpriseOrgs).where(eq(enterpriseOrgs.name, 'Twinco B'));
    const twinco = await t.database.db.select().from(enterpriseOrgs).where(eq(enterpriseOrgs.name, 'Twinco'));
    expect(orgs.length + twinco.length).toBe(1);
    // The refused link was not spent (its transaction rolled back) and made no account.
    const loser = one.statusCode === 409 ? 'a@twinco.com' : 'b@twinco.com';
    expect(await t.database.db.select().from(users).where(eq(users.email, loser))).toHaveLength(0);
    const [request] = await t.database.db.select().from(enterpriseTrialRequests).where(eq(enterpriseTrialRequests.email, loser));
    expect(request!.usedAt).toBeNull();
  });

  it('expires the link after 48 hours, and the trial workspace after its days (the enterprise wall)', async () => {
    const token = await askFor('ops@latebird.in', 'Latebird');
    clock.advance(48 * 60 + 1);
    expect((await check(token)).statusCode).toBe(404);

    const fresh = await askFor('ops@latebird.in', 'Latebird');
    const session = (await confirm(fresh)).json().data.token as string;
    const [member] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.email, 'ops@latebird.in'));
    expect(member!.role).toBe('admin');
    clock.advance(14 * 24 * 60 + 1);
    const expired = await t.app.inject({ url: '/api/v1/enterprise/workspace', headers: bearer(session) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Enterprise access expired');
  });
});

describeWithDb('trial workspaces without emailed-link sign-in', () => {
  it('answers 404 saying why', async () => {
    await withTestApp({ seed: false, env: { MAGIC_LINK: 'off' } }, async (t) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/enterprise/trial',
        payload: { email: 'a@acme.com', companyName: 'Acme', region: 'us' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Trial workspaces need sign-in by email link, which is not enabled on this server');
    });
  });
});
