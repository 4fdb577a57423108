import { careerPositions, profiles, type ProfileSourceData } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { makeZip, multipart } from './documents.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { type SignedInUser as Member, signedInMembers } from './users.js';

describeWithDb('career history: a member reads and replaces their own positions and education', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asa: Member;
  let bo: Member;
  let cy: Member;
  let di: Member;

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    [asa, bo, cy, di] = await signedInMembers(t, clock.now(), ['asa', 'bo', 'cy', 'di']);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Member, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);

  const HISTORY = {
    countryCode: 'in',
    positions: [
      { company: 'Microsoft', title: 'Data Scientist', start: '2015-06', end: '2018-12' },
      { company: 'google', title: 'Software Engineer', level: 'l5', start: '2019-01', end: null },
    ],
    education: [{ school: 'IIT Bombay', degree: 'B.Tech', major: 'Computer Science', startYear: 2011, endYear: 2015 }],
  };

  it('is for members only', async () => {
    expect((await call('GET', '/profile/career')).status).toBe(401);
    expect((await call('PUT', '/profile/career', undefined, HISTORY)).status).toBe(401);
  });

  it('starts empty, saves the whole list, and reads it back newest first with catalogue names and the level on the ladder', async () => {
    expect((await call('GET', '/profile/career', asa)).body.data).toEqual({ countryCode: null, positions: [], education: [] });
    const saved = await call('PUT', '/profile/career', asa, HISTORY);
    expect(saved.status).toBe(200);
    const read = (await call('GET', '/profile/career', asa)).body.data;
    expect(read).toEqual(saved.body.data);
    expect(read.countryCode).toBe('in');
    expect(read.positions).toMatchObject([
      {
        company: { name: 'Google', slug: 'google' },
        title: { name: 'Software Engineer' },
        level: 'L5',
        start: '2019-01',
        end: null,
        current: true,
      },
      { company: { name: 'Microsoft' }, title: { name: 'Data Scientist' }, level: null, start: '2015-06', end: '2018-12', current: false },
    ]);
    expect(read.positions[0].standardLevel).toBeGreaterThan(0);
    expect(read.education).toMatchObject([
      { school: { name: 'IIT Bombay' }, degree: 'B.Tech', major: 'Computer Science', startYear: 2011, endYear: 2015 },
    ]);
  });

  it('is only ever the member’s own: another member sees and replaces only theirs', async () => {
    expect((await call('GET', '/profile/career', bo)).body.data.positions).toEqual([]);
    const boSaved = await call('PUT', '/profile/career', bo, { countryCode: 'us', positions: [HISTORY.positions[0]], education: [] });
    expect(boSaved.status).toBe(200);
    expect(boSaved.body.data.positions).toHaveLength(1);
    const asaRead = (await call('GET', '/profile/career', asa)).body.data;
    expect(asaRead.positions).toHaveLength(2);
    expect(asaRead.education).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, and writes nothing of it', async () => {
    const bad = async (change: (h: typeof HISTORY) => unknown, field: RegExp) => {
      const res = await call('PUT', '/profile/career', asa, change(structuredClone(HISTORY)));
      expectStatusMessage(res, 400, field);
    };
    await bad(
      (h) => ({ ...h, positions: [{ ...h.positions[0], start: '2019-01', end: '2018-12' }] }),
      /positions\[0\]\.end: must not be before/,
    );
    await bad((h) => ({ ...h, positions: [{ ...h.positions[1], start: '2027-01' }] }), /positions\[0\]\.start: must not be in the future/);
    await bad(
      (h) => ({ ...h, positions: [h.positions[1], { ...h.positions[0], end: '2026-12' }] }),
      /positions\[1\]\.end: must not be in the future/,
    );
    await bad(
      (h) => ({ ...h, positions: [h.positions[0], { ...h.positions[1], company: 'Nowhere Widgets Ltd' }] }),
      /positions\[1\]\.company: no company "Nowhere Widgets Ltd"/,
    );
    await bad((h) => ({ ...h, positions: [{ ...h.positions[0], title: 'Chief Vibes Officer' }] }), /positions\[0\]\.title: no job title/);
    await bad(
      (h) => ({ ...h, positions: [{ ...h.positions[1], level: 'Grand Wizard' }] }),
      /positions\[0\]\.level: "Grand Wizard" is not a level at Google/,
    );
    await bad((h) => ({ ...h, education: [{ ...h.education[0], school: 'Hogwarts' }] }), /education\[0\]\.school: no school "Hogwarts"/);
    await bad((h) => ({ ...h, education: [{ ...h.education[0], startYear: 2016, endYear: 2012 }] }), /education\[0\]\.endYear/);
    await bad((h) => ({ ...h, positions: [{ ...h.positions[0], start: '2019-13' }] }), /start/);
    await bad((h) => ({ ...h, positions: Array.from({ length: 31 }, () => h.positions[0]) }), /positions/);
    await bad((h) => ({ ...h, education: Array.from({ length: 11 }, () => h.education[0]) }), /education/);
    await bad((h) => ({ ...h, countryCode: 'uk' }), /countryCode/);
    // The failed writes left the saved history as it was.
    const read = (await call('GET', '/profile/career', asa)).body.data;
    expect(read.positions.map((p: { company: { slug: string } }) => p.company.slug)).toEqual(['google', 'microsoft']);
    expect(read.education).toHaveLength(1);
  });

  it('replaces the list whole: an empty list clears it', async () => {
    const res = await call('PUT', '/profile/career', bo, { countryCode: 'us', positions: [], education: [] });
    expect(res.body.data).toEqual({ countryCode: 'us', positions: [], education: [] });
  });

  it('is filled from the resume only when the member has none, and never overwrites their own list', async () => {
    const extract: ProfileSourceData = {
      companies: ['Google', 'Microsoft'],
      titles: ['Software Engineer', 'Data Scientist'],
      schools: ['IIT Delhi'],
      skills: [],
      positions: [
        { company: 'Google', title: 'Software Engineer', from: '2020-03', to: null },
        { company: 'Microsoft', title: 'Data Scientist', from: '2016-07', to: '2020-02' },
        { company: 'Acme Nowhere Robotics', title: 'Software Engineer', from: '2014-01', to: '2016-06' },
      ],
      readAt: clock.now().toISOString(),
    };
    await t.database.db.insert(profiles).values({ userId: cy.user.id, resumeExtract: extract });
    // Saving the history above created asa's profile (its company, title and school come from it).
    await t.database.db
      .insert(profiles)
      .values({ userId: asa.user.id, resumeExtract: extract })
      .onConflictDoUpdate({ target: profiles.userId, set: { resumeExtract: extract } });
    expect((await call('POST', '/profile/actions/enrich', cy)).status).toBe(200);
    const filled = (await call('GET', '/profile/career', cy)).body.data;
    expect(filled.positions).toMatchObject([
      { company: { name: 'Google' }, title: { name: 'Software Engineer' }, start: '2020-03', end: null, current: true },
      { company: { name: 'Microsoft' }, title: { name: 'Data Scientist' }, start: '2016-07', end: '2020-02' },
    ]);
    expect(filled.positions).toHaveLength(2);
    expect(filled.education).toMatchObject([{ school: { name: 'IIT Delhi' }, degree: null }]);

    // The member's own list stays as they saved it.
    await call('POST', '/profile/actions/enrich', asa);
    const own = (await call('GET', '/profile/career', asa)).body.data;
    expect(own.positions.map((p: { start: string }) => p.start)).toEqual(['2019-01', '2015-06']);
    expect(own.education).toMatchObject([{ school: { name: 'IIT Bombay' } }]);

    // Enriching again changes nothing.
    await call('POST', '/profile/actions/enrich', cy);
    expect((await call('GET', '/profile/career', cy)).body.data).toEqual(filled);
    const rows = await t.database.db.select().from(careerPositions).where(eq(careerPositions.countryCode, 'in'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });

  it('is filled from the professional-network export when the member imports it', async () => {
    const zip = makeZip({
      'Positions.csv':
        'Company Name,Title,Description,Location,Started On,Finished On\nFlipkart,Data Scientist,,Bengaluru,Mar 2020,\nMicrosoft,Data Scientist,,Hyderabad,Jun 2015,Feb 2020\n',
      'Education.csv': 'School Name,Start Date,End Date,Notes,Degree Name,Activities\nIIT Delhi,2011,2015,,B.Tech,\n',
    });
    const body = multipart({ field: 'file', filename: 'export.zip', contentType: 'application/zip', bytes: zip });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/link/lkInimport',
      payload: body.payload,
      headers: { ...di.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    const history = (await call('GET', '/profile/career', di)).body.data;
    expect(history.positions).toMatchObject([
      { company: { name: 'Flipkart' }, title: { name: 'Data Scientist' }, start: '2020-03', end: null },
      { company: { name: 'Microsoft' }, start: '2015-06', end: '2020-02' },
    ]);
    expect(history.education).toMatchObject([{ school: { name: 'IIT Delhi' } }]);
  });
});
