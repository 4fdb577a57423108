import { internshipStipends } from '@paysight/db';
import { insertCompany, insertLocation, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { callApi, expectStatusMessage } from './api.js';
import { MEMBER_INTERNSHIP_CAP } from '../src/modules/internships/internships.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInMembers, signedInUser, type SignedInUser } from './users.js';

describeWithDb('internships: monthly stipends by company, title and city, each figure from MIN_SLICE stipends', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const t = useTestApp({ now: clock.now, seed: false });
  const get = (url: string) => callApi(t.app, 'GET', url);

  beforeAll(async () => {
    const db = t.database.db;
    const acme = await insertCompany(db, { name: 'Acme Labs', slug: 'acme-labs' });
    const tiny = await insertCompany(db, { name: 'Tiny Co', slug: 'tiny-co' });
    const swe = await insertTitle(db, { name: 'Software Engineer' });
    const da = await insertTitle(db, { name: 'Data Analyst' });
    const pune = await insertLocation(db, { city: 'Pune', countryCode: 'in', slug: 'pune-in' });
    const row = (companyId: number, titleId: number, monthlyStipend: number, locationId: number | null = pune.id) => ({
      companyId,
      titleId,
      locationId,
      countryCode: 'in' as const,
      currency: 'INR' as const,
      monthlyStipend,
      durationMonths: 6,
      year: 2026,
    });
    await db
      .insert(internshipStipends)
      .values([
        ...[30_000, 35_000, 40_000, 45_000, 50_000].map((v) => row(acme.id, swe.id, v)),
        ...[20_000, 22_000, 24_000, 26_000].map((v) => row(acme.id, da.id, v, null)),
        ...[90_000, 95_000, 99_000, 99_500].map((v) => row(tiny.id, swe.id, v)),
      ]);
  });

  it("gives the region's figures, and by company, title and city only groups of 5 or more (4 hidden)", async () => {
    const res = await get('/in/internships');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      countryCode: 'in',
      currency: 'INR',
      minSlice: 5,
      company: null,
      isDemo: false,
      years: { from: 2026, to: 2026 },
    });
    expect(d.overall).toMatchObject({ count: 13 });
    // Tiny Co has 4 stipends: left out; Data Analyst has 4: left out.
    expect(d.byCompany.map((g: { group: { slug: string }; count: number }) => [g.group.slug, g.count])).toEqual([['acme-labs', 9]]);
    expect(d.byTitle.map((g: { group: { slug: string }; count: number; median: number }) => [g.group.slug, g.count, g.median])).toEqual([
      ['software-engineer', 9, 50_000],
    ]);
    expect(d.byCity.map((g: { group: { slug: string }; count: number }) => [g.group.slug, g.count])).toEqual([['pune-in', 9]]);
    expect(JSON.stringify(d)).not.toContain('tiny-co');
  });

  it("a company's page: its own figures by title; under the floor nothing but the company", async () => {
    const acme = (await get('/in/internships/acme-labs')).body.data;
    expect(acme).toMatchObject({ company: { slug: 'acme-labs' }, overall: { count: 9 }, byCompany: [] });
    expect(acme.byTitle).toEqual([
      { group: { name: 'Software Engineer', slug: 'software-engineer' }, count: 5, p25: 35_000, median: 40_000, p75: 45_000 },
    ]);
    const tiny = (await get('/in/internships/tiny-co')).body.data;
    expect(tiny).toMatchObject({ company: { slug: 'tiny-co' }, overall: null, byTitle: [], byCity: [], years: null });
    const narrowed = (await get('/in/internships/acme-labs?title=data-analyst')).body.data;
    expect(narrowed).toMatchObject({ title: { slug: 'data-analyst' }, overall: null });
  });

  it('refuses what it cannot answer: 404 for an unknown company or title, 400 for a bad region or slug', async () => {
    expectStatusMessage(await get('/in/internships/no-such-co'), 404, 'No company "no-such-co"');
    expectStatusMessage(await get('/in/internships?title=no-such-title'), 404, 'No job title "no-such-title"');
    expect((await get('/uk/internships')).status).toBe(400);
    expect((await get('/in/internships?title=Not%20A%20Slug')).status).toBe(400);
  });
});

