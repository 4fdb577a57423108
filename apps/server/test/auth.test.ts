import { createHash } from 'node:crypto';
import { authTokens, enterpriseOrgs, sessions, users } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCapturingMail, createClock, describeWithDb, useTestApp } from './helpers.js';

const clientHash = (password: string) => createHash('sha256').update(password).digest('hex');

/** The token and the other query parameters of the link in a sign-in mail. */
function linkParams(link: string | undefined) {
  const url = new URL(link ?? '');
  return {
    path: url.pathname,
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email'),
    next: url.searchParams.get('next'),
  };
}

const cookieOf = (setCookie: string | string[] | undefined) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith('tyler='));
};

describeWithDb('accounts and sessions', () => {
  const mail = createCapturingMail();
  const clock = createClock();

  const t = useTestApp({ seed: false, mail, now: clock.now });

  const requestLink = (email: string, next = '/offers', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/mgk-login', payload: { email, next }, headers });

  async function signInByLink(email: string) {
    expect((await requestLink(email)).statusCode).toBe(200);
    const { token } = linkParams(mail.last().link);
    const res = await t.app.inject(`/api/v1/tyler-login?token=${token}&email=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  }

  const me = (token: string, via: 'bearer' | 'cookie' = 'bearer') =>
    t.app.inject({ url: '/api/v1/me', headers: via === 'bearer' ? { authorization: `Bearer ${token}` } : { cookie: `tyler=${token}` } });

  describe('magic link', () => {
    it('mails a link to the tyler page that signs in, creates the account and keeps next', async () => {
      const res = await requestLink('Asha.Rao@Infosys.com', '/offers?x=1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { sent: true } });
      const message = mail.last();
      expect(message.to).toBe('asha.rao@infosys.com');
      const link = linkParams(message.link);
      expect(link.path).toBe('/auth/tyler');
      expect(link.next).toBe('/offers?x=1');
      expect(message.text).toContain(message.link);

      const exchange = await t.app.inject(`/api/v1/tyler-login?token=${link.token}&email=${encodeURIComponent(link.email ?? '')}`);
      expect(exchange.statusCode).toBe(200);
      const cookie = cookieOf(exchange.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const token = exchange.json().data.token;
      const who = await me(token, 'cookie');
      expect(who.json().data).toMatchObject({ email: 'asha.rao@infosys.com', role: 'user', premium: false, enterprisePlan: null });
    });

    it('is single-use', async () => {
      await requestLink('ravi@tcs.com');
      const { token } = linkParams(mail.last().link);
      expect((await t.app.inject(`/api/v1/tyler-login?token=${token}`)).statusCode).toBe(200);
      const again = await t.app.inject(`/api/v1/tyler-login?token=${token}`);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/invalid, already used or expired/);
    });

    it('expires after 15 minutes', async () => {
      await requestLink('meera@wipro.com');
      const { token } = linkParams(mail.last().link);
      clock.advance(16);
      expect((await t.app.inject(`/api/v1/tyler-login?token=${token}`)).statusCode).toBe(400);
    });

    it('refuses a link presented with another email', async () => {
      await requestLink('kiran@zoho.in');
      const { token } = linkParams(mail.last().link);
      expect((await t.app.inject(`/api/v1/tyler-login?token=${token}&email=mallory@evil.com`)).statusCode).toBe(400);
    });

    it('refuses free webmail with the spec message', async () => {
      const res = await requestLink('someone@gmail.com');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter your work/school email only!');
    });

    it('rejects a malformed email naming the field', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/mgk-login', payload: { email: 'not-an-email' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('body.email');
    });

    it('never follows a next to another site', async () => {
      await requestLink('lata@hcl.com', 'https://evil.example/phish');
      expect(linkParams(mail.last().link).next).toBe('/');
      await requestLink('lata@hcl.com', '//evil.example');
      expect(linkParams(mail.last().link).next).toBe('/');
    });

    it('attributes the ref_trk referral cookie to a new account', async () => {
      await requestLink('new.joiner@flipkart.com', '/', { cookie: 'ref_trk=friend42' });
      const { token } = linkParams(mail.last().link);
      await t.app.inject(`/api/v1/tyler-login?token=${token}`);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, 'new.joiner@flipkart.com'));
      expect(user?.referredBy).toBe('friend42');
    });

    it('stores tokens only as hashes', async () => {
      await requestLink('hash.check@infosys.com');
      const { token } = linkParams(mail.last().link);
      const stored = await t.database.db.select().from(authTokens);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);
      const session = await signInByLink('hash.check2@infosys.com');
      const rows = await t.database.db.select().from(sessions);
      expect(rows.some((row) => row.tokenHash === session)).toBe(false);
    });
  });

  describe('sessions', () => {
    it('accepts the token as Bearer and as the cookie; anonymous /me is 401 Not logged in', async () => {
      const token = await signInByLink('both.ways@infosys.com');
      expect((await me(token, 'bearer')).statusCode).toBe(200);
      expect((await me(token, 'cookie')).statusCode).toBe(200);
      const anonymous = await t.app.inject('/api/v1/me');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Not logged in');
    });

    it('refuses a tampered token with 401 Session invalidated', async () => {
      const token = await signInByLink('tamper@infosys.com');
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const res = await me(tampered, 'cookie');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Session invalidated');
    });

    it('logout revokes the session: the token then answers 401 Session invalidated', async () => {
      const token = await signInByLink('leaving@infosys.com');
      // From the site's own page, as a browser sends it (a cookie write names its origin).
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/v1/logout',
        headers: { cookie: `tyler=${token}`, origin: 'http://paysight.test' },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json().data).toEqual({ redirect: '/' });
      expect(String(out.headers['set-cookie'])).toMatch(/tyler=;/);
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('Session invalidated');
    });

    it('answers 401 Expired token after the session lifetime', async () => {
      const token = await signInByLink('old.session@infosys.com');
      clock.advance(31 * 24 * 60);
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Expired token');
    });

    it('answers 403 User account blocked for a blocked member, and refuses their sign-in', async () => {
      const token = await signInByLink('blocked@infosys.com');
      await t.database.db.update(users).set({ blocked: true }).where(eq(users.email, 'blocked@infosys.com'));
      const res = await me(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('User account blocked');
      expect((await requestLink('blocked@infosys.com')).statusCode).toBe(403);
    });

    it('answers 403 Enterprise access expired once the organisation expires', async () => {
      const [org] = await t.database.db
        .insert(enterpriseOrgs)
        .values({
          name: 'Acme',
          domains: ['acme.example'],
          ssoProvider: 'google',
          region: 'us',
          trial: true,
          expiresAt: new Date(clock.now().getTime() + 86_400_000),
        })
        .returning();
      const token = await signInByLink('hr@acme.example');
      await t.database.db.update(users).set({ role: 'enterprise', enterpriseOrgId: org!.id }).where(eq(users.email, 'hr@acme.example'));
      const ok = await me(token);
      expect(ok.json().data).toMatchObject({
        role: 'enterprise',
        enterprisePlan: 'premium',
        enterpriseTrial: true,
        enterpriseConfig: { region: 'us' },
      });
      clock.advance(2 * 24 * 60);
      const expired = await me(token);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('Enterprise access expired');
    });

    it('lets sign-in calls through even with a stale cookie', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mgk-login',
        payload: { email: 'fresh@infosys.com' },
        headers: { cookie: 'tyler=garbage-token-value', origin: 'http://paysight.test' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('hand-off', () => {
    it('moves a session to another device once, within two minutes', async () => {
      const token = await signInByLink('mover@infosys.com');
      const handoff = await t.app.inject({ method: 'POST', url: '/api/v1/auth/handoff', headers: { authorization: `Bearer ${token}` } });
      expect(handoff.statusCode).toBe(200);
      const { token: h, id, email } = handoff.json().data;
      const exchange = await t.app.inject(`/api/v1/tyler-login?token=${h}&id=${id}&email=${encodeURIComponent(email)}`);
      expect(exchange.statusCode).toBe(200);
      expect((await me(exchange.json().data.token)).json().data.email).toBe('mover@infosys.com');
      expect((await t.app.inject(`/api/v1/tyler-login?token=${h}`)).statusCode).toBe(400);

      const late = (
        await t.app.inject({ method: 'POST', url: '/api/v1/auth/handoff', headers: { authorization: `Bearer ${token}` } })
      ).json().data;
      clock.advance(3);
      expect((await t.app.inject(`/api/v1/tyler-login?token=${late.token}`)).statusCode).toBe(400);
    });

    it('needs a signed-in user', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/handoff' })).statusCode).toBe(401);
    });
  });

  describe('password', () => {
    it('registers, verifies by link, then signs in; the password is stored as argon2id', async () => {
      const password = clientHash('correct horse battery staple');
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        payload: { email: 'pw.user@infosys.com', password, name: 'Pat' },
      });
      expect(reg.statusCode).toBe(200);
      const early = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'pw.user@infosys.com', password } });
      expect(early.statusCode).toBe(403);

      const verifyLink = new URL(mail.last().link ?? '');
      const verify = await t.app.inject(`${verifyLink.pathname}${verifyLink.search}`);
      expect(verify.statusCode).toBe(302);
      expect(verify.headers.location).toBe('/auth/login?ok=true');
      // Opened again (a mail scanner fetched it first, or a second click): still verified, not "Failed to verify!".
      const replay = await t.app.inject(`${verifyLink.pathname}${verifyLink.search}`);
      expect(replay.headers.location).toBe('/auth/login?ok=true');
      // A link that was never issued still fails.
      const forged = await t.app.inject(`${verifyLink.pathname}?token=${'x'.repeat(43)}`);
      expect(forged.headers.location).toBe('/auth/login?ok=false');

      const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'pw.user@infosys.com', password } });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.token).toBeTruthy();
      const [user] = await t.database.db.select().from(users).where(eq(users.email, 'pw.user@infosys.com'));
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('gives one message for a wrong password and an unknown account', async () => {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'pw.user@infosys.com', password: clientHash('nope') },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'nobody@infosys.com', password: clientHash('nope') },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json().message).toBe(wrong.json().message);
    });

    it('refuses a raw password (only the client-side hash is accepted)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'pw.user@infosys.com', password: 'plain text' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('body.password');
    });
  });

  describe('locale and sign-in options', () => {
    it('reads the region from the proxy country, the language, or a chosen cookie', async () => {
      const us = await t.app.inject({ url: '/api/v1/locale', headers: { 'cf-ipcountry': 'US' } });
      expect(us.json().data).toEqual({ countryCode: 'us', currency: 'usd' });
      const lang = await t.app.inject({ url: '/api/v1/locale', headers: { 'accept-language': 'en-US,en;q=0.8' } });
      expect(lang.json().data.countryCode).toBe('us');
      const def = await t.app.inject('/api/v1/locale');
      expect(def.json().data).toEqual({ countryCode: 'in', currency: 'inr' });
      const chosen = await t.app.inject({ url: '/api/v1/locale', headers: { 'cf-ipcountry': 'US', cookie: 'locale=in' } });
      expect(chosen.json().data.countryCode).toBe('in');
    });

    it('offers magic link to members, and to enterprise members only while no identity provider is configured', async () => {
      const member = (await t.app.inject('/api/v1/auth?next=%2Foffers')).json().data;
      expect(member).toMatchObject({ magicLink: true, password: true });
      // No single sign-on here: workspaces without one (trials) sign in by emailed link.
      const enterprise = (await t.app.inject('/api/v1/auth?role=enterprise')).json().data;
      expect(enterprise).toMatchObject({ magicLink: true, password: false, providers: [] });
    });
  });
});
