import type { api } from '@paysight/contract';
import { insertCareerPerson, insertCompany, insertSalaryRecords, insertTitle, type PositionInput } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { createClock, createTestApp, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { type SignedInUser as Member, signedInMembers, contributeSalary } from './users.js';

/**
 * Company rankings from moves (ADR 027): hand-built histories, rankings from the background
 * rebuild only (rebuildNow here; workers are off in tests), the privacy floor, persistence across
 * a restart, and a member's own standing.
 */
describeWithDb('career rankings from moves', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const ids = { alpha: 0, beta: 0, gamma: 0, delta: 0, epsilon: 0, swe: 0, analyst: 0 };
  let asa: Member;
  let bo: Member;

  const get = (url: string, member?: Member, app = t.app) => callApi(app, 'GET', url, member?.headers);
  const ranks = async (query: string, app = t.app) => {
    const res = await get(`/career/ranks?${query}`, undefined, app);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data as api.CareerRanks;
  };
  /** `people` people who each worked at `from`, then moved to `to`. */
  const movers = async (people: number, from: number, to: number) => {
    for (let i = 0; i < people; i++) {
      const positions: PositionInput[] = [
        { companyId: from, titleId: ids.swe, startDate: '2019-01-01', endDate: '2021-06-01' },
        { companyId: to, titleId: ids.swe, startDate: '2021-07-01' },
      ];
      await insertCareerPerson(t.database.db, { countryCode: 'in', positions });
    }
  };

  const t = useTestApp({ seed: false, now: clock.now, env: { SEARCH_LIMIT_ANON: '0', SEARCH_LIMIT_MEMBER: '0' } });

  beforeAll(async () => {
    const db = t.database.db;
    const company = async (name: string, industry: string) => (await insertCompany(db, { name, industry })).id;
    Object.assign(ids, {
      alpha: await company('Alpha Soft', 'Software'),
      beta: await company('Beta Soft', 'Software'),
      gamma: await company('Gamma Soft', 'Software'),
      delta: await company('Delta Pay', 'Fintech'),
      epsilon: await company('Epsilon Pay', 'Fintech'),
      swe: (await insertTitle(db, { name: 'Software Engineer' })).id,
      analyst: (await insertTitle(db, { name: 'Data Analyst', family: 'Data' })).id,
    });
    // Alpha → Beta and Beta → Gamma by five people each: Gamma > Beta > Alpha. Epsilon → Gamma by five
    // (another industry); Delta → Beta by only four (Delta stays under the floor).
    await movers(5, ids.alpha, ids.beta);
    await movers(5, ids.beta, ids.gamma);
    await movers(5, ids.epsilon, ids.gamma);
    await movers(4, ids.delta, ids.beta);
    [asa, bo] = await signedInMembers(t, clock.now(), ['asa', 'bo']);
  });

  it('answers "not computed yet" before the first rebuild: no computation on a request', async () => {
    const data = await ranks('cc=in');
    expect(data).toMatchObject({ countryCode: 'in', industry: null, computedAt: null, total: 0, companies: [], industries: [] });
    // An industry is not refused before the first computation either: nothing is known yet.
    expect((await ranks('cc=in&industry=Software')).companies).toEqual([]);
  });

  it('ranks the companies people move to above those they leave, hiding a company under the floor', async () => {
    await t.app.tasks.run('career.rankings');
    const data = await ranks('cc=in');
    expect(data.computedAt).toBe(clock.now().toISOString());
    const order = data.companies.map((c) => c.slug);
    expect(order[0]).toBe('gamma-soft');
    expect(order.indexOf('beta-soft')).toBeLessThan(order.indexOf('alpha-soft'));
    // Delta: four people moved out of it, fewer than MIN_SLICE: not shown at all.
    expect(order).not.toContain('delta-pay');
    expect(order.sort()).toEqual(['alpha-soft', 'beta-soft', 'epsilon-pay', 'gamma-soft']);
    expect(data.total).toBe(4);
    expect(data.moves).toBe(19);
    const bySlug = Object.fromEntries(data.companies.map((c) => [c.slug, c]));
    // Counts under MIN_SLICE are hidden: nobody moved into Alpha; nine people moved into Beta (four of them from Delta).
    expect(bySlug['alpha-soft']).toMatchObject({ movesIn: null, movesOut: 5 });
    expect(bySlug['beta-soft']).toMatchObject({ movesIn: 9, movesOut: 5 });
    expect(bySlug['gamma-soft']).toMatchObject({ rank: 1, movesIn: 10, movesOut: null });
    for (const c of data.companies) {
      expect(c.rankLow).toBeLessThanOrEqual(c.rank);
      expect(c.rankHigh).toBeGreaterThanOrEqual(c.rank);
      expect(c.rankHigh).toBeLessThanOrEqual(4);
    }
  });

  it('ranks an industry on the moves between its own companies', async () => {
    const data = await ranks('cc=in&industry=software');
    expect(data.industry).toBe('Software');
    expect(data.companies.map((c) => [c.slug, c.rank])).toEqual([
      ['gamma-soft', 1],
      ['beta-soft', 2],
      ['alpha-soft', 3],
    ]);
    // Within Software, Beta's movers in are the five from Alpha only.
    expect(data.companies[1]).toMatchObject({ movesIn: 5, movesOut: 5 });
    expect((await ranks('cc=in')).industries).toEqual(['Software']);
    // Fintech has no move between two of its companies: no ranking of its own.
    const fintech = await get('/career/ranks?cc=in&industry=Fintech');
    expectStatusMessage(fintech, 404, /No ranking for the industry "Fintech" in India/);
    // Nobody moved in the US.
    expect(await ranks('cc=us')).toMatchObject({ total: 0, companies: [], moves: 0 });
  });

  it('shows a company’s ranks and where its people go and come from, flows of at least MIN_SLICE people only', async () => {
    const res = await get('/company/beta-soft/ranks');
    expect(res.status).toBe(200);
    const data = res.body.data as api.CompanyRanks;
    expect(data.company).toEqual({ name: 'Beta Soft', slug: 'beta-soft', industry: 'Software' });
    expect(data.regions).toHaveLength(1);
    const [india] = data.regions;
    expect(india).toMatchObject({ countryCode: 'in', region: { ranked: 4 }, industry: { rank: 2, ranked: 3 } });
    expect(india!.leavesFor).toEqual([{ name: 'Gamma Soft', slug: 'gamma-soft', people: 5 }]);
    // Delta → Beta (four people) is not shown.
    expect(india!.comesFrom).toEqual([{ name: 'Alpha Soft', slug: 'alpha-soft', people: 5 }]);
    expect((await get('/company/no-such-company/ranks')).status).toBe(404);
    expect((await get('/company/Not%20A%20Slug/ranks')).status).toBe(400);
  });

  it('picks up a write to the histories on the next rebuild, serving the old ranking until then', async () => {
    await movers(1, ids.delta, ids.beta);
    // The request does not compute: Delta stays hidden until the rebuild.
    expect((await ranks('cc=in')).companies.map((c) => c.slug)).not.toContain('delta-pay');
    clock.advance(5);
    await t.app.tasks.run('career.rankings');
    const data = await ranks('cc=in');
    expect(data.computedAt).toBe(clock.now().toISOString());
    expect(data.companies.find((c) => c.slug === 'delta-pay')).toMatchObject({ movesOut: 5, movesIn: null });
    expect(data.companies.find((c) => c.slug === 'beta-soft')).toMatchObject({ movesIn: 10 });
    expect(data.total).toBe(5);
  });

  it('keeps the rankings across a restart: a fresh server on the same database answers at once', async () => {
    const before = await ranks('cc=in');
    const fresh = await createTestApp({ database: t.database, now: clock.now, env: { SEARCH_LIMIT_ANON: '0' } });
    try {
      const after = await ranks('cc=in', fresh.app);
      expect(after.computedAt).toBe(before.computedAt);
      expect(after.companies).toEqual(before.companies);
    } finally {
      await fresh.close();
    }
  });

  it('refuses bad queries with a message naming the field', async () => {
    for (const [query, message] of [
      ['cc=xx', /cc/],
      ['', /cc/],
      ['cc=in&page=0', /page must be at least 1/],
      ['cc=in&industry=', /industry must not be empty/],
    ] as const) {
      const res = await get(`/career/ranks?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
    expect((await ranks('cc=in&page=2')).companies).toEqual([]);
  });

  it('shows a member where they stand: their company’s rank and their pay among peers; nobody else’s', async () => {
    expect((await get('/career/ranks/me')).status).toBe(401);
    expect((await get(`/career/ranks/${asa.user.id}`, bo)).status).toBe(404);

    // Asa works at Beta now and earns ₹30 lakhs with 6 years; ten published salaries of 5–7 years around it.
    await insertCareerPerson(t.database.db, {
      userId: asa.user.id,
      countryCode: 'in',
      positions: [{ companyId: ids.beta, titleId: ids.swe, startDate: '2022-01-01' }],
    });
    await insertSalaryRecords(
      t.database.db,
      Array.from({ length: 10 }, (_, i) => ({
        countryCode: 'in' as const,
        companyId: ids.alpha,
        titleId: ids.swe,
        yearsOfExperience: 5 + (i % 3),
        base: 2_000_000 + i * 200_000,
        source: 'import' as const,
        verification: 'import' as const,
      })),
    );
    const saved = await contributeSalary(t, asa, {
      currency: 'INR',
      company: 'Beta Soft',
      title: 'software-engineer',
      experience: 6,
      base: 3_000_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.tasks.run('career.rankings');

    for (const who of ['me', asa.user.id]) {
      const res = await get(`/career/ranks/${who}`, asa);
      expect(res.status).toBe(200);
      const data = res.body.data as api.MemberCareerRanks;
      expect(data.company).toEqual({ name: 'Beta Soft', slug: 'beta-soft', countryCode: 'in', source: 'position' });
      expect(data.companyRank).toMatchObject({ slug: 'beta-soft', ranked: 5 });
      expect(data.companyNote).toBeNull();
      // Ten peers from ₹20 to ₹38 lakhs: five are paid less than ₹30 lakhs, one the same.
      expect(data.pay).toMatchObject({ percentile: 55, peers: 10, experience: '5-7', currency: 'INR', total: 3_000_000 });
      expect(data.pay!.title.slug).toBe('software-engineer');
      expect(data.payNote).toBeNull();
    }

    // Bo: no position, no company, a salary with too few peers (16+ years as a data analyst).
    const boSaved = await contributeSalary(t, bo, {
      currency: 'INR',
      company: 'Alpha Soft',
      title: 'data-analyst',
      experience: 16,
      base: 1_500_000,
    });
    expect(boSaved.statusCode, boSaved.body).toBe(200);
    const boData = (await get('/career/ranks/me', bo)).body.data as api.MemberCareerRanks;
    expect(boData).toMatchObject({ company: null, companyRank: null, pay: null });
    expect(boData.companyNote).toMatch(/Add your current position/);
    expect(boData.payNote).toMatch(/Fewer than 5 published salaries for Data Analyst with 16\+ years/);
  });
});