describeWithDb("internships: a member's own stipends, entered with the salary form's internship option", () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const t = useTestApp({ now: clock.now });
  let members: SignedInUser[];
  let other: SignedInUser;

  beforeAll(async () => {
    members = await signedInMembers(t, clock.now(), ['intern1', 'intern2', 'intern3', 'intern4', 'intern5'] as const);
    other = await signedInUser(t, clock.now(), { email: 'intern-other@paysight.test' });
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: SignedInUser, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);
  const add = (who: SignedInUser | undefined, body: Record<string, unknown>) =>
    call('POST', '/profile/internships', who, {
      currency: 'INR',
      company: 'infosys',
      title: 'Software Engineer',
      location: 'Bengaluru',
      monthlyStipend: 25_000,
      durationMonths: 6,
      year: 2026,
      ...body,
    });

  it('needs a member; every field is checked, with a message naming it', async () => {
    expect((await add(undefined, {})).status).toBe(401);
    const m = members[0]!;
    expectStatusMessage(await add(m, { currency: 'EUR' }), 400, /currency must be INR or USD/);
    expectStatusMessage(await add(m, { monthlyStipend: -1 }), 400, /monthlyStipend must be 0 or more/);
    expectStatusMessage(await add(m, { monthlyStipend: 2_000_000 }), 400, /monthlyStipend is too large/);
    expectStatusMessage(await add(m, { currency: 'USD', location: undefined, monthlyStipend: 40_000 }), 400, /monthlyStipend is too large/);
    expectStatusMessage(await add(m, { durationMonths: 30 }), 400, /durationMonths must be between 1 and 24/);
    expectStatusMessage(await add(m, { year: 2027 }), 400, 'year: must be 2026 or earlier');
    expectStatusMessage(await add(m, { year: 2010 }), 400, 'year: must be 2016 or later');
    expectStatusMessage(
      await add(m, { company: 'No Such Company Xyz' }),
      400,
      'company: no company "No Such Company Xyz"; pick one from the list',
    );
    expectStatusMessage(await add(m, { currency: 'USD', location: 'Bengaluru' }), 400, 'location: Bengaluru is not in the US');
    expectStatusMessage(await add(m, { salary: 5 }), 400, /salary/);
    expect((await call('GET', '/profile/internships', m)).body.data).toEqual({ internships: [] });
  });

  it('counts in the figures only from 5 stipends: 4 members show nothing, the fifth shows the median and count', async () => {
    const stipends = [20_000, 25_000, 30_000, 35_000, 40_000];
    for (let i = 0; i < 4; i += 1) expect((await add(members[i], { monthlyStipend: stipends[i] })).status).toBe(200);
    const four = (await call('GET', '/in/internships/infosys')).body.data;
    expect(four).toMatchObject({ overall: null, byTitle: [], byCity: [] });
    const saved = await add(members[4], { monthlyStipend: stipends[4] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      countryCode: 'in',
      currency: 'INR',
      company: { slug: 'infosys' },
      title: { slug: 'software-engineer' },
      location: { name: 'Bengaluru' },
      monthlyStipend: 40_000,
      durationMonths: 6,
      year: 2026,
    });
    const five = (await call('GET', '/in/internships/infosys')).body.data;
    expect(five.overall).toEqual({ count: 5, p25: 25_000, median: 30_000, p75: 35_000 });
    expect(five.byTitle).toEqual([expect.objectContaining({ group: { name: 'Software Engineer', slug: 'software-engineer' }, count: 5 })]);
  });

  it('the same company, title and year again replaces the stipend; another year is another internship', async () => {
    const m = members[0]!;
    expect((await add(m, { monthlyStipend: 22_000 })).status).toBe(200);
    let mine = (await call('GET', '/profile/internships', m)).body.data.internships;
    expect(mine.map((i: { monthlyStipend: number; year: number }) => [i.monthlyStipend, i.year])).toEqual([[22_000, 2026]]);
    expect((await add(m, { monthlyStipend: 15_000, year: 2025 })).status).toBe(200);
    mine = (await call('GET', '/profile/internships', m)).body.data.internships;
    expect(mine).toHaveLength(2);
    expect((await call('GET', '/in/internships/infosys')).body.data.overall.count).toBe(6);
  });

  it('only its owner withdraws an internship, and it leaves the figures', async () => {
    const [theirs] = (await call('GET', '/profile/internships', members[4])).body.data.internships;
    expectStatusMessage(await call('DELETE', `/profile/internships/${theirs.id}`, other), 403, 'This internship is not yours');
    expectStatusMessage(await call('DELETE', '/profile/internships/999999', other), 404, 'No internship 999999');
    expect((await call('DELETE', `/profile/internships/${theirs.id}`, members[4])).body.data).toEqual({ deleted: true });
    expect((await call('GET', '/profile/internships', members[4])).body.data.internships).toEqual([]);
    expect((await call('GET', '/in/internships/infosys')).body.data.overall.count).toBe(5);
  });

  it(`one member enters at most ${MEMBER_INTERNSHIP_CAP} internships; replacing one is still allowed at the cap`, async () => {
    for (let i = 0; i < MEMBER_INTERNSHIP_CAP; i += 1) {
      const title = i % 2 === 0 ? 'Software Engineer' : 'Data Analyst';
      expect((await add(other, { title, year: 2026 - Math.floor(i / 2), location: undefined })).status).toBe(200);
    }
    expectStatusMessage(await add(other, { title: 'Product Manager' }), 400, /entered 12 internships, the most one member can/);
    expect((await add(other, { monthlyStipend: 1_000, location: undefined })).status).toBe(200);
  });
});
