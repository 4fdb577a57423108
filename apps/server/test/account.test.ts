import { CLIENT_MESSAGES, ERROR_MESSAGES } from '@paysight/contract';
import { authTokens, sessions, users } from '@paysight/db';
import { insertCompany } from '@paysight/db/factories';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.service.js';
import { NO_SUCH_SESSION } from '../src/modules/account/account.service.js';
import { EMAIL_CHANGE_LIMIT, EMAIL_CHANGE_MESSAGES } from '../src/modules/profile/profile.email.js';
import { hashToken } from '../src/lib/tokens.js';
import { createCapturingMail, createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { signedInUser } from './users.js';

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

describeWithDb('account', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const mail = createCapturingMail();

  const t = useTestApp({ now: clock.now, mail });

  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
    callApi(t.app, method, url, headers, payload);
  const me = (headers: Headers) => call('GET', '/me', headers);

  it('asks a guest to sign in on every call', async () => {
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/account/sessions'],
      ['POST', '/account/sessions/revoke-others'],
      ['POST', '/account/sessions/1/revoke'],
      ['GET', '/account/extension-keys'],
      ['POST', '/account/extension-keys/revoke', { prefix: 'psk_AbCd1234' }],
      ['POST', '/profile/email', { email: 'new.address@infosys.com' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, {}, payload);
      expect(res.status, url).toBe(401);
      expect(res.body.message, url).toBe(ERROR_MESSAGES.notLoggedIn);
    }
  });

  describe('sessions', () => {
    it('lists only the member’s own live sessions, this device first, without any token', async () => {
      const asa = await signedInUser(t, clock.now(), { email: 'asa@infosys.com' });
      clock.advance(5);
      const laptopAgent =
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
      const laptop = await createSession(t.database.db, asa.user.id, {
        ttlDays: 30,
        now: clock.now(),
        userAgent: laptopAgent,
        ip: '203.0.113.7',
      });
      // An expired session and a signed-out one are not listed.
      await createSession(t.database.db, asa.user.id, { ttlDays: 1, now: new Date(clock.now().getTime() - 3 * 86_400_000) });
      const signedOut = await createSession(t.database.db, asa.user.id, { ttlDays: 30, now: clock.now(), userAgent: 'Signed out' });
      expect((await call('POST', '/logout', bearer(signedOut.token))).status).toBe(200);
      // Another member's session is not listed either.
      await signedInUser(t, clock.now(), { email: 'bo.sessions@infosys.com' });

      const { status, body } = await call('GET', '/account/sessions', bearer(laptop.token));
      expect(status).toBe(200);
      expect(body.data.sessions).toEqual([
        {
          id: expect.any(Number),
          userAgent: laptopAgent,
          ip: '203.0.113.7',
          createdAt: clock.now().toISOString(),
          lastSeenAt: clock.now().toISOString(),
          expiresAt: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString(),
          current: true,
        },
        expect.objectContaining({ userAgent: null, current: false, createdAt: new Date(clock.now().getTime() - 5 * 60_000).toISOString() }),
      ]);
      expect(JSON.stringify(body)).not.toMatch(/token|hash/i);
      // The other device sees the same two, itself first.
      const fromOther = (await call('GET', '/account/sessions', asa.headers)).body.data.sessions as Array<{
        current: boolean;
        ip: string | null;
      }>;
      expect(fromOther.map((s) => [s.current, s.ip])).toEqual([
        [true, null],
        [false, '203.0.113.7'],
      ]);
    });

    it('signs out everywhere else: only the current session still works', async () => {
      const cy = await signedInUser(t, clock.now(), { email: 'cy@infosys.com' });
      const other = await createSession(t.database.db, cy.user.id, { ttlDays: 30, now: clock.now(), userAgent: 'Other' });
      const third = await createSession(t.database.db, cy.user.id, { ttlDays: 30, now: clock.now(), userAgent: 'Third' });
      const dee = await signedInUser(t, clock.now(), { email: 'dee@infosys.com' });

      const res = await call('POST', '/account/sessions/revoke-others', cy.headers);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ revoked: 2 });

      for (const token of [other.token, third.token]) {
        const refused = await me(bearer(token));
        expectStatusMessage(refused, 401, ERROR_MESSAGES.sessionInvalidated);
      }
      expect((await me(cy.headers)).status).toBe(200);
      // Another member is untouched.
      expect((await me(dee.headers)).status).toBe(200);
      const list = (await call('GET', '/account/sessions', cy.headers)).body.data.sessions;
      expect(list).toHaveLength(1);
      expect(list[0].current).toBe(true);

      const reasons = await t.database.db
        .select({ reason: sessions.revokedReason })
        .from(sessions)
        .where(and(eq(sessions.userId, cy.user.id)));
      expect(reasons.map((r) => r.reason).sort()).toEqual([null, 'signed-out-elsewhere', 'signed-out-elsewhere']);
      // Nothing else left to sign out. (An empty JSON body, as the web app's server side sends, is fine.)
      expect((await call('POST', '/account/sessions/revoke-others', cy.headers, {})).body.data).toEqual({ revoked: 0 });
      expect((await call('POST', '/account/sessions/revoke-others', cy.headers, { all: true })).status).toBe(400);
    });

    it('ends one own session by id; another member’s session id is 404 and stays signed in', async () => {
      const eve = await signedInUser(t, clock.now(), { email: 'eve@infosys.com' });
      const eveOther = await createSession(t.database.db, eve.user.id, { ttlDays: 30, now: clock.now(), userAgent: 'Eve laptop' });
      const fay = await signedInUser(t, clock.now(), { email: 'fay@infosys.com' });
      const [faySession] = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, fay.user.id));

      const foreign = await call('POST', `/account/sessions/${faySession!.id}/revoke`, eve.headers);
      expectStatusMessage(foreign, 404, NO_SUCH_SESSION);
      expect((await me(fay.headers)).status).toBe(200);
      expect((await call('POST', '/account/sessions/999999/revoke', eve.headers)).status).toBe(404);
      expect((await call('POST', '/account/sessions/abc/revoke', eve.headers)).status).toBe(400);

      const eveSessions = (await call('GET', '/account/sessions', eve.headers)).body.data.sessions as Array<{
        id: number;
        current: boolean;
      }>;
      const otherId = eveSessions.find((s) => !s.current)!.id;
      const done = await call('POST', `/account/sessions/${otherId}/revoke`, eve.headers, {});
      expect(done.status).toBe(200);
      expect(done.body.data).toEqual({ revoked: true, current: false });
      expect((await me(bearer(eveOther.token))).status).toBe(401);
      // Once ended, it is gone.
      expect((await call('POST', `/account/sessions/${otherId}/revoke`, eve.headers)).status).toBe(404);

      // Ending this device's own session signs it out and clears the cookie.
      const currentId = eveSessions.find((s) => s.current)!.id;
      const self = await call('POST', `/account/sessions/${currentId}/revoke`, eve.headers);
      expect(self.body.data).toEqual({ revoked: true, current: true });
      expect(self.cookies.find((c) => c.name === 'tyler')?.value).toBe('');
      expect((await me(eve.headers)).status).toBe(401);
    });
  });

  describe('browser-extension keys', () => {
    it('lists the active keys by prefix and date, and revokes one by its prefix', async () => {
      const gus = await signedInUser(t, clock.now(), { email: 'gus@infosys.com' });
      expect((await call('GET', '/account/extension-keys', gus.headers)).body.data).toEqual({ keys: [] });
      const issued = (await call('GET', '/auth/lucious', gus.headers)).body.data as { key: string; prefix: string };

      const listed = await call('GET', '/account/extension-keys', gus.headers);
      expect(listed.body.data).toEqual({ keys: [{ prefix: issued.prefix, createdAt: clock.now().toISOString() }] });
      expect(JSON.stringify(listed.body)).not.toContain(issued.key);

      // Another member cannot revoke it.
      const hal = await signedInUser(t, clock.now(), { email: 'hal@infosys.com' });
      expect((await call('POST', '/account/extension-keys/revoke', hal.headers, { prefix: issued.prefix })).status).toBe(404);
      expect((await me(bearer(issued.key))).status).toBe(200);

      expect((await call('POST', '/account/extension-keys/revoke', gus.headers, { prefix: 'not a prefix' })).status).toBe(400);
      const revoked = await call('POST', '/account/extension-keys/revoke', gus.headers, { prefix: issued.prefix });
      expect(revoked.body.data).toEqual({ revoked: 1 });
      expect((await me(bearer(issued.key))).status).toBe(401);
      expect((await call('GET', '/account/extension-keys', gus.headers)).body.data).toEqual({ keys: [] });
      expect((await call('POST', '/account/extension-keys/revoke', gus.headers, { prefix: issued.prefix })).status).toBe(404);
    });
  });

  describe('changing the sign-in email', () => {
    const linkToken = (link: string) => new URL(link).searchParams.get('token')!;
    /** A GET of a path, as a browser or a mail scanner opens a link: where it is sent. */
    const open = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(302);
      return res.headers.location;
    };
    /**
     * What the mailed link's page (/account/email) does when its button is pressed: POST the token.
     * The page then shows /account?emailChange=done, invalid (400) or taken (409).
     */
    const follow = async (link: string) => {
      const res = await call('POST', '/profile/email/confirm', {}, { token: linkToken(link) });
      const outcome = res.status === 200 ? 'done' : res.status === 409 ? 'taken' : res.status === 400 ? 'invalid' : `status ${res.status}`;
      return `/account?emailChange=${outcome}`;
    };

    it('mails a single-use link to the new address; following it switches the email and tells the old one', async () => {
      const ida = await signedInUser(t, clock.now(), { email: 'ida@infosys.com' });
      const res = await call('POST', '/profile/email', ida.headers, { email: ' Ida.Rao@TCS.com ' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ sent: true, email: 'ida.rao@tcs.com' });

      const sent = mail.last();
      expect(sent.to).toBe('ida.rao@tcs.com');
      expect(sent.subject).toBe('Confirm your new Paysight email');
      // The link opens a page with a button: opening it changes nothing.
      expect(sent.link).toMatch(/^http:\/\/paysight\.test\/account\/email\?token=[A-Za-z0-9_-]{43}$/);
      expect(sent.text).toContain(sent.link);

      // Stored hashed, for 24 hours, naming the account and the new address.
      const token = linkToken(sent.link!);
      const [row] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect(row).toMatchObject({ kind: 'email-change', email: 'ida.rao@tcs.com', userId: ida.user.id, usedAt: null });
      expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(24 * 3_600_000);
      expect(JSON.stringify(await t.database.db.select().from(authTokens))).not.toContain(token);

      // Nothing changes until the link is followed, not even by opening the link mailed before the
      // confirm page (GET /api/v1/profile/email/confirm): it only leads to the page, the token unspent.
      expect((await me(ida.headers)).body.data.email).toBe('ida@infosys.com');
      expect(await open(`/api/v1/profile/email/confirm?token=${token}`)).toBe(`/account/email?token=${token}`);
      expect(await open(`/api/v1/profile/email/confirm?token=${token}`)).toBe(`/account/email?token=${token}`);
      expect((await me(ida.headers)).body.data.email).toBe('ida@infosys.com');
      const [unspent] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect(unspent!.usedAt).toBeNull();
      clock.advance(60);
      expect(await follow(sent.link!)).toBe('/account?emailChange=done');
      const now = await me(ida.headers);
      expect(now.status).toBe(200);
      expect(now.body.data.email).toBe('ida.rao@tcs.com');
      expect(mail.last()).toMatchObject({ to: 'ida@infosys.com', subject: 'Your Paysight email was changed' });

      // Used once: following it again, or sending its token, fails with a clear message.
      expect(await follow(sent.link!)).toBe('/account?emailChange=invalid');
      const again = await call('POST', '/profile/email/confirm', {}, { token });
      expectStatusMessage(again, 400, EMAIL_CHANGE_MESSAGES.invalidLink);
    });

    it('refuses free webmail, a malformed address, the current one and one another account uses', async () => {
      const jo = await signedInUser(t, clock.now(), { email: 'jo@infosys.com' });
      await signedInUser(t, clock.now(), { email: 'taken@infosys.com' });
      const before = mail.sent.length;

      const webmail = await call('POST', '/profile/email', jo.headers, { email: 'jo.personal@gmail.com' });
      expectStatusMessage(webmail, 400, CLIENT_MESSAGES.workEmailOnly);

      const malformed = await call('POST', '/profile/email', jo.headers, { email: 'not-an-email' });
      expectStatusMessage(malformed, 400, { contains: CLIENT_MESSAGES.workEmailOnly });
      expect((await call('POST', '/profile/email', jo.headers, {})).body.message).toContain('Email is required');

      const same = await call('POST', '/profile/email', jo.headers, { email: 'JO@infosys.com' });
      expectStatusMessage(same, 400, EMAIL_CHANGE_MESSAGES.sameEmail);

      const taken = await call('POST', '/profile/email', jo.headers, { email: 'Taken@infosys.com' });
      expectStatusMessage(taken, 409, EMAIL_CHANGE_MESSAGES.taken);

      expect(mail.sent.length).toBe(before);
    });

    it('refuses an expired link, a link replaced by a newer one, and an address taken in the meantime', async () => {
      const kai = await signedInUser(t, clock.now(), { email: 'kai@infosys.com' });
      await call('POST', '/profile/email', kai.headers, { email: 'kai@wipro.com' });
      const expiring = mail.last().link!;
      clock.advance(24 * 60 + 1);
      expect(await follow(expiring)).toBe('/account?emailChange=invalid');
      expect((await me(kai.headers)).body.data.email).toBe('kai@infosys.com');

      // Asking again spends the earlier link.
      await call('POST', '/profile/email', kai.headers, { email: 'kai@hcl.com' });
      const first = mail.last().link!;
      await call('POST', '/profile/email', kai.headers, { email: 'kai@hcltech.com' });
      const second = mail.last().link!;
      expect(await follow(first)).toBe('/account?emailChange=invalid');

      // Someone signs up with the address before the link is followed.
      await signedInUser(t, clock.now(), { email: 'kai@hcltech.com' });
      const conflict = await call('POST', '/profile/email/confirm', {}, { token: linkToken(second) });
      expectStatusMessage(conflict, 409, EMAIL_CHANGE_MESSAGES.taken);
      expect((await me(kai.headers)).body.data.email).toBe('kai@infosys.com');
      expect(await open('/api/v1/profile/email/confirm?token=nonsense')).toBe('/account/email?token=nonsense');
      expect(await follow('http://paysight.test/account/email?token=nonsense')).toBe('/account?emailChange=invalid');
      expect(await open('/api/v1/profile/email/confirm')).toBe('/account?emailChange=invalid');
    });

    it('redirects to /account with "taken" when the link meets an address taken since', async () => {
      const lee = await signedInUser(t, clock.now(), { email: 'lee@infosys.com' });
      await call('POST', '/profile/email', lee.headers, { email: 'lee@mphasis.com' });
      const link = mail.last().link!;
      await signedInUser(t, clock.now(), { email: 'lee@mphasis.com' });
      expect(await follow(link)).toBe('/account?emailChange=taken');
    });

    it(`sends at most ${EMAIL_CHANGE_LIMIT} links an hour per member`, async () => {
      const max = await signedInUser(t, clock.now(), { email: 'max@infosys.com' });
      for (let i = 0; i < EMAIL_CHANGE_LIMIT; i++)
        expect((await call('POST', '/profile/email', max.headers, { email: `max${i}@wipro.com` })).status).toBe(200);
      const limited = await call('POST', '/profile/email', max.headers, { email: 'max.last@wipro.com' });
      expectStatusMessage(limited, 429, EMAIL_CHANGE_MESSAGES.tooMany);
      clock.advance(61);
      expect((await call('POST', '/profile/email', max.headers, { email: 'max.last@wipro.com' })).status).toBe(200);
    });

    it('keeps the account’s sessions and marks the new address verified', async () => {
      const ned = await signedInUser(t, clock.now(), { email: 'ned@infosys.com' });
      const other = await createSession(t.database.db, ned.user.id, { ttlDays: 30, now: clock.now() });
      await call('POST', '/profile/email', ned.headers, { email: 'ned@zoho-corp.in' });
      clock.advance(1);
      expect(await follow(mail.last().link!)).toBe('/account?emailChange=done');
      expect((await me(bearer(other.token))).body.data.email).toBe('ned@zoho-corp.in');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, ned.user.id));
      expect(row!.emailVerifiedAt).toEqual(clock.now());
    });
  });

  describe('profile: company, school and skills typed by name', () => {
    it('resolves exact catalogue names (any case) as well as slugs, and names a refused value as a slug', async () => {
      const oli = await signedInUser(t, clock.now(), { email: 'oli@infosys.com' });
      // A catalogue entry whose slug is not its name's.
      await insertCompany(t.database.db, { name: 'Zeta Labs', slug: 'zeta-research' });
      const saved = await call('POST', '/profile', oli.headers, {
        company: 'zeta labs',
        school: 'University of California, Berkeley',
        skills: ['c++', 'Node.js', 'python', 'Python'],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.company).toEqual({ name: 'Zeta Labs', slug: 'zeta-research' });
      expect(saved.body.data.school).toEqual({ name: 'University of California, Berkeley', slug: 'university-of-california-berkeley' });
      // Two spellings of Python count once.
      expect(saved.body.data.skills.map((s: { name: string }) => s.name)).toEqual(['C++', 'Node.js', 'Python']);

      // Slugs still work, and so does a name with a legal form (its slug is the catalogue's).
      const bySlug = await call('POST', '/profile', oli.headers, { company: 'google', school: 'iit-bombay', skills: ['go'] });
      expect(bySlug.body.data).toMatchObject({ company: { slug: 'google' }, school: { slug: 'iit-bombay' }, skills: [{ slug: 'go' }] });
      expect((await call('POST', '/profile', oli.headers, { company: 'Infosys Ltd' })).body.data.company).toEqual({
        name: 'Infosys',
        slug: 'infosys',
      });

      const cases: Array<[unknown, string]> = [
        [{ company: 'Zeta Lab' }, 'company: no company "zeta-lab"; pick one from the list'],
        [{ school: 'Hogwarts School' }, 'school: no school "hogwarts-school"; pick one from the list'],
        [{ skills: ['Python', 'Basket Weaving'] }, 'skills: no skill "basket-weaving"; pick them from the list'],
      ];
      for (const [payload, message] of cases) {
        const res = await call('POST', '/profile', oli.headers, payload);
        expectStatusMessage(res, 400, message);
      }
      expect((await call('POST', '/profile', oli.headers, { company: 'x'.repeat(121) })).body.message).toContain('at most 120 characters');
    });
  });
});
