import { companies, locations, skills, titles } from '@paysight/db';
import { insertSalaryRecords, type SalaryRecordInput } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectGuestLimit, expectStatusMessage } from './api.js';
import { createClock, createTestApp, describeWithDb, withTestApp, type TestApp } from './helpers.js';
import { percentile } from './percentile.js';

describeWithDb('salary stats', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let ids: { google: number; infosys: number; swe: number; ds: number; sf: number; austin: number; blr: number };

  // Google software engineers in the US: 12 records with known figures.
  const bases = [150_000, 160_000, 170_000, 180_000, 190_000, 200_000, 210_000, 220_000, 230_000, 240_000, 250_000, 400_000];
  const stocks = [null, 40_000, 50_000, 60_000, null, 80_000, 90_000, 100_000, null, 120_000, 130_000, 300_000];
  const bonuses = [20_000, 20_000, 25_000, 25_000, 30_000, 30_000, 35_000, 35_000, 40_000, 40_000, 45_000, 60_000];

  beforeAll(async () => {
    // The daily search limit has its own test below; here it would cut the suite short.
    t = await createTestApp({ now: clock.now, env: { SEARCH_LIMIT_ANON: '0' } });
    const db = t.database.db;
    const id = async (table: typeof companies | typeof titles | typeof locations, col: 'slug', value: string) =>
      (await db.select({ id: table.id }).from(table).where(eq(table[col], value)))[0]!.id;
    ids = {
      google: await id(companies, 'slug', 'google'),
      infosys: await id(companies, 'slug', 'infosys'),
      swe: await id(titles, 'slug', 'software-engineer'),
      ds: await id(titles, 'slug', 'data-scientist'),
      sf: await id(locations, 'slug', 'san-francisco-us'),
      austin: await id(locations, 'slug', 'austin-us'),
      blr: await id(locations, 'slug', 'bengaluru-in'),
    };
    // Skills: Python on the first 8 Google records, Kubernetes on the last 4 (under MIN_SLICE).
    await db
      .insert(skills)
      .values([
        { name: 'Python', slug: 'python' },
        { name: 'Kubernetes', slug: 'kubernetes' },
        { name: 'Cobol', slug: 'cobol' },
      ])
      .onConflictDoNothing();
    const skillId = async (slug: string) => (await db.select({ id: skills.id }).from(skills).where(eq(skills.slug, slug)))[0]!.id;
    const python = await skillId('python');
    const kubernetes = await skillId('kubernetes');
    const google: SalaryRecordInput[] = bases.map((base, i) => ({
      countryCode: 'us',
      companyId: ids.google,
      titleId: ids.swe,
      standardLevel: i < 6 ? 2 : 3,
      locationId: i % 2 === 0 ? ids.sf : ids.austin,
      yearsOfExperience: i < 6 ? 3 : 6,
      base,
      stockYearly: stocks[i],
      bonus: bonuses[i],
      reportedOn: `2026-${String(1 + (i % 10)).padStart(2, '0')}-15`,
      gender: 'female',
      skillIds: i < 8 ? [python] : [kubernetes],
    }));
    // Data scientists at Infosys in India: exactly 5 (at MIN_SLICE); at Google US: 4 (just under).
    const infosys: SalaryRecordInput[] = [900_000, 1_000_000, 1_100_000, 1_200_000, 1_300_000].map((base) => ({
      countryCode: 'in',
      companyId: ids.infosys,
      titleId: ids.ds,
      standardLevel: 2,
      locationId: ids.blr,
      yearsOfExperience: 4,
      base,
    }));
    const fewGoogleDs: SalaryRecordInput[] = [200_000, 210_000, 220_000, 230_000].map((base) => ({
      countryCode: 'us',
      companyId: ids.google,
      titleId: ids.ds,
      base,
    }));
    // Amazon software engineers: a back-loaded grant (5% in year one) and a signing bonus.
    const amazonId = await id(companies, 'slug', 'amazon');
    const amazon: SalaryRecordInput[] = [150_000, 160_000, 170_000, 180_000, 190_000].map((base) => ({
      countryCode: 'us',
      companyId: amazonId,
      titleId: ids.swe,
      base,
      stockYearly: 100_000,
      stockFirstYear: 20_000,
      bonus: 10_000,
      signingBonus: 50_000,
    }));
    await insertSalaryRecords(db, [...google, ...infosys, ...fewGoogleDs, ...amazon]);
  });
  afterAll(() => t.close());

  const stats = async (path: string) => {
    const res = await t.app.inject(`/api/v1${path}`);
    return { status: res.statusCode, body: res.json() };
  };

  it('matches independently computed percentiles for base and total', async () => {
    const { status, body } = await stats('/us/salary/google--software-engineer');
    expect(status).toBe(200);
    const d = body.data;
    expect(d.count).toBe(12);
    expect(d.company).toEqual({ name: 'Google', slug: 'google' });
    expect(d.title).toEqual({ name: 'Software Engineer', slug: 'software-engineer' });
    const totals = bases.map((b, i) => b + (stocks[i] ?? 0) + bonuses[i]!);
    for (const [key, q] of [
      ['p10', 0.1],
      ['p25', 0.25],
      ['p50', 0.5],
      ['p75', 0.75],
      ['p90', 0.9],
    ] as const) {
      expect(d.base[key]).toBe(Math.round(percentile(bases, q)));
      expect(d.total[key]).toBe(Math.round(percentile(totals, q)));
    }
    expect(d.base.mean).toBe(Math.round(bases.reduce((a, b) => a + b) / bases.length));
  });

  it('computes stock over the records that report it only', async () => {
    const d = (await stats('/us/salary/google--software-engineer')).body.data;
    const reported = stocks.filter((s): s is number => s !== null);
    expect(d.stock.count).toBe(reported.length);
    expect(d.stock.p50).toBe(Math.round(percentile(reported, 0.5)));
    expect(d.bonus.count).toBe(12);
  });

  it('shows a slice at MIN_SLICE and hides one just under it', async () => {
    const at = await stats('/in/salary/infosys--data-scientist');
    expect(at.status).toBe(200);
    expect(at.body.data.count).toBe(5);
    expect(at.body.data.currency).toBe('INR');
    expect(at.body.data.base.p50).toBe(1_100_000);
    expect(at.body.data.stock).toBeNull();
    const under = await stats('/us/salary/google--data-scientist');
    expectStatusMessage(under, 404, /at least 5 people/);
    // The page tells "too few records" from "no such slice" by the code, not the wording.
    expect(under.body.code).toBe('too-few-records');
  });

  it('never shows a breakdown group under MIN_SLICE', async () => {
    const d = (await stats('/us/salary/google--software-engineer')).body.data;
    expect(d.byLevel.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([
      ['2', 6],
      ['3', 6],
    ]);
    expect(d.byLevel[0].label).toBe('Mid');
    expect(d.byLocation.every((g: { count: number }) => g.count >= 5)).toBe(true);
    const narrow = await stats('/us/salary/google--software-engineer?rosettaLevel=3&location=austin-us');
    expect(narrow.status).toBe(404);
  });

  it('filters by level, experience, location and date, keeping the filters in the query', async () => {
    expect((await stats('/us/salary/google--software-engineer?rosettaLevel=2')).body.data.count).toBe(6);
    expect((await stats('/us/salary/google--software-engineer?yoe=5-7')).body.data.count).toBe(6);
    expect((await stats('/us/salary/google--software-engineer?location=san-francisco-us')).body.data.count).toBe(6);
    // Reported on 2026-01..10: the last 6 months from 2026-11-22 hold May–October.
    const recent = (await stats('/us/salary/google--software-engineer?dateOffset=7')).body.data;
    expect(recent.dateRange.from >= '2026-04-22').toBe(true);
  });

  it('lists the first page of recent records without anything that identifies the member', async () => {
    const d = (await stats('/us/salary/google--software-engineer')).body.data;
    expect(d.records).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(d.records.items).toHaveLength(10);
    const dates = d.records.items.map((r: { reportedOn: string }) => r.reportedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(d.records.items[0])).not.toContain('gender');
    const page2 = (await stats('/us/salary/google--software-engineer?page=2')).body.data;
    expect(page2.records.items).toHaveLength(2);
  });

  it('builds a histogram that accounts for every record, and dates and confidence', async () => {
    const d = (await stats('/us/salary/google--software-engineer')).body.data;
    expect(d.histogram).toHaveLength(12);
    expect(d.histogram.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(12);
    expect(d.dateRange).toEqual({ from: '2026-01-15', to: '2026-10-15' });
    expect(d.confidence.label).toBe('Low');
    expect(d.isDemo).toBe(false);
  });

  it('lists top companies for a title-only search', async () => {
    const d = (await stats('/us/salary/software-engineer')).body.data;
    expect(d.company).toBeNull();
    expect(d.topCompanies[0]).toMatchObject({ key: 'google', label: 'Google', count: 12 });
  });

  it('converts into the other currency at the configured, dated rate', async () => {
    const usd = (await stats('/us/salary/google--software-engineer')).body.data;
    const inr = (await stats('/us/salary/google--software-engineer?gpayCC=in')).body.data;
    expect(inr.currency).toBe('INR');
    expect(inr.conversion).toEqual({ from: 'USD', to: 'INR', rate: 84.5, asOf: '2026-10-31' });
    expect(inr.base.p50).toBe(Math.round(usd.base.p50 * 84.5));
  });

  it('shows the first year (first-year vest + signing bonus) beside the yearly view, and says which', async () => {
    const yearly = (await stats('/us/salary/amazon--software-engineer')).body.data;
    expect(yearly.view).toBe('yearly');
    expect(yearly.total.p50).toBe(170_000 + 100_000 + 10_000);
    expect(yearly.stock.p50).toBe(100_000);
    const first = (await stats('/us/salary/amazon--software-engineer?view=first-year')).body.data;
    expect(first.view).toBe('first-year');
    expect(first.total.p50).toBe(170_000 + 20_000 + 10_000 + 50_000);
    expect(first.stock.p50).toBe(20_000);
    expect(first.base.p50).toBe(yearly.base.p50);
    expect(first.records.items[0]).toMatchObject({ stockYearly: 100_000, stockFirstYear: 20_000, signingBonus: 50_000 });
    expect(first.records.items[0].firstYearTotal).toBe(first.records.items[0].base + 20_000 + 10_000 + 50_000);
    expect((await stats('/us/salary/amazon--software-engineer?view=monthly')).status).toBe(400);
  });

  it('lists in sitemap.xml every salary page that shows figures, with its newest record as lastmod', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>[^<]*?(\/(?:in|us)\/salary\/[^<]+)<\/loc>(<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
      m[1],
      m[3],
    ]);
    expect(locs).toContainEqual(['/us/salary/google--software-engineer', '2026-10-15']);
    expect(locs).toContainEqual(['/us/salary/software-engineer', '2026-10-15']);
    expect(locs).toContainEqual(['/in/salary/infosys--data-scientist', '2026-10-01']);
    // 4 records: the page answers 404, so it is not offered to crawlers.
    expect(locs.map(([path]) => path)).not.toContain('/us/salary/google--data-scientist');
    expect(locs.map(([path]) => path)).not.toContain('/us/salary/data-scientist');
    // Company pages: each with MIN_SLICE records in its region, and each answers with figures.
    const companyPages = [...res.body.matchAll(/<loc>[^<]*?(\/(?:in|us)\/company\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(companyPages.sort()).toEqual(['/in/company/infosys', '/us/company/amazon', '/us/company/google']);
    for (const page of companyPages) expect((await stats(page)).status, page).toBe(200);
  });

  it('filters by skill: the count narrows to the records listing it, and the choices are the slice’s skills with MIN_SLICE records', async () => {
    const all = (await stats('/us/salary/google--software-engineer')).body.data;
    // Python on 8 records is offered; Kubernetes on 4 (under MIN_SLICE) and Cobol on none are not.
    expect(all.bySkill.map((g: { key: string; label: string; count: number }) => [g.key, g.label, g.count])).toEqual([
      ['python', 'Python', 8],
    ]);
    const python = await stats('/us/salary/google--software-engineer?skill=python');
    expect(python.status).toBe(200);
    expect(python.body.data.count).toBe(8);
    expect(python.body.data.base.p50).toBe(Math.round(percentile(bases.slice(0, 8), 0.5)));
    // Under MIN_SLICE: not shown, and said so.
    const few = await stats('/us/salary/google--software-engineer?skill=kubernetes');
    expect(few.status).toBe(404);
    expect(few.body.code).toBe('too-few-records');
    const unknown = await stats('/us/salary/google--software-engineer?skill=underwater-basket-weaving');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('unknown-slice');
    expect(unknown.body.message).toBe('No salaries found with the skill "underwater-basket-weaving"');
    const bad = await stats('/us/salary/google--software-engineer?skill=Python%20!');
    expectStatusMessage(bad, 400, { contains: 'querystring.skill' });
  });

  it('answers unknown titles with 404 and malformed queries with 400 naming the field', async () => {
    const unknown = await stats('/us/salary/astronaut');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('unknown-slice');
    const bad = await stats('/us/salary/Google%20Engineer');
    expectStatusMessage(bad, 400, { contains: 'params.q' });
    const region = await stats('/uk/salary/software-engineer');
    expect(region.status).toBe(400);
    expect((await stats('/us/salary/a--b--c')).status).toBe(400);
    const level = await stats('/us/salary/software-engineer?rosettaLevel=12');
    expectStatusMessage(level, 400, { contains: 'querystring.rosettaLevel' });
  });
});

describeWithDb('salary stats and the daily search limit', () => {
  it('answers 429 once an anonymous visitor has used the day’s searches', async () => {
    // The slices have no records here (404), but each new page still counts against the limit.
    await withTestApp({ env: { SEARCH_LIMIT_ANON: '3' } }, (t) =>
      expectGuestLimit(t.app, ['/us/salary/software-engineer', '/us/salary/data-scientist', '/us/salary/google', '/us/salary/meta']),
    );
  });
});
