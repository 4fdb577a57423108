import { companies, companyLevels, locations, skills, titles } from '@paysight/db';
import { insertSalaryRecords, type SalaryRecordInput } from '@paysight/db/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGuestLimit, expectStatusMessage } from './api.js';
import { createClock, createTestApp, describeWithDb, withTestApp, type TestApp } from './helpers.js';
import { median, percentile } from './percentile.js';
import { signedInUser } from './users.js';

/** One fixture record, in words; turned into ids once the catalogue is known. */
interface Fixture {
  cc: 'in' | 'us';
  company: string;
  title: string;
  level: number | null;
  base: number;
  stock?: number | null;
  bonus?: number | null;
  signing?: number | null;
  city: string;
  yoe: number;
  reportedOn: string;
  skills?: string[];
}
const totalOf = (r: Fixture) => r.base + (r.stock ?? 0) + (r.bonus ?? 0);

const day = (i: number) => `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(10 + (i % 15)).padStart(2, '0')}`;

// Google software engineers (US): 6 at Mid, exactly MIN_SLICE (5) at Senior, 4 (one short) at Staff.
const googleSwe: Fixture[] = [
  ...[150_000, 155_000, 160_000, 165_000, 170_000, 175_000].map((base, i) => ({
    level: 2,
    base,
    stock: [40_000, null, 50_000, 55_000, null, 60_000][i],
    bonus: 15_000,
  })),
  ...[200_000, 210_000, 220_000, 230_000, 240_000].map((base, i) => ({
    level: 3,
    base,
    stock: 100_000 + i * 10_000,
    bonus: [30_000, 30_000, null, 35_000, 40_000][i],
    skills: ['python'],
  })),
  ...[280_000, 290_000, 300_000, 310_000].map((base) => ({ level: 4, base, stock: 200_000, bonus: 50_000 })),
].map((r, i) => ({
  cc: 'us' as const,
  company: 'google',
  title: 'software-engineer',
  city: i % 2 === 0 ? 'san-francisco-us' : 'austin-us',
  yoe: 2 + r.level,
  reportedOn: day(i),
  signing: i === 0 ? 25_000 : null,
  ...r,
}));

const metaSwe: Fixture[] = [
  ...[160_000, 165_000, 170_000, 175_000, 180_000, 185_000].map((base) => ({ level: 2, base, stock: 50_000, bonus: 10_000 })),
  ...[215_000, 225_000, 235_000, 245_000, 255_000].map((base) => ({ level: 3, base, stock: 120_000, bonus: 25_000, skills: ['python'] })),
].map((r, i) => ({ cc: 'us' as const, company: 'meta', title: 'software-engineer', city: 'seattle-us', yoe: 4, reportedOn: day(i), ...r }));

const amazonSwe: Fixture[] = [300_000, 310_000, 320_000, 330_000, 340_000, 350_000].map((base, i) => ({
  cc: 'us',
  company: 'amazon',
  title: 'software-engineer',
  level: i < 3 ? 2 : 3,
  base,
  stock: 150_000,
  city: 'seattle-us',
  yoe: 5,
  reportedOn: day(i + 3),
}));

const googleDs: Fixture[] = [180_000, 185_000, 190_000, 195_000].map((base, i) => ({
  cc: 'us',
  company: 'google',
  title: 'data-scientist',
  level: 2,
  base,
  city: 'san-francisco-us',
  yoe: 3,
  reportedOn: day(i),
}));

const india: Fixture[] = [
  { company: 'amazon', title: 'software-engineer', base: 3_500_000, city: 'bengaluru-in', level: 2 },
  ...[900_000, 1_000_000, 1_100_000, 1_200_000, 1_300_000].map((base) => ({
    company: 'infosys',
    title: 'data-scientist',
    base,
    city: 'bengaluru-in',
    level: 2,
  })),
  ...[600_000, 650_000, 700_000, 750_000].map((base) => ({
    company: 'infosys',
    title: 'software-engineer',
    base,
    city: 'pune-in',
    level: 1,
  })),
  ...[800_000, 850_000, 900_000].map((base) => ({ company: 'infosys', title: 'software-engineer', base, city: 'bengaluru-in', level: 2 })),
  // Hyderabad: 6 records, but no title there reaches MIN_SLICE.
  ...[500_000, 520_000, 540_000].map((base) => ({ company: 'infosys', title: 'data-analyst', base, city: 'hyderabad-in', level: 1 })),
  ...[700_000, 720_000, 740_000].map((base) => ({ company: 'infosys', title: 'data-engineer', base, city: 'hyderabad-in', level: 2 })),
].map((r, i) => ({ cc: 'in' as const, yoe: 3, reportedOn: day(i), bonus: 50_000, ...r }));

const all: Fixture[] = [...googleSwe, ...metaSwe, ...amazonSwe, ...googleDs, ...india];

