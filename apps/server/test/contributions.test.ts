import { memberSalaries, salaryRecords } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle } from '@paysight/db/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectStatusMessage } from './api.js';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { median, percentile } from './percentile.js';
import { signedInUser, type SignedInUser as Member, signedInMembers, deleteAccount } from './users.js';

/** Imported Indian records of one company, title, level and city: one a yearly base. */
const importedBases = (slice: { companyId: number; titleId: number; standardLevel: number; locationId: number }, bases: number[]) =>
  bases.map((base) => ({ countryCode: 'in', ...slice, base, source: 'import', verification: 'import' }) as const);

describeWithDb('salary contributions', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asa: Member;
  let bo: Member;
  let ids: { acme: number; swe: number; blr: number };

  // Acme software engineers at level 2 in Bengaluru: 20 records around ₹30 lakhs a year.
  const peerBases = Array.from({ length: 20 }, (_, i) => 2_600_000 + i * 40_000);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: clock.now, env: { SEARCH_LIMIT_ANON: '0', SEARCH_LIMIT_MEMBER: '0' } });
    const db = t.database.db;
    const acme = await insertCompany(db, { name: 'Acme', slug: 'acme' });
    const swe = await insertTitle(db, { name: 'Software Engineer' });
    const blr = await insertLocation(db, { city: 'Bengaluru', countryCode: 'in', slug: 'bengaluru-in' });
    await insertLocation(db, { city: 'Austin', countryCode: 'us', slug: 'austin-us' });
    ids = { acme: acme.id, swe: swe.id, blr: blr.id };
    await insertSalaryRecords(db, importedBases({ companyId: acme.id, titleId: swe.id, standardLevel: 2, locationId: blr.id }, peerBases));
    [asa, bo] = await signedInMembers(t, clock.now(), ['asa', 'bo']);
  });
  afterAll(() => t.close());

  const save = async (payload: object, headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/profile/salary', payload, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const list = async (headers?: Record<string, string>, query = '') => {
    const res = await t.app.inject({ url: `/api/v1/profile/salary${query}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const remove = async (id: number, headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/profile/salary/${id}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const sliceCount = async () => (await t.app.inject('/api/v1/in/salary/acme--software-engineer')).json().data.count as number;

  const typical = {
    src: 'profile',
    currency: 'INR',
    company: 'Acme',
    title: 'software-engineer',
    standardLevel: 2,
    location: 'Bengaluru',
    experience: 5,
    base: 2_800_000,
    bonus: 300_000,
    stockDetails: { rsu: { value: 2_000_000 }, vesting: [10, 20, 30, 40] },
    targetSalary: 3_500_000,
    isCurrent: true,
  };

  it('asks a guest to sign in', async () => {
    expect((await list()).status).toBe(401);
    expect((await save(typical)).status).toBe(401);
    expect((await remove(1)).status).toBe(401);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ ...typical, company: 'Nowhere Inc' }, /company: no company "Nowhere Inc"/],
      [{ ...typical, title: 'Wizard' }, /title: no job title "Wizard"/],
      [{ ...typical, location: 'Austin' }, /location: Austin is not in India/],
      [{ ...typical, base: -5 }, /base must be 0 or more/],
      [{ ...typical, base: 12.5 }, /base must be a whole amount/],
      [{ ...typical, currency: 'EUR' }, /currency must be INR or USD/],
      [{ ...typical, stockDetails: { vesting: [25, 25, 25] } }, /vesting must add up to 100%/],
      [{ ...typical, offerDate: '2027-01-01' }, /offerDate: must not be in the future/],
      [{ ...typical, userId: 'someone-else' }, /userId/],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await save(payload, asa.headers);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect(await t.database.db.select().from(memberSalaries)).toHaveLength(0);
  });

  it('saves a contribution, publishes its figures anonymously, and reaches the salary page at once', async () => {
    expect(await sliceCount()).toBe(peerBases.length);
    const { status, body } = await save(typical, asa.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      company: { name: 'Acme', slug: 'acme' },
      title: { name: 'Software Engineer', slug: 'software-engineer' },
      location: { name: 'Bengaluru', slug: 'bengaluru-in' },
      sign: '₹',
      multiplier: 100_000,
      postfix: 'lakhs',
      // The ₹20 L grant over four years: ₹5 L a year, ₹2 L (10%) in year one.
      stocks: 500_000,
      total: 2_800_000 + 500_000 + 300_000,
      firstYearTotal: 2_800_000 + 200_000 + 300_000,
      status: 'published',
      verification: 'member',
      targetSalary: 3_500_000,
    });
    // The record in the aggregates has the figures and nothing personal.
    const [record] = await t.database.db
      .select()
      .from(salaryRecords)
      .where(and(eq(salaryRecords.source, 'member'), eq(salaryRecords.base, 2_800_000)));
    expect(record).toMatchObject({
      companyId: ids.acme,
      standardLevel: 2,
      stockGrant: 2_000_000,
      stockFirstYear: 200_000,
      status: 'published',
    });
    expect(Object.keys(record!)).not.toContain('userId');
    // The slice's cached answer was cleared by the contribution.
    expect(await sliceCount()).toBe(peerBases.length + 1);
  });

  it('counts the current salary toward profile completeness (SPEC §5) and shows it on the profile', async () => {
    const profile = (await t.app.inject({ url: '/api/v1/profile', headers: asa.headers })).json().data;
    expect(profile.salary).toEqual({ base: 2_800_000, currency: 'INR' });
    expect(profile.completeness).toBe(20);
    const me = (await t.app.inject({ url: '/api/v1/me', headers: asa.headers })).json().data;
    expect(me.profileCompleteness).toBe(20);
  });

  it('holds figures far outside their slice for review instead of publishing them', async () => {
    const before = await sliceCount();
    const far = await save({ ...typical, base: 40_000_000, stockDetails: undefined, isCurrent: false }, asa.headers);
    expect(far.status).toBe(200);
    expect(far.body.data.status).toBe('held');
    expect(far.body.data.heldReason).toMatch(/robust deviations from the company-title-level median of 21 records/);
    // A unit typo (₹28,000 a year) is held whatever the slice says.
    const typo = await save({ ...typical, base: 28_000, bonus: undefined, stockDetails: undefined, isCurrent: false }, asa.headers);
    expect(typo.body.data).toMatchObject({ status: 'held', heldReason: expect.stringMatching(/outside 100000–200000000/) });
    expect(await sliceCount()).toBe(before);
  });

  it('takes company and title as the profile does: slug, exact name in any case, or a name with that slug', async () => {
    for (const [company, title] of [
      ['acme', 'software-engineer'],
      ['ACME', 'software engineer'],
      ['Acme Pvt Ltd', 'Software Engineer'],
    ]) {
      const { status, body } = await save({ ...typical, company, title, isCurrent: false }, bo.headers);
      expect(status, company).toBe(200);
      expect(body.data).toMatchObject({ company: { slug: 'acme' }, title: { slug: 'software-engineer' } });
      expect((await remove(body.data.id, bo.headers)).status).toBe(200);
    }
  });

  it('lists only the member’s own contributions, newest first, filtered by src', async () => {
    const mine = await list(asa.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.data.salaries).toHaveLength(3);
    expect(mine.body.data.salaries.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect((await list(bo.headers)).body.data.salaries).toEqual([]);
    expect((await list(asa.headers, '?src=salary-page')).body.data.salaries).toEqual([]);
    expect((await list(asa.headers, '?src=nowhere')).status).toBe(400);
  });

  it('lets only the owner change or withdraw a contribution', async () => {
    const [first] = (await list(asa.headers)).body.data.salaries.slice(-1);
    expect((await save({ ...typical, id: first.id, base: 1 }, bo.headers)).status).toBe(403);
    expect((await remove(first.id, bo.headers)).status).toBe(403);
    expect((await save({ ...typical, id: 999_999 }, asa.headers)).status).toBe(404);
    expect((await remove(999_999, asa.headers)).status).toBe(404);
    expect((await remove(Number.NaN, asa.headers)).status).toBe(400);

    const changed = await save({ ...typical, id: first.id, base: 3_000_000 }, asa.headers);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: first.id, base: 3_000_000, total: 3_000_000 + 500_000 + 300_000, status: 'published' });
    const records = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.source, 'member'));
    expect(records.filter((r) => r.base === 3_000_000)).toHaveLength(1);
    expect(records.filter((r) => r.base === 2_800_000)).toEqual([]);
  });

  it('withdrawing a contribution takes its figures off the salary pages', async () => {
    const held = (await list(asa.headers)).body.data.salaries.find((s: { base: number }) => s.base === 40_000_000);
    expect((await remove(held.id, asa.headers)).body.data).toEqual({ deleted: true });
    expect(await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.base, 40_000_000))).toEqual([]);
  });

  it('keeps a deleted member’s figures only as anonymous records', async () => {
    const cy = await signedInUser(t, clock.now(), { email: 'cy@paysight.test' });
    const saved = (await save({ ...typical, base: 2_900_000 }, cy.headers)).body.data;
    const res = await deleteAccount(t, cy);
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(memberSalaries).where(eq(memberSalaries.id, saved.id))).toEqual([]);
    const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.base, 2_900_000));
    expect(record).toMatchObject({ source: 'member', status: 'published' });
  });

  it('moves the record to the other region when the member changes the currency', async () => {
    const eve = await signedInUser(t, clock.now(), { email: 'eve@paysight.test' });
    const saved = (await save(typical, eve.headers)).body.data;
    const moved = await save(
      { ...typical, id: saved.id, currency: 'USD', location: 'Austin', base: 150_000, stockDetails: undefined, bonus: undefined },
      eve.headers,
    );
    expect(moved.body.data).toMatchObject({ countryCode: 'us', currency: 'USD', sign: '$', postfix: 'k', location: { name: 'Austin' } });
    const [entry] = await t.database.db.select().from(memberSalaries).where(eq(memberSalaries.id, saved.id));
    const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, entry!.recordId!));
    expect(record).toMatchObject({ countryCode: 'us', currency: 'USD', base: 150_000, total: 150_000 });
  });

  it('saves contributions sent at the same moment each as its member’s own, an outlier among them held alone', async () => {
    const members = await signedInMembers(t, clock.now(), ['cam', 'cy', 'di', 'ed', 'flo', 'gus']);
    const bases = [2_700_000, 2_800_000, 2_900_000, 3_000_000, 3_100_000, 90_000_000];
    const answers = await Promise.all(
      members.map((m, i) => save({ ...typical, base: bases[i], stockDetails: undefined, bonus: undefined, isCurrent: true }, m.headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(bases.map(() => 200));
    expect(answers.map((a) => a.body.data.base)).toEqual(bases);
    expect(answers.map((a) => a.body.data.status)).toEqual(['published', 'published', 'published', 'published', 'published', 'held']);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(bases.length);
    for (const [i, m] of members.entries()) {
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/profile/salary', headers: m.headers });
      const salaries = listed.json().data.salaries as { id: number; base: number; isCurrent: boolean }[];
      expect(salaries).toEqual([expect.objectContaining({ id: answers[i]!.body.data.id, base: bases[i], isCurrent: true })]);
      // What the answer said is what was kept.
      const [entry] = await t.database.db.select().from(memberSalaries).where(eq(memberSalaries.id, salaries[0]!.id));
      const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, entry!.recordId!));
      expect(record).toMatchObject({ base: bases[i], status: answers[i]!.body.data.status, total: answers[i]!.body.data.total });
    }
  });

  it('holds the daily limit when a member sends many salaries at once', async () => {
    const flo = await signedInUser(t, clock.now(), { email: 'flood@paysight.test' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => save({ ...typical, isCurrent: false }, flo.headers)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(2);
    for (const r of refused) expectStatusMessage(r, 429, /at most 10 salaries a day/);
    const kept = await t.database.db.select().from(memberSalaries).where(eq(memberSalaries.userId, flo.user.id));
    expect(kept).toHaveLength(10);
  });

  it('limits how many salaries a member adds in a day', async () => {
    const dee = await signedInUser(t, clock.now(), { email: 'dee@paysight.test' });
    for (let i = 0; i < 10; i++) expect((await save({ ...typical, isCurrent: false }, dee.headers)).status).toBe(200);
    const eleventh = await save(typical, dee.headers);
    expectStatusMessage(eleventh, 429, /at most 10 salaries a day/);
    clock.advance(24 * 60 + 1);
    expect((await save(typical, dee.headers)).status).toBe(200);
  });
});

describeWithDb('where a member’s salary stands', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let ria: Member;
  let sam: Member;

  // Zeno data engineers at level 3 in Pune: six yearly totals (base only) from ₹20 L to ₹30 L.
  const puneTotals = [2_000_000, 2_200_000, 2_400_000, 2_600_000, 2_800_000, 3_000_000];

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: clock.now, env: { SEARCH_LIMIT_ANON: '0', SEARCH_LIMIT_MEMBER: '0' } });
    const db = t.database.db;
    const zeno = await insertCompany(db, { name: 'Zeno', slug: 'zeno' });
    const de = await insertTitle(db, { name: 'Data Engineer' });
    await insertTitle(db, { name: 'Product Designer' });
    const pune = await insertLocation(db, { city: 'Pune', countryCode: 'in', slug: 'pune-in' });
    await insertLocation(db, { city: 'Chennai', countryCode: 'in', slug: 'chennai-in' });
    await insertSalaryRecords(db, importedBases({ companyId: zeno.id, titleId: de.id, standardLevel: 3, locationId: pune.id }, puneTotals));
    [ria, sam] = await signedInMembers(t, clock.now(), ['ria', 'sam']);
  });
  afterAll(() => t.close());

  const save = async (payload: object, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/v1/profile/salary', payload, headers })).json().data;
  const standing = async (id: number, headers?: Record<string, string>) => {
    const res = await t.app.inject({ url: `/api/v1/profile/salary/${id}/standing`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const dataEngineer = {
    currency: 'INR',
    company: 'zeno',
    title: 'data-engineer',
    level: 'DE II',
    standardLevel: 3,
    location: 'pune-in',
    experience: 4,
    base: 2_650_000,
  };
  let riaId = 0;

  it('places a published salary among its own slice, the member’s record left out', async () => {
    const saved = await save(dataEngineer, ria.headers);
    expect(saved.status).toBe('published');
    riaId = saved.id;
    const { status, body } = await standing(saved.id, ria.headers);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: saved.id,
      countryCode: 'in',
      currency: 'INR',
      total: 2_650_000,
      outcome: 'ranked',
      slice: {
        parts: ['company', 'title', 'level', 'location'],
        label: 'Data Engineer at Zeno in Pune (DE II · Senior)',
        company: { name: 'Zeno', slug: 'zeno' },
        title: { name: 'Data Engineer', slug: 'data-engineer' },
        standardLevel: 3,
        level: 'DE II',
        location: { name: 'Pune', slug: 'pune-in' },
        // The six others; the member's own record is not their market.
        count: 6,
      },
      dropped: [],
      note: '',
      market: {
        p25: Math.round(percentile(puneTotals, 0.25)),
        p50: median(puneTotals),
        p75: Math.round(percentile(puneTotals, 0.75)),
        p90: Math.round(percentile(puneTotals, 0.9)),
      },
      // Four of six paid less.
      percentileRank: 67,
    });
  });

  it('leaves out the city when too few salaries share it, and says so', async () => {
    const saved = await save({ ...dataEngineer, location: 'chennai-in', base: 2_400_000 }, sam.headers);
    const { body } = await standing(saved.id, sam.headers);
    expect(body.data).toMatchObject({
      outcome: 'ranked',
      slice: { parts: ['company', 'title', 'level'], label: 'Data Engineer at Zeno in India (DE II · Senior)', location: null, count: 7 },
      dropped: ['location'],
      note: 'Fewer than 5 published salaries for Data Engineer at Zeno in Chennai (DE II · Senior), so the city was left out.',
      // Below: ₹20 L and ₹22 L; equal: ₹24 L (half). Ria's ₹26.5 L now counts for Sam.
      percentileRank: Math.round(((2 + 0.5) / 7) * 100),
    });
    expect(body.data.market.p50).toBe(median([...puneTotals, 2_650_000]));
  });

  it('gives no figures when even the title has fewer than MIN_SLICE salaries', async () => {
    const saved = await save({ ...dataEngineer, title: 'product-designer' }, ria.headers);
    const { body } = await standing(saved.id, ria.headers);
    expect(body.data).toMatchObject({
      outcome: 'too-few',
      slice: null,
      market: null,
      percentileRank: null,
      note: 'Fewer than 5 published salaries even for Product Designer in India: there is no comparison yet.',
    });
  });

  it('gives a held salary no standing: it is not counted yet', async () => {
    const held = await save({ ...dataEngineer, base: 28_000, isCurrent: false }, ria.headers);
    expect(held.status).toBe('held');
    const { body } = await standing(held.id, ria.headers);
    expect(body.data).toMatchObject({ outcome: 'not-counted', slice: null, market: null, percentileRank: null });
  });

  it('never tells a member where someone else’s salary stands', async () => {
    expect((await standing(riaId, sam.headers)).status).toBe(404);
    expect((await standing(999_999, ria.headers)).status).toBe(404);
    expect((await standing(riaId)).status).toBe(401);
  });
});
