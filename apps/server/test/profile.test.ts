import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { signedInUser } from './users.js';

describeWithDb('profile', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asa: { headers: Record<string, string> };
  let bo: { headers: Record<string, string> };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    asa = await signedInUser(t, clock.now(), { email: 'asa@paysight.test' });
    bo = await signedInUser(t, clock.now(), { email: 'bo@paysight.test' });
  });
  afterAll(() => t.close());

  const get = async (headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    return { status: res.statusCode, body: res.json() };
  };
  const post = async (payload: unknown, headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/profile', payload: payload as object, headers });
    return { status: res.statusCode, body: res.json() };
  };
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
});
