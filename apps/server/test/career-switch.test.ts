import { CLIENT_MESSAGES, ERROR_MESSAGES } from '@paysight/contract';
import { careerEducation, careerPeople, careerPositions, schools, type Db } from '@paysight/db';
import { insertCompany, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { median } from './percentile.js';
import { signedInUser } from './users.js';

/**
 * Talent flow (ADR 028): histories are built here, person by person, so every count and median
 * below is known by hand. MIN_SLICE is the default 5.
 */

interface Job {
  company: number;
  start: string; // YYYY-MM
  end?: string | null;
  pay?: number | null;
  title?: number;
  cc?: 'in' | 'us';
}

describeWithDb('career switch (talent flow)', () => {
  let db: Db;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const ids: Record<string, number> = {};
  let premium: Record<string, string>;
  let basic: Record<string, string>;

  async function person(jobs: Job[], options: { userId?: string; demo?: boolean } = {}) {
    const [p] = await db
      .insert(careerPeople)
      .values({ countryCode: 'in', userId: options.userId ?? null, isDemo: options.userId ? false : (options.demo ?? true) })
      .returning();
    await db.insert(careerPositions).values(
      jobs.map((j) => ({
        personId: p!.id,
        companyId: j.company,
        titleId: j.title ?? ids.engineer!,
        countryCode: j.cc ?? ('in' as const),
        startDate: `${j.start}-01`,
        endDate: j.end === undefined || j.end === null ? null : `${j.end}-01`,
        payTotal: j.pay ?? null,
      })),
    );
    return p!.id;
  }

  // Origin → Six: 6 people, 12..42 months at Origin, pay +10%..+60% (one was promoted at Origin first).
  const sixMonths = [12, 18, 24, 30, 36, 42];
  const sixRaises = [10, 20, 30, 40, 50, 60];
  const monthPlus = (start: string, months: number) => {
    const [y, m] = start.split('-').map(Number);
    const i = y! * 12 + (m! - 1) + months;
    return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
  };

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    db = t.database.db;
    const names = ['Origin Co', 'Six Co', 'Five Co', 'Four Co', 'Three Co', 'Prev Co', 'Lonely Co'];
    for (const name of names) ids[name] = (await insertCompany(db, { name })).id;
    ids.engineer = (await insertTitle(db, { name: 'Switch Engineer' })).id;
    ids.senior = (await insertTitle(db, { name: 'Switch Senior Engineer' })).id;
    const [school] = await db.insert(schools).values({ name: 'Test Institute', slug: 'test-institute', countryCode: 'in' }).returning();
    ids.school = school!.id;

    for (const [i, months] of sixMonths.entries()) {
      const leave = monthPlus('2020-01', months);
      const pay = 1_000_000;
      const jobs: Job[] =
        i === 0
          ? // Promoted at Origin: one stint of 12 months, the pay change read from the last position there.
            [
              { company: ids['Origin Co']!, start: '2020-01', end: '2020-07', pay: 800_000 },
              { company: ids['Origin Co']!, start: '2020-07', end: leave, pay, title: ids.senior },
            ]
          : [{ company: ids['Origin Co']!, start: '2020-01', end: leave, pay }];
      jobs.push({ company: ids['Six Co']!, start: leave, pay: Math.round(pay * (1 + sixRaises[i]! / 100)), title: ids.senior });
      await person(jobs);
    }
    // Prev → Origin → Five: 5 people, 24 months at Prev, 30 at Origin; only 4 Origin → Five pay changes known.
    for (let i = 0; i < 5; i++) {
      await person([
        { company: ids['Prev Co']!, start: '2017-01', end: '2019-01', pay: 500_000 },
        { company: ids['Origin Co']!, start: '2019-01', end: '2021-07', pay: 600_000 + i * 100_000 },
        { company: ids['Five Co']!, start: '2021-07', pay: i === 4 ? null : 700_000 + i * 100_000 },
      ]);
    }
    // Origin → Four: 4 people (one short), Origin → Three: 3 people; hidden, 7 together: "other".
    for (let i = 0; i < 4; i++)
      await person([
        { company: ids['Origin Co']!, start: '2018-01', end: '2019-01', pay: 900_000 },
        { company: ids['Four Co']!, start: '2019-01', pay: 950_000 },
      ]);
    for (let i = 0; i < 3; i++)
      await person([
        { company: ids['Origin Co']!, start: '2018-01', end: '2019-01' },
        { company: ids['Three Co']!, start: '2019-01' },
      ]);
    // Lonely → Four: 3 people; too few for a flow and for an "other" count.
    for (let i = 0; i < 3; i++)
      await person([
        { company: ids['Lonely Co']!, start: '2018-01', end: '2019-01' },
        { company: ids['Four Co']!, start: '2019-01' },
      ]);
    // The US: a move Origin → Six there counts only in the US.
    for (let i = 0; i < 5; i++)
      await person([
        { company: ids['Origin Co']!, start: '2018-01', end: '2019-01', cc: 'us' },
        { company: ids['Six Co']!, start: '2019-01', cc: 'us' },
      ]);

    // Test Institute, class of 2019 (graduated 1 July 2019), computer science: 5 first jobs at Six Co
    // (one taken in March 2019, before graduating: 0 months; one person worked an internship in 2016,
    // more than a year before: not their first job), 4 at Four Co (hidden).
    const sixStarts = ['2019-03', '2019-08', '2019-09', '2019-10', '2020-01'];
    for (const [i, start] of sixStarts.entries()) {
      const jobs: Job[] = [{ company: ids['Six Co']!, start, pay: 1_000_000 + i * 100_000 }];
      if (i === 1) jobs.unshift({ company: ids['Lonely Co']!, start: '2016-05', end: '2016-08' });
      const id = await person(jobs);
      await db.insert(careerEducation).values({
        personId: id,
        schoolId: ids.school!,
        degree: 'B.Tech',
        major: 'Computer Science',
        majorSlug: 'computer-science',
        startYear: 2015,
        endYear: 2019,
      });
    }
    for (let i = 0; i < 4; i++) {
      const id = await person([{ company: ids['Four Co']!, start: '2019-08', pay: 900_000 }]);
      await db.insert(careerEducation).values({
        personId: id,
        schoolId: ids.school!,
        major: 'Computer Science',
        majorSlug: 'computer-science',
        startYear: 2015,
        endYear: 2019,
      });
    }

    const until = new Date(clock.now().getTime() + 30 * 86_400_000);
    const premiumUser = await signedInUser(t, clock.now(), { email: 'premium.switch@infosys.com', premiumUntil: until });
    premium = premiumUser.headers;
    basic = (await signedInUser(t, clock.now(), { email: 'basic.switch@infosys.com' })).headers;
    // The premium member works at Origin now.
    await person([{ company: ids['Origin Co']!, start: '2024-01', pay: 1_200_000 }], { userId: premiumUser.user.id });
  });

  const get = (path: string, headers: Record<string, string> = premium) => callApi(t.app, 'GET', path, headers);

  it('shows where a company’s people went next, with counts, median months and median pay change', async () => {
    const { status, body } = await get('/in/switch/origin-co');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      countryCode: 'in',
      currency: 'INR',
      kind: 'company',
      subject: { name: 'Origin Co', slug: 'origin-co' },
      minSlice: 5,
    });
    expect(d.firstJobs).toBeNull();
    expect(d.isDemo).toBe(true);
    // Four Co (4 people) is hidden, Three Co (3) too; their 7 people are summed.
    expect(d.wentTo.flows.map((f: { company: { slug: string }; count: number }) => [f.company.slug, f.count])).toEqual([
      ['six-co', 6],
      ['five-co', 5],
    ]);
    expect(d.wentTo.otherCount).toBe(7);
    const [six, five] = d.wentTo.flows;
    expect(six.medianMonths).toBe(median(sixMonths));
    expect(six.medianPayChangePercent).toBe(median(sixRaises));
    expect(six.payChangeCount).toBe(6);
    expect(six.topTitles).toEqual([{ name: 'Switch Senior Engineer', slug: 'switch-senior-engineer', count: 6 }]);
    // Only 4 of 5 pay changes known: no median from fewer than 5.
    expect(five).toMatchObject({ count: 5, medianMonths: 30, medianPayChangePercent: null, payChangeCount: 4 });
    expect(JSON.stringify(d)).not.toMatch(/four-co|three-co/);
  });

  it('shows where a company’s people came from, and the time spent there', async () => {
    const d = (await get('/in/switch/origin-co')).body.data;
    expect(d.cameFrom.flows).toHaveLength(1);
    const [prev] = d.cameFrom.flows;
    // 500k at Prev → 600k..1M at Origin: +20, +40, +60, +80, +100 %.
    expect(prev).toMatchObject({ company: { slug: 'prev-co' }, count: 5, medianMonths: 24, medianPayChangePercent: 60, payChangeCount: 5 });
    expect(d.cameFrom.otherCount).toBeNull();
  });

  it('counts only the region’s histories', async () => {
    const d = (await get('/us/switch/origin-co')).body.data;
    expect(d).toMatchObject({ countryCode: 'us', currency: 'USD' });
    expect(d.wentTo.flows.map((f: { company: { slug: string }; count: number }) => [f.company.slug, f.count])).toEqual([['six-co', 5]]);
    expect(d.cameFrom).toEqual({ flows: [], otherCount: null });
  });

  it('leaves out an "other" sum under the floor', async () => {
    const d = (await get('/in/switch/lonely-co')).body.data;
    expect(d.wentTo).toEqual({ flows: [], otherCount: null });
  });

  it('hides a flow of 4 and shows it once a 5th person makes the move (the cache follows the histories)', async () => {
    expect(
      (await get('/in/switch/origin-co')).body.data.wentTo.flows.map((f: { company: { slug: string } }) => f.company.slug),
    ).not.toContain('four-co');
    await person([
      { company: ids['Origin Co']!, start: '2018-01', end: '2019-01', pay: 1_000_000 },
      { company: ids['Four Co']!, start: '2019-01', pay: 1_100_000 },
    ]);
    const d = (await get('/in/switch/origin-co')).body.data;
    const four = d.wentTo.flows.find((f: { company: { slug: string } }) => f.company.slug === 'four-co');
    expect(four).toMatchObject({ count: 5, medianMonths: 12, payChangeCount: 5 });
    // 4 × (950k vs 900k) = +5.6 %, 1 × +10 %: the median is +5.6.
    expect(four.medianPayChangePercent).toBe(5.6);
    // Three Co's 3 people alone are under the floor now.
    expect(d.wentTo.otherCount).toBeNull();
  });

  it('shows a school’s graduates’ first employers, months from graduation and pay at the first job', async () => {
    const { status, body } = await get('/in/switch/test-institute');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ kind: 'school', subject: { name: 'Test Institute', slug: 'test-institute' }, wentTo: null, cameFrom: null });
    expect(d.firstJobs.flows).toHaveLength(1);
    // March 2019 → 0, Aug → 1, Sep → 2, Oct → 3, Jan 2020 → 6 months.
    expect(d.firstJobs.flows[0]).toMatchObject({
      company: { slug: 'six-co' },
      count: 5,
      medianMonthsToJob: 2,
      medianPay: 1_200_000,
      payCount: 5,
    });
    expect(d.firstJobs.otherCount).toBeNull();
    expect(JSON.stringify(d)).not.toMatch(/four-co|lonely-co/);
  });

  it('shows a major’s graduates’ first employers', async () => {
    const d = (await get('/in/switch/major/computer-science')).body.data;
    expect(d).toMatchObject({ kind: 'major', subject: { name: 'Computer Science', slug: 'computer-science' } });
    expect(d.firstJobs.flows.map((f: { company: { slug: string }; count: number }) => [f.company.slug, f.count])).toEqual([['six-co', 5]]);
    expect((await get('/in/switch/major/underwater-basket-weaving')).status).toBe(404);
  });

  it('shows a premium member the flows of their own current company', async () => {
    const { status, body } = await get('/career/switch');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'company', subject: { slug: 'origin-co' }, countryCode: 'in' });
    expect(body.data.wentTo.flows[0].company.slug).toBe('six-co');
  });

  it('tells a premium member without a company how to get one', async () => {
    const other = await signedInUser(t, clock.now(), {
      email: 'premium.nocompany@infosys.com',
      premiumUntil: new Date(clock.now().getTime() + 86_400_000),
    });
    const { status, body } = await get('/career/switch', other.headers);
    expect(status).toBe(404);
    expect(body.message).toMatch(/Add your current company/);
  });

  it('is premium only: 403 with the premium message for members without premium, 401 for guests', async () => {
    for (const path of ['/in/switch/origin-co', '/in/switch/major/computer-science', '/career/switch']) {
      const member = await get(path, basic);
      expect(member.status, path).toBe(403);
      expect(member.body).toMatchObject({ success: false, data: null, message: CLIENT_MESSAGES.premiumOnly, statusCode: 403 });
      const guest = await get(path, {});
      expect(guest.status, path).toBe(401);
      expect(guest.body.message).toBe(ERROR_MESSAGES.notLoggedIn);
    }
  });

  it('answers 404 for an unknown company or school, 400 for a bad region or id', async () => {
    const unknown = await get('/in/switch/no-such-place');
    expectStatusMessage(unknown, 404, 'No company or school "no-such-place"');
    const region = await get('/uk/switch/origin-co');
    expectStatusMessage(region, 400, /cc/);
    expect((await get('/in/switch/Origin%20Co')).status).toBe(400);
  });
  it('reads a move against the pay the new job began with, not its later raises', async () => {
    const from = (await insertCompany(db, { name: 'Startpay From Co' })).id;
    const to = (await insertCompany(db, { name: 'Startpay To Co' })).id;
    for (let i = 0; i < 5; i++) {
      const [p] = await db.insert(careerPeople).values({ countryCode: 'in', isDemo: true }).returning();
      await db.insert(careerPositions).values([
        {
          personId: p!.id,
          companyId: from,
          titleId: ids.engineer!,
          countryCode: 'in',
          startDate: '2019-01-01',
          endDate: '2021-12-01',
          payTotal: 1_000_000,
        },
        // Joined at ₹13 L (+30 %), earns ₹18 L now.
        {
          personId: p!.id,
          companyId: to,
          titleId: ids.engineer!,
          countryCode: 'in',
          startDate: '2022-01-01',
          payTotal: 1_800_000,
          startPayTotal: 1_300_000,
        },
      ]);
    }
    const d = (await get('/in/switch/startpay-from-co')).body.data;
    expect(d.wentTo.flows[0]).toMatchObject({ company: { slug: 'startpay-to-co' }, count: 5, medianPayChangePercent: 30 });
    const into = (await get('/in/switch/startpay-to-co')).body.data;
    expect(into.cameFrom.flows[0]).toMatchObject({ company: { slug: 'startpay-from-co' }, count: 5, medianPayChangePercent: 30 });
  });
});
