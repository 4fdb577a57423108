import type { api } from '@paysight/contract';
import { companies, companyRatings, profiles, titles } from '@paysight/db';
import { insertCareerPerson } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';

describeWithDb('dashboard', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const get = async (headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: headers ?? {} });
    return { status: res.statusCode, body: res.json() as { data: api.Dashboard; message: string } };
  };

  const t = useTestApp({ now: clock.now });

  it('asks a new member for what is missing, most useful first', async () => {
    const fresh = await signedInUser(t, clock.now(), { email: 'fresh@paysight.test', name: 'Fresh' });
    const res = await get(fresh.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Fresh',
      completeness: 0,
      missing: ['company', 'school', 'salary', 'skills', 'experience'],
      pay: null,
      company: null,
      companyRank: null,
      history: { positions: 0, education: 0 },
    });
    expect(res.body.data.nextSteps.map((s) => s.id)).toEqual([
      'add-salary',
      'complete-profile',
      'add-history',
      'start-hunt',
      'see-career-path',
    ]);
    expect(res.body.data.nextSteps[1]!.text).toBe('Complete your profile: company, school, skills, experience are missing.');
  });

  it("counts the member's profile and history, and asks them to rate their company until they have this year", async () => {
    const db = t.database.db;
    const [google] = await db.select().from(companies).where(eq(companies.slug, 'google'));
    const [swe] = await db.select().from(titles).where(eq(titles.slug, 'software-engineer'));
    const member = await signedInUser(t, clock.now(), { email: 'dev@paysight.test', name: 'Dev' });
    await db.insert(profiles).values({ userId: member.user.id, companyId: google!.id, experience: 6 });
    await insertCareerPerson(db, {
      userId: member.user.id,
      positions: [{ companyId: google!.id, titleId: swe!.id, startDate: '2020-01-01' }],
    });
    let dash = (await get(member.headers)).body.data;
    expect(dash).toMatchObject({
      completeness: 40,
      missing: ['school', 'salary', 'skills'],
      company: { slug: 'google', countryCode: 'in' },
      history: { positions: 1, education: 0 },
    });
    expect(dash.companyNote).toBe('The rankings are not computed yet.');
    expect(dash.nextSteps.map((s) => s.id)).toEqual(['add-salary', 'complete-profile', 'rate-company', 'start-hunt', 'see-career-path']);
    expect(dash.nextSteps.find((s) => s.id === 'rate-company')!.href).toBe('/in/company/google#ratings');

    await db.insert(companyRatings).values({
      userId: member.user.id,
      companyId: google!.id,
      year: 2026,
      workLife: 4,
      culture: 4,
      growth: 3,
      management: 4,
      compensation: 5,
    });
    dash = (await get(member.headers)).body.data;
    expect(dash.nextSteps.map((s) => s.id)).not.toContain('rate-company');
  });

  it('is for signed-in members only', async () => {
    expect((await get()).status).toBe(401);
  });
});
