import { apiKeys, authTokens, identities, profiles, sessions, users } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi } from './api.js';
import { expectNoRowsOf, signedInUser } from './users.js';

describeWithDb('profile', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asa: { headers: Record<string, string> };
  let bo: { headers: Record<string, string> };
  let cy: { user: { id: string }; token: string; headers: Record<string, string> };

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    asa = await signedInUser(t, clock.now(), { email: 'asa@paysight.test' });
    bo = await signedInUser(t, clock.now(), { email: 'bo@paysight.test' });
    cy = await signedInUser(t, clock.now(), { email: 'cy@paysight.test' });
  });

  const get = (headers?: Record<string, string>) => callApi(t.app, 'GET', '/profile', headers);
  const post = (payload: unknown, headers?: Record<string, string>) => callApi(t.app, 'POST', '/profile', headers, payload);
  const me = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/v1/me', headers })).json().data;

  it('asks a guest to sign in', async () => {
    expect((await get()).status).toBe(401);
    expect((await post({ experience: 3 })).status).toBe(401);
  });

  it('starts empty: nothing filled, every job-hunt field missing, 0% complete', async () => {
    const { status, body } = await get(bo.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      company: null,
      school: null,
      skills: [],
      experience: null,
      completeness: 0,
      hasJobHuntFieldsSet: false,
      missingJobHuntFields: ['phoneNo', 'experience', 'skills', 'noticePeriodDays', 'immigrationSponsorshipRequired'],
    });
  });

  it('saves the fields given, names company, school and skills from the catalogue, and scores completeness (SPEC §5)', async () => {
    const { status, body } = await post(
      {
        company: 'google',
        school: 'iit-bombay',
        skills: ['python', 'kubernetes'],
        experience: 6,
        phoneNo: '+91 98765 43210',
        interests: ['Distributed systems', 'Running'],
        dob: '1994-05-17',
      },
      asa.headers,
    );
    expect(status).toBe(200);
    const p = body.data;
    expect(p.company).toEqual({ name: 'Google', slug: 'google' });
    expect(p.school).toEqual({ name: 'IIT Bombay', slug: 'iit-bombay' });
    expect(p.skills).toEqual([
      { name: 'Python', slug: 'python' },
      { name: 'Kubernetes', slug: 'kubernetes' },
    ]);
    expect(p.phoneNo).toBe('+919876543210');
    expect(p.dob).toBe('1994-05-17');
    // Company, school, skills and experience: 4 of 5 (no salary shared yet).
    expect(p.completeness).toBe(80);
    expect(p.missingJobHuntFields).toEqual(['noticePeriodDays', 'immigrationSponsorshipRequired']);
    // The header's popover reads the same figure from the session.
    expect((await me(asa.headers)).profileCompleteness).toBe(80);

    // Absent fields stay; null clears one.
    const next = (await post({ school: null, noticePeriodDays: 30, immigrationSponsorshipRequired: false }, asa.headers)).body.data;
    expect(next.school).toBeNull();
    expect(next.company).toEqual({ name: 'Google', slug: 'google' });
    expect(next.completeness).toBe(60);
    expect(next.hasJobHuntFieldsSet).toBe(true);
    expect(next.missingJobHuntFields).toEqual([]);
  });

  it('keeps each member’s profile their own', async () => {
    expect((await get(bo.headers)).body.data.company).toBeNull();
    expect((await get(asa.headers)).body.data.company).toEqual({ name: 'Google', slug: 'google' });
  });

  it('refuses bad input with a 400 naming the field, and writes nothing of a refused change', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ phoneNo: '98765 43210' }, /phoneNo.*international format/],
      [{ experience: 61 }, /experience.*at most 60/],
      [{ experience: 2.5 }, /experience.*whole years/],
      [{ dob: '17/05/1994' }, /dob/],
      [{ dob: '2015-01-01' }, /dob: members are 16 to 100 years old/],
      [{ company: 'no-such-company-anywhere' }, /company: no company "no-such-company-anywhere"/],
      [{ skills: ['python', 'basket-weaving'] }, /skills: no skill "basket-weaving"/],
      [{ interests: Array.from({ length: 21 }, (_, i) => `topic ${i}`) }, /at most 20 interests/],
      [{ gender: 'other' }, /gender/],
      [{ salary: 100 }, /salary|Unrecognized/i],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post(payload, bo.headers);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toMatch(message);
    }
    // A valid field next to an invalid one is not saved either.
    expect((await post({ experience: 4, company: 'no-such-company-anywhere' }, bo.headers)).status).toBe(400);
    expect((await get(bo.headers)).body.data.experience).toBeNull();
  });

  const call = (url: string, payload: unknown, headers?: Record<string, string>) => callApi(t.app, 'POST', url, headers, payload);

  it('stores a professional-network profile URL in one form, refuses other addresses, and removes it with null', async () => {
    const { status, body } = await call('/link/linkedin-url', { url: 'https://in.linkedin.com/in/asa-rao-123/?trk=public' }, bo.headers);
    expect(status).toBe(200);
    expect(body.data.linkedinUrl).toBe('https://www.linkedin.com/in/asa-rao-123');
    // A URL alone fills nothing (no outside calls are made); a resume or an export can (profile-sources.test.ts).
    expect(body.data.canEnrich).toBe(false);
    for (const url of ['https://example.com/in/asa', 'https://www.linkedin.com/company/google', 'javascript:alert(1)']) {
      const bad = await call('/link/linkedin-url', { url }, bo.headers);
      expect(bad.status, url).toBe(400);
      expect(bad.body.message).toMatch(/linkedin\.com\/in\/your-name/);
    }
    expect((await call('/link/linkedin-url', { url: null }, bo.headers)).body.data.linkedinUrl).toBeNull();
    expect((await call('/link/linkedin-url', { url: 'https://www.linkedin.com/in/x-y-z' })).status).toBe(401);
  });

  it('deletes the account and everything personal once the email is typed again; the session ends', async () => {
    const db = t.database.db;
    await call('/profile', { experience: 2 }, cy.headers);
    expect((await t.app.inject({ url: '/api/v1/auth/lucious', headers: cy.headers })).statusCode).toBe(200);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.userId, cy.user.id))).toHaveLength(1);
    expect(await db.select().from(profiles).where(eq(profiles.userId, cy.user.id))).toHaveLength(1);

    expect((await call('/profile/actions', { action: 'delete', confirmEmail: 'someone@else.test' }, cy.headers)).status).toBe(400);
    expect((await call('/profile/actions', { action: 'archive', confirmEmail: 'cy@paysight.test' }, cy.headers)).status).toBe(400);
    expect((await call('/profile/actions', { action: 'delete', confirmEmail: 'cy@paysight.test' })).status).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, cy.user.id))).toHaveLength(1);

    const done = await call('/profile/actions', { action: 'delete', confirmEmail: ' CY@paysight.test ' }, cy.headers);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ deleted: true });
    expect(done.cookies.find((c) => c.name === 'tyler')?.value).toBe('');
    await expectNoRowsOf(t, cy.user.id, [
      [users, users.id],
      [profiles, profiles.userId],
      [sessions, sessions.userId],
      [identities, identities.userId],
      [apiKeys, apiKeys.userId],
      [authTokens, authTokens.userId],
    ]);
    // The old token no longer signs anyone in; other members are untouched.
    expect((await t.app.inject({ url: '/api/v1/me', headers: cy.headers })).statusCode).toBe(401);
    expect((await get(asa.headers)).status).toBe(200);
  });
});