describeWithDb('salary explore', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    // The daily search limit has its own suite below.
    t = await createTestApp({ now: clock.now, env: { SEARCH_LIMIT_ANON: '0', SEARCH_LIMIT_MEMBER: '0' } });
    const db = t.database.db;
    const companyRows = await db.select().from(companies);
    const titleRows = await db.select().from(titles);
    const locationRows = await db.select().from(locations);
    const skillRows = await db.select().from(skills);
    const idOf = <R extends { id: number; slug: string }>(rows: R[], slug: string) => {
      const row = rows.find((r) => r.slug === slug);
      if (!row) throw new Error(`fixture: no ${slug}`);
      return row;
    };
    const levelId = async (companyId: number, familyId: number, standardLevel: number) =>
      (
        await db
          .select({ id: companyLevels.id })
          .from(companyLevels)
          .where(
            and(
              eq(companyLevels.companyId, companyId),
              eq(companyLevels.familyId, familyId),
              eq(companyLevels.standardLevel, standardLevel),
            ),
          )
      )[0]?.id ?? null;
    const inputs: SalaryRecordInput[] = [];
    for (const r of all) {
      const company = idOf(companyRows, r.company);
      const title = idOf(titleRows, r.title);
      inputs.push({
        countryCode: r.cc,
        companyId: company.id,
        titleId: title.id,
        levelId: r.level === null ? null : await levelId(company.id, title.familyId, r.level),
        standardLevel: r.level,
        locationId: idOf(locationRows, r.city).id,
        yearsOfExperience: r.yoe,
        base: r.base,
        stockYearly: r.stock ?? null,
        bonus: r.bonus ?? null,
        signingBonus: r.signing ?? null,
        reportedOn: r.reportedOn,
        skillIds: r.skills?.map((s) => idOf(skillRows, s).id) ?? null,
        gender: 'female',
      });
    }
    await insertSalaryRecords(db, inputs);
  });
  afterAll(() => t.close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/v1${path}`, headers });
    return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? res.json() : null, res };
  };
  const totals = (rows: Fixture[]) => rows.map(totalOf);
  /** A listed item: its name, slug, record count, the median total of its records, and the page it leads to. */
  const linked = (name: string, slug: string, count: number, rows: Fixture[], href: string) => ({
    name,
    slug,
    count,
    p50: median(totals(rows)),
    href,
  });

  describe('levels', () => {
    it('lists each standard level with the company’s own names and independently computed figures', async () => {
      const { status, body } = await get('/us/salary/google--software-engineer/levels');
      expect(status).toBe(200);
      const d = body.data;
      expect(d).toMatchObject({ countryCode: 'us', currency: 'USD', company: { slug: 'google' }, title: { slug: 'software-engineer' } });
      expect(d.count).toBe(15);
      // Staff has 4 records (one short of MIN_SLICE): left out. Senior has exactly 5: shown.
      expect(d.levels.map((l: { level: number; count: number }) => [l.level, l.count])).toEqual([
        [2, 6],
        [3, 5],
      ]);
      const [mid, senior] = d.levels;
      const midRows = googleSwe.filter((r) => r.level === 2);
      const seniorRows = googleSwe.filter((r) => r.level === 3);
      expect(mid).toMatchObject({ name: 'Mid', companyLevels: ['L4'] });
      expect(senior).toMatchObject({ name: 'Senior', companyLevels: ['L5'] });
      expect(mid.total).toEqual({
        p25: Math.round(percentile(totals(midRows), 0.25)),
        p50: median(totals(midRows)),
        p75: Math.round(percentile(totals(midRows), 0.75)),
      });
      expect(mid.baseMedian).toBe(median(midRows.map((r) => r.base)));
      // Mid: only 4 of 6 report stock (under MIN_SLICE), all 6 a bonus.
      expect(mid.stockMedian).toBeNull();
      expect(mid.bonusMedian).toBe(15_000);
      // Senior: all 5 report stock, only 4 a bonus.
      expect(senior.stockMedian).toBe(median(seniorRows.map((r) => r.stock!)));
      expect(senior.bonusMedian).toBeNull();
    });

    it('has no company level names for a title slice, and counts every company', async () => {
      const d = (await get('/us/salary/software-engineer/levels')).body.data;
      expect(d.company).toBeNull();
      const swe = [...googleSwe, ...metaSwe, ...amazonSwe];
      expect(d.count).toBe(swe.length);
      expect(d.levels.map((l: { level: number; count: number; companyLevels: string[] }) => [l.level, l.count, l.companyLevels])).toEqual([
        [2, swe.filter((r) => r.level === 2).length, []],
        [3, swe.filter((r) => r.level === 3).length, []],
      ]);
      expect(d.levels[1].total.p50).toBe(median(totals(swe.filter((r) => r.level === 3))));
    });

    it('answers 404 for a slice under MIN_SLICE and for unknown slugs', async () => {
      const under = await get('/us/salary/google--data-scientist/levels');
      expectStatusMessage(under, 404, /at least 5 people/);
      expect(under.body.code).toBe('too-few-records');
      const unknown = await get('/us/salary/google--astronaut/levels');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('unknown-slice');
      const bad = await get('/us/salary/Google%20SWE/levels');
      expectStatusMessage(bad, 400, { contains: 'params.q' });
    });

    it('does not clash with the stats call on the same slice', async () => {
      const stats = await get('/us/salary/google--software-engineer');
      expect(stats.status).toBe(200);
      expect(stats.body.data.count).toBe(15);
      expect(stats.body.data.records).toBeDefined();
    });
  });

  describe('titles', () => {
    it('lists a company’s titles in the region by count, leaving out those under MIN_SLICE', async () => {
      const { status, body } = await get('/in/salary/infosys/titles');
      expect(status).toBe(200);
      const d = body.data;
      expect(d.company).toEqual({ name: 'Infosys', slug: 'infosys' });
      expect(d.title).toBeNull();
      const swe = india.filter((r) => r.company === 'infosys' && r.title === 'software-engineer');
      const ds = india.filter((r) => r.company === 'infosys' && r.title === 'data-scientist');
      // Data analyst and data engineer have 3 each: left out.
      expect(d.titles).toEqual([
        linked('Software Engineer', 'software-engineer', 7, swe, '/in/salary/infosys--software-engineer'),
        linked('Data Scientist', 'data-scientist', 5, ds, '/in/salary/infosys--data-scientist'),
      ]);
    });

    it('gives the same list for a company–title query, naming the title', async () => {
      const a = (await get('/in/salary/infosys/titles')).body.data;
      const b = (await get('/in/salary/infosys--data-scientist/titles')).body.data;
      expect(b.title).toEqual({ name: 'Data Scientist', slug: 'data-scientist' });
      expect(b.titles).toEqual(a.titles);
      // Google in the US: data scientists (4) are under MIN_SLICE.
      const google = (await get('/us/salary/google/titles')).body.data;
      expect(google.titles.map((x: { slug: string }) => x.slug)).toEqual(['software-engineer']);
    });

    it('answers 404 for an unknown company and 400 for a malformed q or limit', async () => {
      expect((await get('/in/salary/nowhere-inc/titles')).status).toBe(404);
      const bad = await get('/in/salary/infosys--data-scientist--x/titles');
      expectStatusMessage(bad, 400, /\{company\}--\{title\}/);
      const limit = await get('/in/salary/infosys/titles?limit=500');
      expectStatusMessage(limit, 400, { contains: 'querystring.limit' });
    });
  });

  describe('salaries list', () => {
    type Item = { name: string; slug: string; count: number; p50: number; href: string | null };
    const slugs = (items: Item[]) => items.map((i) => i.slug);

    it('breaks a title down by companies and cities, by pay or by popularity', async () => {
      const pay = (await get('/us/salaries-list/title/software-engineer')).body.data;
      expect(pay).toMatchObject({
        countryCode: 'us',
        recordsCountryCode: 'us',
        currency: 'USD',
        conversion: null,
        subject: { kind: 'title', name: 'Software Engineer', slug: 'software-engineer' },
        count: 32,
        sort: 'pay',
        titles: null,
        isDemo: false,
      });
      expect(slugs(pay.companies)).toEqual(['amazon', 'google', 'meta']);
      expect(pay.companies[1]).toEqual(linked('Google', 'google', 15, googleSwe, '/us/salary/google--software-engineer'));
      const popular = (await get('/us/salaries-list/title/software-engineer?popular=true')).body.data;
      expect(popular.sort).toBe('popular');
      expect(popular.companies.map((c: Item) => [c.slug, c.count])).toEqual([
        ['google', 15],
        ['meta', 11],
        ['amazon', 6],
      ]);
      expect(popular.cities.map((c: Item) => [c.slug, c.count, c.href])).toEqual([
        ['seattle-us', 17, '/us/salary/software-engineer?location=seattle-us'],
        ['san-francisco-us', 8, '/us/salary/software-engineer?location=san-francisco-us'],
        ['austin-us', 7, '/us/salary/software-engineer?location=austin-us'],
      ]);
      expect(popular.cities[0].p50).toBe(median(totals([...metaSwe, ...amazonSwe])));
    });

    it('lists a company’s titles and cities, leading to company pages', async () => {
      const d = (await get('/us/salaries-list/company/google?popular=1')).body.data;
      expect(d.companies).toBeNull();
      expect(d.count).toBe(19);
      // Data scientists (4) are under MIN_SLICE.
      expect(d.titles).toEqual([linked('Software Engineer', 'software-engineer', 15, googleSwe, '/us/salary/google--software-engineer')]);
      expect(d.cities.map((c: Item) => [c.slug, c.count, c.href])).toEqual([
        ['san-francisco-us', 12, '/us/salary/google--software-engineer?location=san-francisco-us'],
        ['austin-us', 7, '/us/salary/google--software-engineer?location=austin-us'],
      ]);
    });

    it('shows a region’s popular companies, titles and cities (the hub), with pages only where they have enough records', async () => {
      const d = (await get('/in/salaries-list/location-country/in?popular=true')).body.data;
      expect(d.subject).toEqual({ kind: 'location-country', name: 'India', slug: 'in' });
      expect(d.count).toBe(india.length);
      // A company leads to its own page.
      expect(d.companies.map((c: Item) => [c.slug, c.count, c.href])).toEqual([['infosys', 18, '/in/company/infosys']]);
      expect(d.titles.map((c: Item) => [c.slug, c.count, c.href])).toEqual([
        ['software-engineer', 8, '/in/salary/software-engineer'],
        ['data-scientist', 5, '/in/salary/data-scientist'],
      ]);
      // Bengaluru: 5 data scientists, 4 software engineers. Hyderabad: no title with 5 records
      // there, so no page. Pune: 4 records, left out.
      expect(d.cities.map((c: Item) => [c.slug, c.count, c.href])).toEqual([
        ['bengaluru-in', 9, '/in/salary/data-scientist?location=bengaluru-in'],
        ['hyderabad-in', 6, null],
      ]);
      const us = (await get('/us/salaries-list/location-country/us?popular=true&limit=2')).body.data;
      expect(us.companies.map((c: Item) => [c.slug, c.href])).toEqual([
        ['google', '/us/company/google'],
        ['meta', '/us/company/meta'],
      ]);
      expect(slugs(us.titles)).toEqual(['software-engineer']);
      expect(us.cities).toHaveLength(2);
    });

    it('breaks down a skill and a city', async () => {
      const skill = (await get('/us/salaries-list/skill/python?popular=true')).body.data;
      expect(skill.subject).toEqual({ kind: 'skill', name: 'Python', slug: 'python' });
      expect(skill.count).toBe(10);
      // Five each: the higher median (Meta's senior engineers) first.
      expect(skill.companies.map((c: Item) => [c.slug, c.count])).toEqual([
        ['meta', 5],
        ['google', 5],
      ]);
      expect(skill.titles.map((c: Item) => [c.slug, c.count, c.href])).toEqual([['software-engineer', 10, '/us/salary/software-engineer']]);
      const city = (await get('/us/salaries-list/location-city/seattle-us?popular=true')).body.data;
      expect(city.subject).toEqual({ kind: 'location-city', name: 'Seattle', slug: 'seattle-us' });
      expect(city.cities).toBeNull();
      expect(city.companies.map((c: Item) => [c.slug, c.href])).toEqual([
        ['meta', '/us/company/meta?location=seattle-us'],
        ['amazon', '/us/company/amazon?location=seattle-us'],
      ]);
      expect(city.titles.map((c: Item) => [c.slug, c.href])).toEqual([
        ['software-engineer', '/us/salary/software-engineer?location=seattle-us'],
      ]);
    });

    it('converts another region’s records into the display currency at the configured rate', async () => {
      const d = (await get('/in/salaries-list/title/software-engineer?country=us&popular=true')).body.data;
      expect(d).toMatchObject({ countryCode: 'in', recordsCountryCode: 'us', currency: 'INR' });
      expect(d.conversion).toEqual({ from: 'USD', to: 'INR', rate: 84.5, asOf: '2026-10-31' });
      expect(d.companies[0]).toMatchObject({ slug: 'google', p50: Math.round(median(totals(googleSwe)) * 84.5) });
      expect(d.companies[0].href).toBe('/us/salary/google--software-engineer');
    });

    it('answers 404 under MIN_SLICE or for unknown subjects, and 400 naming a bad kind, flag or limit', async () => {
      expect((await get('/in/salaries-list/company/google')).status).toBe(404);
      expect((await get('/us/salaries-list/skill/cobol')).status).toBe(404);
      const kind = await get('/us/salaries-list/school/iit');
      expectStatusMessage(kind, 400, { contains: 'params.kind' });
      const flag = await get('/us/salaries-list/title/software-engineer?popular=maybe');
      expectStatusMessage(flag, 400, { contains: 'querystring.popular' });
      const limit = await get('/us/salaries-list/title/software-engineer?limit=51');
      expectStatusMessage(limit, 400, { contains: 'at most 50' });
      const region = await get('/us/salaries-list/location-country/uk');
      expectStatusMessage(region, 400, /in or us/);
    });
  });

  describe('company page', () => {
    type Level = { name: string; standardLevel: number; standardName: string; count: number | null; total: unknown };
    const quartiles = (rows: Fixture[]) => ({
      p25: Math.round(percentile(totals(rows), 0.25)),
      p50: median(totals(rows)),
      p75: Math.round(percentile(totals(rows), 0.75)),
    });

    it('leads with the company’s own ladder for its most reported job family, with its titles, cities and peers', async () => {
      const { status, body } = await get('/us/company/google');
      expect(status).toBe(200);
      const d = body.data;
      expect(d).toMatchObject({
        countryCode: 'us',
        currency: 'USD',
        company: { name: 'Google', slug: 'google' },
        location: null,
        count: 19,
        isDemo: false,
      });
      expect(d.ladder).toMatchObject({
        family: { name: 'Software Engineering', slug: 'software-engineering' },
        count: 15,
        title: { name: 'Software Engineer', slug: 'software-engineer' },
        href: '/us/salary/google--software-engineer',
      });
      // Data and AI: 4 data scientists, under MIN_SLICE, so no ladder of its own.
      expect(d.families).toEqual([{ name: 'Software Engineering', slug: 'software-engineering', count: 15 }]);
      // Every level of Google's ladder, with figures only where MIN_SLICE records are: L6 has 4.
      expect(d.ladder.levels.map((l: Level) => [l.name, l.standardName, l.count])).toEqual([
        ['L3', 'Entry', null],
        ['L4', 'Mid', 6],
        ['L5', 'Senior', 5],
        ['L6', 'Staff', null],
        ['L7', 'Senior Staff', null],
        ['L8', 'Principal', null],
      ]);
      expect(d.ladder.levels[1].total).toEqual(quartiles(googleSwe.filter((r) => r.level === 2)));
      expect(d.ladder.levels[2].total).toEqual(quartiles(googleSwe.filter((r) => r.level === 3)));
      expect(d.ladder.levels[3]).toEqual({ name: 'L6', standardLevel: 4, standardName: 'Staff', count: null, total: null });
      // Data scientists (4) are under MIN_SLICE: not listed.
      expect(d.titles).toEqual([linked('Software Engineer', 'software-engineer', 15, googleSwe, '/us/salary/google--software-engineer')]);
      expect(d.cities.map((c: { slug: string; count: number; href: string }) => [c.slug, c.count, c.href])).toEqual([
        ['san-francisco-us', 12, '/us/company/google?location=san-francisco-us'],
        ['austin-us', 7, '/us/company/google?location=austin-us'],
      ]);
      expect(d.peers).toEqual([
        linked('Meta', 'meta', 11, metaSwe, '/us/compare/companies/google--software-engineer--vs--meta--software-engineer'),
        linked('Amazon', 'amazon', 6, amazonSwe, '/us/compare/companies/google--software-engineer--vs--amazon--software-engineer'),
      ]);
    });

    it('narrows to a city: no level there reaches MIN_SLICE, so no level shows a figure', async () => {
      const d = (await get('/us/company/google?location=austin-us')).body.data;
      expect(d).toMatchObject({ location: { name: 'Austin', slug: 'austin-us' }, count: 7 });
      expect(d.ladder).toMatchObject({ count: 7, href: '/us/salary/google--software-engineer?location=austin-us' });
      expect(d.ladder.levels.every((l: Level) => l.count === null && l.total === null)).toBe(true);
      expect(d.titles.map((t: { href: string }) => t.href)).toEqual(['/us/salary/google--software-engineer?location=austin-us']);
      // The cities list stays whole, to switch to another.
      expect(d.cities).toHaveLength(2);
    });

    it('pools a family’s titles in its ladder, and shows another family’s on request', async () => {
      // Infosys: Data and AI has 11 records (5 data scientists at level 2, 3 data engineers at 2, 3 analysts at 1).
      const d = (await get('/in/company/infosys')).body.data;
      expect(d.families.map((f: { slug: string; count: number }) => [f.slug, f.count])).toEqual([
        ['data-and-ai', 11],
        ['software-engineering', 7],
      ]);
      expect(d.ladder).toMatchObject({ family: { slug: 'data-and-ai' }, count: 11, title: { slug: 'data-scientist' } });
      const shown = d.ladder.levels.filter((l: Level) => l.count !== null);
      expect(shown.map((l: Level) => [l.standardLevel, l.count])).toEqual([[2, 8]]);
      expect(d.titles.map((t: { slug: string }) => t.slug)).toEqual(['software-engineer', 'data-scientist']);
      // Software engineering: 4 at level 1 and 3 at level 2, both under MIN_SLICE: names only.
      const swe = (await get('/in/company/infosys?family=software-engineering')).body.data;
      expect(swe.ladder).toMatchObject({ count: 7, title: { slug: 'software-engineer' }, href: '/in/salary/infosys--software-engineer' });
      expect(swe.ladder.levels.length).toBeGreaterThan(0);
      expect(swe.ladder.levels.every((l: Level) => l.count === null && l.total === null)).toBe(true);
    });

    it('gives a company–title salary page the company’s ladder, the standard level beside each, levels under MIN_SLICE left out', async () => {
      const d = (await get('/us/salary/google--software-engineer')).body.data;
      expect(d.byCompanyLevel).toEqual([
        { key: 'L4', label: 'L4', standardLevel: 2, standardName: 'Mid', count: 6, ...quartiles(googleSwe.filter((r) => r.level === 2)) },
        {
          key: 'L5',
          label: 'L5',
          standardLevel: 3,
          standardName: 'Senior',
          count: 5,
          ...quartiles(googleSwe.filter((r) => r.level === 3)),
        },
      ]);
      // A title page keeps the standard levels only.
      expect((await get('/us/salary/software-engineer')).body.data.byCompanyLevel).toEqual([]);
    });

    it('answers 404 for an unknown company, title or city, under MIN_SLICE, and 400 for a malformed slug', async () => {
      const unknown = await get('/us/company/no-such-co');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'No salaries found for "no-such-co"', code: 'unknown-slice' });
      // Google has no records in India; Google's data scientists are 4.
      for (const path of ['/in/company/google', '/us/company/google?family=data-and-ai', '/us/company/google?family=no-such-family']) {
        const few = await get(path);
        expect(few.status, path).toBe(404);
        expect(few.body.code, path).toBe('too-few-records');
      }
      // A city of the other region finds nothing here.
      expect((await get('/us/company/google?location=bengaluru-in')).status).toBe(404);
      expect((await get('/us/company/Google')).status).toBe(400);
    });
  });

  describe('resolving free text', () => {
    const resolve = async (text: string, query = '') => {
      const { status, body } = await get(`/salary/${encodeURIComponent(text)}${query}`);
      expect(status).toBe(200);
      return body.data;
    };
    type Named = { name: string; slug: string } | null;
    const GOOGLE = { name: 'Google', slug: 'google' };
    const SOFTWARE_ENGINEER = { name: 'Software Engineer', slug: 'software-engineer' };
    /** What a text resolves to when no city is typed with it. */
    const resolved = (kind: string, path: string | null, countryCode: string, company: Named, title: Named, count: number) => ({
      kind,
      path,
      countryCode,
      company,
      title,
      location: null,
      count,
    });

    it('finds a company and title in either order, around words like "at"', async () => {
      for (const text of ['google software engineer', 'Software Engineer at Google', 'software engineer salary google']) {
        expect(await resolve(text)).toEqual(
          resolved('company-title', '/us/salary/google--software-engineer', 'us', GOOGLE, SOFTWARE_ENGINEER, 15),
        );
      }
      const sde = await resolve('sde at amazon');
      // Amazon software engineers: 6 in the US, 1 in India.
      expect(sde).toMatchObject({ kind: 'company-title', path: '/us/salary/amazon--software-engineer', countryCode: 'us', count: 6 });
      expect((await resolve('engineer software')).path).toBe('/us/salary/software-engineer');
    });

    it('picks the region with the most records, or the preferred one when it has enough', async () => {
      // Data scientists: 4 in the US, 5 in India.
      expect(await resolve('Data scientist')).toMatchObject({
        kind: 'title',
        path: '/in/salary/data-scientist',
        countryCode: 'in',
        company: null,
      });
      expect((await resolve('software engineer')).path).toBe('/us/salary/software-engineer');
      expect((await resolve('software engineer', '?cc=in')).path).toBe('/in/salary/software-engineer');
      // Amazon software engineers in India: 1, under MIN_SLICE, so the US still.
      expect((await resolve('amazon sde', '?cc=in')).countryCode).toBe('us');
    });

    it('leads a company alone to its company page (naming its most reported title), and completes a partly typed name', async () => {
      expect(await resolve('infosys')).toEqual(
        resolved('company', '/in/company/infosys', 'in', { name: 'Infosys', slug: 'infosys' }, SOFTWARE_ENGINEER, 18),
      );
      expect((await resolve('infos')).path).toBe('/in/company/infosys');
      expect(await resolve('Google')).toMatchObject({ kind: 'company', path: '/us/company/google', count: 19 });
      expect(await resolve('google data sci')).toMatchObject({ kind: 'company-title', path: '/us/salary/google--data-scientist' });
    });

    it('keeps a city typed after a title or company as the page’s city filter, by name or alias, in its region', async () => {
      expect(await resolve('software engineer bangalore')).toMatchObject({
        kind: 'title',
        path: '/in/salary/software-engineer?location=bengaluru-in',
        countryCode: 'in',
        location: { slug: 'bengaluru-in' },
      });
      expect((await resolve('infosys pune')).path).toBe('/in/company/infosys?location=pune-in');
      // The city decides the region even where the title has more records elsewhere.
      expect((await resolve('software engineer in seattle')).path).toBe('/us/salary/software-engineer?location=seattle-us');
      // A word that is no city is still read as before.
      expect((await resolve('google data sci')).location).toBeNull();
    });

    it('answers kind none with no path when nothing matches, and 400 for a blank q', async () => {
      expect(await resolve('zzqx flibber')).toEqual(resolved('none', null, 'in', null, null, 0));
      expect((await resolve('zzqx', '?cc=us')).countryCode).toBe('us');
      const blank = await get('/salary/%20%20');
      expectStatusMessage(blank, 400, { contains: 'params.q' });
    });
  });

  describe('compare', () => {
    type Entry = { key: string; available: boolean; count: number | null; total: { p50: number } | null };

    it('puts two entries side by side with levels aligned by the standard scale', async () => {
      const { status, body } = await get('/us/compare/salary/google--software-engineer--vs--meta--software-engineer');
      expect(status).toBe(200);
      const d = body.data;
      expect(d.entries.map((e: Entry) => [e.key, e.available, e.count])).toEqual([
        ['google--software-engineer', true, 15],
        ['meta--software-engineer', true, 11],
      ]);
      expect(d.isDemo).toBe(false);
      const [google, meta] = d.entries;
      expect(google.total.p50).toBe(median(totals(googleSwe)));
      expect(google.total.p90).toBe(Math.round(percentile(totals(googleSwe), 0.9)));
      expect(google.base.p25).toBe(
        Math.round(
          percentile(
            googleSwe.map((r) => r.base),
            0.25,
          ),
        ),
      );
      expect(meta.total.p50).toBe(median(totals(metaSwe)));
      expect(google.href).toBe('/us/salary/google--software-engineer');
      expect(google.confidence.label).toBe('Low');
      // Staff: Google has 4 records there (under MIN_SLICE), Meta none: no row.
      expect(
        d.levels.map((l: { level: number; entries: Array<{ p50: number | null; companyLevels: string[] }> }) => [l.level, l.entries]),
      ).toEqual([
        [
          2,
          [
            { p50: median(totals(googleSwe.filter((r) => r.level === 2))), count: 6, companyLevels: ['L4'] },
            { p50: median(totals(metaSwe.filter((r) => r.level === 2))), count: 6, companyLevels: ['E4'] },
          ],
        ],
        [
          3,
          [
            { p50: median(totals(googleSwe.filter((r) => r.level === 3))), count: 5, companyLevels: ['L5'] },
            { p50: median(totals(metaSwe.filter((r) => r.level === 3))), count: 5, companyLevels: ['E5'] },
          ],
        ],
      ]);
    });

    it('takes a third entry, reports one under MIN_SLICE as unavailable, and a bare company as all its titles', async () => {
      const d = (await get('/us/compare/salary/google--software-engineer--vs--google--data-scientist--vs--amazon')).body.data;
      expect(d.entries).toHaveLength(3);
      const [, ds, amazon] = d.entries;
      expect(ds).toMatchObject({ available: false, count: null, total: null, confidence: null });
      expect(ds.reason).toMatch(/at least 5 people/);
      expect(amazon).toMatchObject({ key: 'amazon', title: null, available: true, count: 6, href: null });
      expect(amazon.total.p50).toBe(median(totals(amazonSwe)));
      for (const row of d.levels) {
        expect(row.entries[1]).toEqual({ p50: null, count: null, companyLevels: [] });
      }
      // Amazon has 3 at each level: no cell of its own.
      expect(d.levels.every((row: { entries: Array<{ p50: number | null }> }) => row.entries[2]!.p50 === null)).toBe(true);
    });

    it('applies gpayCC and rosettaLevel as the stats call does', async () => {
      const d = (await get('/us/compare/salary/google--software-engineer--vs--meta--software-engineer?gpayCC=in&rosettaLevel=3')).body.data;
      expect(d.currency).toBe('INR');
      expect(d.conversion).toMatchObject({ from: 'USD', to: 'INR', rate: 84.5 });
      expect(d.entries[0].count).toBe(5);
      expect(d.entries[0].total.p50).toBe(Math.round(median(totals(googleSwe.filter((r) => r.level === 3))) * 84.5));
      expect(d.levels.map((l: { level: number }) => l.level)).toEqual([3]);
    });

    it('refuses fewer than two or more than three entries, malformed entries and unknown slugs', async () => {
      const one = await get('/us/compare/salary/google--software-engineer');
      expectStatusMessage(one, 400, /two or three entries/);
      const four = await get('/us/compare/salary/google--vs--meta--vs--amazon--vs--infosys');
      expectStatusMessage(four, 400, /two or three entries/);
      const malformed = await get('/us/compare/salary/google--software-engineer--x--vs--meta');
      expectStatusMessage(malformed, 400, /google--software-engineer--x/);
      const unknown = await get('/us/compare/salary/google--software-engineer--vs--nowhere-inc');
      expectStatusMessage(unknown, 404, { contains: 'nowhere-inc' });
      const offset = await get('/us/compare/salary/google--vs--meta?dateOffset=0');
      expectStatusMessage(offset, 400, { contains: 'querystring.dateOffset' });
    });

    it('takes three entries of long slugs (a URL past 100 characters per parameter)', async () => {
      const long = 'walmart-global-tech--machine-learning-engineer';
      const q = [long, long.replace('walmart-global-tech', 'goldman-sachs'), long.replace('walmart-global-tech', 'kaiser-permanente')].join(
        '--vs--',
      );
      expect(q.length).toBeGreaterThan(100);
      const { status, body } = await get(`/us/compare/salary/${q}`);
      // Answered by the call (the entries have no records here), not refused by the router.
      expect(status).toBe(200);
      expect(body.data.entries.map((e: Entry) => e.available)).toEqual([false, false, false]);
    });
  });

  describe('export', () => {
    const url = '/us/salary/profiles/export?q=google--software-engineer';

    it('asks guests to sign in and members to upgrade', async () => {
      const guest = await get(url);
      expect(guest.status).toBe(401);
      expect(guest.body).toMatchObject({ success: false, message: 'Not logged in', statusCode: 401 });
      const member = await signedInUser(t, clock.now(), { email: 'member@infosys.com' });
      const refused = await get(url, member.headers);
      expectStatusMessage(refused, 403, 'Premium only feature, upgrade to gain access!');
    });

    it('gives premium members the slice’s anonymised records as a CSV attachment', async () => {
      const premium = await signedInUser(t, clock.now(), {
        email: 'premium@infosys.com',
        premiumUntil: new Date(clock.now().getTime() + 30 * 86_400_000),
      });
      const { status, res } = await get(url, premium.headers);
      expect(status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="paysight-us-google--software-engineer-salaries.csv"');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'reported_month,company,title,level,standard_level,city,years_of_experience,base,stock_yearly,bonus,signing_bonus,total,currency,verification',
      );
      expect(lines).toHaveLength(1 + googleSwe.length);
      expect(res.body).not.toMatch(/female|premium@|\d{4}-\d{2}-\d{2}/);
      const rows = lines.slice(1).map((l: string) => l.split(','));
      const months = rows.map((r: string[]) => r[0]!);
      expect(months.every((m: string) => /^\d{4}-\d{2}$/.test(m))).toBe(true);
      expect(months).toEqual([...months].sort().reverse());
      const first = googleSwe[0]!;
      const row = rows.find((r: string[]) => r[10] === '25000')!;
      expect(row).toEqual([
        first.reportedOn.slice(0, 7),
        'Google',
        'Software Engineer',
        'L4',
        '2',
        'San Francisco',
        String(first.yoe),
        String(first.base),
        String(first.stock),
        String(first.bonus),
        '25000',
        String(totalOf(first)),
        'USD',
        'member',
      ]);
      const filtered = await get(`${url}&rosettaLevel=3`, premium.headers);
      expect(filtered.res.body.trim().split('\r\n')).toHaveLength(1 + 5);
      expect(filtered.res.headers['content-disposition']).toContain('google--software-engineer-level-3-salaries.csv');
    });

    it('lets enterprise users export, keeps MIN_SLICE, and validates q', async () => {
      const hr = await signedInUser(t, clock.now(), { email: 'hr@acme.example', role: 'enterprise' });
      expect((await get(url, hr.headers)).status).toBe(200);
      const under = await get('/us/salary/profiles/export?q=google--data-scientist', hr.headers);
      expect(under.status).toBe(404);
      expect(under.body.code).toBe('too-few-records');
      const missing = await get('/us/salary/profiles/export', hr.headers);
      expectStatusMessage(missing, 400, { contains: 'querystring.q' });
    });

    it('routes /{cc}/salary/profiles/... only to the export, leaving a slice named "profiles" to the other calls', async () => {
      const stats = await get('/us/salary/profiles');
      expectStatusMessage(stats, 404, 'No salaries found for "profiles"');
      const levels = await get('/us/salary/profiles/levels');
      expectStatusMessage(levels, 404, 'No salaries found for "profiles"');
    });
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/{cc}/salary/{q}/levels',
        '/api/v1/{cc}/salary/{q}/titles',
        '/api/v1/{cc}/salaries-list/{kind}/{q}',
        '/api/v1/{cc}/company/{company}',
        '/api/v1/salary/{q}',
        '/api/v1/{cc}/compare/salary/{q}',
        '/api/v1/{cc}/salary/profiles/export',
      ]),
    );
    const exportDoc = doc.paths['/api/v1/{cc}/salary/profiles/export'].get;
    expect(Object.keys(exportDoc.responses['200'].content)).toEqual(['text/csv']);
    expect(exportDoc.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['cc', 'q', 'rosettaLevel']));
  });
});

describeWithDb('explore calls and the daily search limit', () => {
  it('counts levels, titles, compare and export against a guest’s searches, not lists or free-text resolution', async () => {
    await withTestApp({ env: { SEARCH_LIMIT_ANON: '2' } }, async (t) => {
      // No records here (404), but each new page still counts.
      await expectGuestLimit(t.app, ['/us/salary/software-engineer/levels', '/us/salary/data-scientist/levels', '/us/salary/meta/levels']);
      for (const path of [
        '/us/salary/google/titles',
        '/us/compare/salary/google--vs--meta',
        '/us/salary/profiles/export?q=product-manager',
        '/us/company/google',
      ]) {
        expect((await t.app.inject(`/api/v1${path}`)).statusCode).toBe(429);
      }
      expect((await t.app.inject('/api/v1/salary/google')).statusCode).toBe(200);
      expect((await t.app.inject('/api/v1/us/salaries-list/location-country/us')).statusCode).toBe(404);
    });
  });
});

describeWithDb('explore cache', () => {
  it('serves a stale answer while it is recomputed, then the fresh one', async () => {
    const t = await createTestApp({ env: { SEARCH_LIMIT_ANON: '0' } });
    try {
      const db = t.database.db;
      const [infosys] = await db.select().from(companies).where(eq(companies.slug, 'infosys'));
      const [ds] = await db.select().from(titles).where(eq(titles.slug, 'data-scientist'));
      const records = (n: number): SalaryRecordInput[] =>
        Array.from({ length: n }, (_, i) => ({ countryCode: 'in', companyId: infosys!.id, titleId: ds!.id, base: 1_000_000 + i * 10_000 }));
      const count = async () => (await t.app.inject('/api/v1/in/salaries-list/company/infosys')).json().data.count as number;

      await insertSalaryRecords(db, records(5));
      expect(await count()).toBe(5);
      await insertSalaryRecords(db, records(2));
      // Within the minute: the cached answer.
      expect(await count()).toBe(5);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      // Stale: still answered at once, while one recomputation runs.
      expect(await count()).toBe(5);
      await vi.waitFor(async () => expect(await count()).toBe(7));
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});
