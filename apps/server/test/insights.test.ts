import { STANDARD_LEVELS } from '@paysight/contract';
import { companies, locations, titles } from '@paysight/db';
import { insertSalaryRecords, type SalaryRecordInput } from '@paysight/db/factories';
import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SALARY_REPORTS } from '../src/modules/insights/salary-reports.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { median, percentile } from './percentile.js';
import { signedInUser } from './users.js';

const MIN_SLICE = 5;

/** One fixture record, with what the test needs to compute figures on its own. */
interface Fx {
  cc: 'in' | 'us';
  company: string;
  title: string;
  level: number;
  city: string;
  base: number;
  stock: number | null;
  bonus: number | null;
  reportedOn: string;
  held?: boolean;
}
const totalOf = (r: Fx) => r.base + (r.stock ?? 0) + (r.bonus ?? 0);

/** `levels.length` records of a company and title; amounts vary with the index, days within the month too. */
function group(cc: Fx['cc'], company: string, title: string, levels: number[], baseFrom: number, month: string, city: string): Fx[] {
  return levels.map((level, i) => ({
    cc,
    company,
    title,
    level,
    city,
    base: baseFrom + i * 97_000 + (i % 3) * 13_000,
    stock: i % 2 === 1 ? 40_000 * i : null,
    bonus: i % 3 === 2 ? null : 11_000 * (i + 1),
    reportedOn: `${month}-${String(3 + i * 4).padStart(2, '0')}`,
  }));
}

// India, software engineers: groups at, over and just under MIN_SLICE (5), over four months.
const FIXTURES: Fx[] = [
  ...group('in', 'tata-consultancy-services', 'software-engineer', [1, 1, 1, 1, 1], 700_000, '2025-06', 'hyderabad-in'),
  ...group('in', 'wipro', 'software-engineer', [4, 4, 4, 4], 900_000, '2025-09', 'bengaluru-in'),
  ...group('in', 'infosys', 'software-engineer', [2, 2, 2, 2, 2], 1_000_000, '2026-03', 'bengaluru-in'),
  ...group('in', 'zoho', 'software-engineer', [2, 2, 2, 2], 1_400_000, '2026-03', 'hyderabad-in'),
  ...group('in', 'google', 'software-engineer', [3, 3, 3, 3, 3, 3], 3_200_000, '2026-10', 'bengaluru-in'),
  ...group('in', 'flipkart', 'software-engineer', [2, 2, 3, 3, 3, 3, 3], 2_600_000, '2026-10', 'bengaluru-in'),
  ...group('in', 'razorpay', 'data-scientist', [2, 2, 2, 2, 2], 1_800_000, '2026-10', 'bengaluru-in'),
  // The United States, data scientists.
  ...group('us', 'google', 'data-scientist', [2, 2, 3, 3, 3], 160_000, '2026-08', 'san-francisco-us'),
  ...group('us', 'meta', 'data-scientist', [2, 3, 3, 3, 4, 4], 170_000, '2026-09', 'san-francisco-us'),
  ...group('us', 'amazon', 'data-scientist', [2, 2, 2, 2], 150_000, '2026-09', 'austin-us'),
];
// A held outlier never counts anywhere.
const HELD: Fx = { ...FIXTURES[20]!, base: 99_000_000, reportedOn: '2026-11-20', held: true };

describeWithDb('salary insights', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const company = new Map<string, { id: number; name: string; type: string; industry: string }>();
  const title = new Map<string, { id: number; name: string }>();

  const published = FIXTURES;
  const where = (pred: (r: Fx) => boolean) => published.filter(pred);
  const totals = (rows: Fx[]) => rows.map(totalOf);

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    const db = t.database.db;
    const all = [...FIXTURES, HELD];
    for (const c of await db
      .select({ id: companies.id, slug: companies.slug, name: companies.name, type: companies.type, industry: companies.industry })
      .from(companies)
      .where(inArray(companies.slug, [...new Set(all.map((r) => r.company))]))) {
      company.set(c.slug, c);
    }
    for (const row of await db
      .select({ id: titles.id, slug: titles.slug, name: titles.name })
      .from(titles)
      .where(inArray(titles.slug, [...new Set(all.map((r) => r.title))]))) {
      title.set(row.slug, row);
    }
    const cities = await db
      .select({ id: locations.id, slug: locations.slug })
      .from(locations)
      .where(inArray(locations.slug, [...new Set(all.map((r) => r.city))]));
    const city = new Map(cities.map((c) => [c.slug, c.id]));
    await insertSalaryRecords(
      db,
      all.map((r): SalaryRecordInput => ({
        countryCode: r.cc,
        companyId: company.get(r.company)!.id,
        titleId: title.get(r.title)!.id,
        standardLevel: r.level,
        locationId: city.get(r.city)!,
        yearsOfExperience: 3,
        base: r.base,
        stockYearly: r.stock,
        bonus: r.bonus,
        reportedOn: r.reportedOn,
        gender: 'female',
        ...(r.held ? { status: 'held' as const } : {}),
      })),
    );
  });

  const get = (path: string, headers: Record<string, string> = {}) => callApi(t.app, 'GET', path, headers);

  /** Records of a region grouped by a key, with their totals. */
  function groupBy(rows: Fx[], key: (r: Fx) => string) {
    const out = new Map<string, Fx[]>();
    for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
    return out;
  }

  // ---------------------------------------------------------------- trends

  it('gives the median total by month, with months under MIN_SLICE null', async () => {
    const { status, body } = await get('/salary-trends?title=software-engineer');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ countryCode: 'in', currency: 'INR', title: { name: 'Software Engineer', slug: 'software-engineer' } });
    expect(d.company).toBeNull();
    // 24 months ending with the current one (2026-11).
    expect(d.months).toHaveLength(24);
    expect(d.months[0].month).toBe('2024-12');
    expect(d.months.at(-1).month).toBe('2026-11');

    const swe = groupBy(
      where((r) => r.cc === 'in' && r.title === 'software-engineer'),
      (r) => r.reportedOn.slice(0, 7),
    );
    const byMonth = new Map(d.months.map((m: { month: string }) => [m.month, m]));
    // 2025-06: exactly MIN_SLICE records, shown; 2025-09: one fewer, a gap.
    expect(swe.get('2025-06')).toHaveLength(MIN_SLICE);
    expect(byMonth.get('2025-06')).toEqual({ month: '2025-06', count: 5, median: median(totals(swe.get('2025-06')!)) });
    expect(swe.get('2025-09')).toHaveLength(MIN_SLICE - 1);
    expect(byMonth.get('2025-09')).toEqual({ month: '2025-09', count: null, median: null });
    for (const month of ['2026-03', '2026-10']) {
      expect(byMonth.get(month)).toEqual({ month, count: swe.get(month)!.length, median: median(totals(swe.get(month)!)) });
    }
    expect(byMonth.get('2026-11')).toEqual({ month: '2026-11', count: null, median: null });
    expect(d.months.filter((m: { median: number | null }) => m.median !== null)).toHaveLength(3);

    const first = median(totals(swe.get('2025-06')!));
    const last = median(totals(swe.get('2026-10')!));
    expect(d.change).toEqual({ from: '2025-06', to: '2026-10', percent: Math.round(((last - first) / first) * 1000) / 10 });
  });

  it('limits trends to the window and filters by company; one shown month has no change', async () => {
    const recent = (await get('/salary-trends?title=software-engineer&months=12')).body.data;
    expect(recent.months).toHaveLength(12);
    expect(recent.months[0].month).toBe('2025-12');
    expect(recent.change.from).toBe('2026-03');

    const google = (await get('/salary-trends?cc=in&title=software-engineer&company=google&months=6')).body.data;
    expect(google.company).toEqual({ name: 'Google', slug: 'google' });
    const rows = where((r) => r.cc === 'in' && r.company === 'google' && r.title === 'software-engineer');
    expect(google.months.find((m: { month: string }) => m.month === '2026-10')).toEqual({
      month: '2026-10',
      count: 6,
      median: median(totals(rows)),
    });
    expect(google.change).toBeNull();

    // Without a title: every record of the region (the held outlier excluded).
    const region = (await get('/salary-trends?cc=in&months=3')).body.data;
    const october = where((r) => r.cc === 'in' && r.reportedOn.startsWith('2026-10'));
    expect(region.title).toBeNull();
    expect(region.months.find((m: { month: string }) => m.month === '2026-10')).toEqual({
      month: '2026-10',
      count: october.length,
      median: median(totals(october)),
    });
  });

  it('gives quarters on request, or by itself when most months are under MIN_SLICE; never a point under MIN_SLICE', async () => {
    const swe = where((r) => r.cc === 'in' && r.title === 'software-engineer');
    const quarterOf = (date: string) =>
      `${date.slice(0, 4)}-${String(Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}`;
    const byQuarter = groupBy(swe, (r) => quarterOf(r.reportedOn));
    const q = (await get('/salary-trends?title=software-engineer&interval=quarter')).body.data;
    expect(q.interval).toBe('quarter');
    // The quarters that hold 2024-12 … 2026-11, by their first month.
    expect(q.months.map((m: { month: string }) => m.month)).toEqual([
      '2024-10',
      '2025-01',
      '2025-04',
      '2025-07',
      '2025-10',
      '2026-01',
      '2026-04',
      '2026-07',
      '2026-10',
    ]);
    for (const point of q.months as Array<{ month: string; count: number | null; median: number | null }>) {
      const rows = byQuarter.get(point.month) ?? [];
      // Q3 2025 holds 4 records (one under MIN_SLICE): a gap, not a figure.
      if (rows.length < MIN_SLICE) expect(point).toEqual({ month: point.month, count: null, median: null });
      else expect(point).toEqual({ month: point.month, count: rows.length, median: median(totals(rows)) });
    }
    expect(q.months.filter((m: { median: number | null }) => m.median !== null)).toHaveLength(3);

    // No month holds 30 records: auto answers by quarter (autoInterval has the month case).
    const auto = (await get('/salary-trends?title=software-engineer&interval=auto')).body.data;
    expect(auto).toMatchObject({ interval: 'quarter', months: q.months });
    expect((await get('/salary-trends?title=software-engineer')).body.data.interval).toBe('month');
  });

  it('narrows trends to a location, hiding a month the location leaves under MIN_SLICE', async () => {
    const hyd = (await get('/salary-trends?title=software-engineer&location=hyderabad-in')).body.data;
    expect(hyd.location).toEqual({ name: expect.any(String), slug: 'hyderabad-in' });
    const rows = where((r) => r.cc === 'in' && r.title === 'software-engineer' && r.city === 'hyderabad-in');
    const june = rows.filter((r) => r.reportedOn.startsWith('2025-06'));
    expect(hyd.months.find((m: { month: string }) => m.month === '2025-06')).toEqual({
      month: '2025-06',
      count: 5,
      median: median(totals(june)),
    });
    // March 2026 has 9 records in India but 4 in Hyderabad.
    expect(hyd.months.find((m: { month: string }) => m.month === '2026-03')).toEqual({ month: '2026-03', count: null, median: null });
    expect((await get('/salary-trends?title=software-engineer&location=atlantis-in')).status).toBe(404);
    // A location of the other region is unknown here.
    expect((await get('/salary-trends?cc=in&location=austin-us')).status).toBe(404);
    expect((await get('/salary-trends?interval=weekly')).status).toBe(400);
  });

  it('answers bad trend queries with 400 naming the field, unknown slugs with 404', async () => {
    const months = await get('/salary-trends?months=61');
    expectStatusMessage(months, 400, { contains: 'querystring.months' });
    expect((await get('/salary-trends?months=0')).status).toBe(400);
    const cc = await get('/salary-trends?cc=uk');
    expectStatusMessage(cc, 400, { contains: 'querystring.cc' });
    const slug = await get('/salary-trends?title=Software%20Engineer');
    expectStatusMessage(slug, 400, { contains: 'querystring.title' });
    expect((await get('/salary-trends?title=astronaut')).status).toBe(404);
    expect((await get('/salary-trends?company=no-such-company')).status).toBe(404);
  });

  // ---------------------------------------------------------------- leaderboard

  /** The leaderboard as the test computes it: companies with ≥ MIN_SLICE records, by median total. */
  function expectedLeaderboard(cc: 'in' | 'us', titleSlug: string, level?: number) {
    const rows = where((r) => r.cc === cc && r.title === titleSlug && (level === undefined || r.level === level));
    return [...groupBy(rows, (r) => r.company)]
      .filter(([, g]) => g.length >= MIN_SLICE)
      .map(([slug, g]) => ({
        slug,
        count: g.length,
        totalP25: Math.round(percentile(totals(g), 0.25)),
        totalP50: median(totals(g)),
        totalP75: Math.round(percentile(totals(g), 0.75)),
        baseP50: median(g.map((r) => r.base)),
        dates: g.map((r) => r.reportedOn),
      }))
      .sort((a, b) => b.totalP50 - a.totalP50);
  }

  it('ranks companies by median total for a title, defaulting to software engineers in India', async () => {
    const { status, body } = await get('/leaderboard/salary');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ countryCode: 'in', currency: 'INR', title: { name: 'Software Engineer', slug: 'software-engineer' } });
    expect(d.level).toBeNull();
    // Member submissions, not generated demo records: nothing to label.
    expect(d.isDemo).toBe(false);
    const expected = expectedLeaderboard('in', 'software-engineer');
    expect(d.rows).toEqual(
      expected.map((e, i) => ({
        rank: i + 1,
        company: { name: company.get(e.slug)!.name, slug: e.slug, type: company.get(e.slug)!.type },
        count: e.count,
        totalP25: e.totalP25,
        totalP50: e.totalP50,
        totalP75: e.totalP75,
        baseP50: e.baseP50,
        path: `/in/salary/${e.slug}--software-engineer`,
      })),
    );
    // Infosys and TCS have exactly MIN_SLICE records; Wipro and Zoho one fewer.
    const slugs = d.rows.map((r: { company: { slug: string } }) => r.company.slug);
    expect(slugs).toEqual(expect.arrayContaining(['infosys', 'tata-consultancy-services', 'google', 'flipkart']));
    expect(slugs).not.toContain('wipro');
    expect(slugs).not.toContain('zoho');
    const dates = expected.flatMap((e) => e.dates).sort();
    expect(d.asOf).toEqual({ from: dates[0], to: dates.at(-1) });
  });

  it('filters the leaderboard by level and region, and honours the limit', async () => {
    const senior = (await get('/leaderboard/salary?cc=in&title=software-engineer&level=3')).body.data;
    expect(senior.level).toEqual({ level: 3, name: 'Senior' });
    const expected = expectedLeaderboard('in', 'software-engineer', 3);
    expect(senior.rows.map((r: { company: { slug: string }; count: number }) => [r.company.slug, r.count])).toEqual(
      expected.map((e) => [e.slug, e.count]),
    );
    expect(senior.rows.find((r: { company: { slug: string } }) => r.company.slug === 'flipkart').count).toBe(MIN_SLICE);
    expect(senior.rows[0].path).toBe(`/in/salary/${expected[0]!.slug}--software-engineer?rosettaLevel=3`);

    const us = (await get('/leaderboard/salary?cc=us&title=data-scientist&limit=1')).body.data;
    expect(us.currency).toBe('USD');
    expect(us.rows).toHaveLength(1);
    const top = expectedLeaderboard('us', 'data-scientist')[0]!;
    expect(us.rows[0]).toMatchObject({ rank: 1, company: { slug: top.slug }, totalP50: top.totalP50 });

    const empty = (await get('/leaderboard/salary?cc=us&title=software-engineer')).body.data;
    expect(empty.rows).toEqual([]);
    expect(empty.asOf).toBeNull();
  });

  it('answers bad leaderboard queries with 400 naming the field, an unknown title with 404', async () => {
    for (const [query, field] of [
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['level=9', 'level'],
      ['title=a%20b', 'title'],
      ['cc=uk', 'cc'],
    ]) {
      const res = await get(`/leaderboard/salary?${query}`);
      expectStatusMessage(res, 400, { contains: `querystring.${field}` });
    }
    const unknown = await get('/leaderboard/salary?title=astronaut');
    expectStatusMessage(unknown, 404, { contains: 'astronaut' });
  });

  // ---------------------------------------------------------------- industry navigator

  const industryOf = (r: Fx) => company.get(r.company)!.industry;

  it('lists the industries of a region with enough records, highest median first', async () => {
    const { status, body } = await get('/in/salary/navigator/industry');
    expect(status).toBe(200);
    const d = body.data;
    expect(d.industry).toBeNull();
    expect(d.companies).toEqual([]);
    const expected = [
      ...groupBy(
        where((r) => r.cc === 'in'),
        industryOf,
      ),
    ]
      .filter(([, g]) => g.length >= MIN_SLICE)
      .map(([name, g]) => ({ name, count: g.length, median: median(totals(g)) }))
      .sort((a, b) => b.median - a.median);
    expect(
      d.industries.map(({ name, count, median }: { name: string; count: number; median: number }) => ({ name, count, median })),
    ).toEqual(expected);
    // Fintech (Razorpay) has exactly MIN_SLICE records; Software (Zoho) one fewer.
    const names = d.industries.map((i: { name: string }) => i.name);
    expect(names).toContain('Fintech');
    expect(names).not.toContain('Software');
    expect(d.industries.find((i: { name: string }) => i.name === 'IT Services').slug).toBe('it-services');
  });

  it('shows one industry, matched by name or slug in any case, with its companies and top titles', async () => {
    const byName = (await get('/in/salary/navigator/industry?q=it%20SERVICES')).body.data;
    const bySlug = (await get('/in/salary/navigator/industry?q=IT-Services')).body.data;
    expect(bySlug).toEqual(byName);
    const rows = where((r) => r.cc === 'in' && industryOf(r) === 'IT Services');
    expect(byName.industry).toEqual({ name: 'IT Services', slug: 'it-services', count: rows.length, median: median(totals(rows)) });
    const expectedCompanies = [...groupBy(rows, (r) => r.company)]
      .filter(([, g]) => g.length >= MIN_SLICE)
      .map(([slug, g]) => ({
        name: company.get(slug)!.name,
        slug,
        type: 'it-services',
        count: g.length,
        median: median(totals(g)),
      }))
      .sort((a, b) => b.median - a.median);
    expect(byName.companies).toEqual(expectedCompanies);
    expect(byName.companies.map((c: { slug: string }) => c.slug)).not.toContain('wipro');
    expect(byName.topTitles).toEqual([
      {
        name: 'Software Engineer',
        slug: 'software-engineer',
        count: rows.length,
        median: median(totals(rows)),
        path: '/in/salary/software-engineer',
      },
    ]);
    expect(byName.industries.length).toBeGreaterThan(1);
  });

  it('answers an unknown industry, or one without enough records, with 404', async () => {
    const unknown = await get('/in/salary/navigator/industry?q=aerospace');
    expectStatusMessage(unknown, 404, 'No industry matches "aerospace"');
    const few = await get('/in/salary/navigator/industry?q=software');
    expectStatusMessage(few, 404, /at least 5 people/);
    // The US navigator counts US records only.
    const us = (await get('/us/salary/navigator/industry')).body.data;
    expect(us.currency).toBe('USD');
    expect(us.industries.map((i: { name: string }) => i.name)).toEqual(
      [
        ...groupBy(
          where((r) => r.cc === 'us'),
          industryOf,
        ),
      ]
        .filter(([, g]) => g.length >= MIN_SLICE)
        .map(([name]) => name),
    );
    const bad = await get('/uk/salary/navigator/industry');
    expectStatusMessage(bad, 400, { contains: 'params.cc' });
  });

  // ---------------------------------------------------------------- salary reports

  it('lists salary reports matching the query, with live headline figures', async () => {
    const all = (await get('/salary-reports')).body.data;
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const r of all) expect(Object.keys(r).sort()).toEqual(['currency', 'headline', 'id', 'region', 'summary', 'title']);

    const ds = await get('/salary-reports?query=DATA%20SCIENTIST');
    expect(ds.status).toBe(200);
    expect(ds.body.data.map((r: { id: string }) => r.id)).toEqual(['data-scientist-pay-us']);
    const usDs = where((r) => r.cc === 'us' && r.title === 'data-scientist');
    expect(ds.body.data[0]).toMatchObject({
      title: 'Data scientist pay in the US',
      region: 'us',
      currency: 'USD',
      headline: { count: usDs.length, median: median(totals(usDs)) },
    });

    // Only 2026 records count in the 2026 report.
    const y2026 = (await get('/salary-reports?query=india%202026')).body.data;
    const swe2026 = where((r) => r.cc === 'in' && r.title === 'software-engineer' && r.reportedOn.startsWith('2026'));
    expect(y2026).toHaveLength(1);
    expect(y2026[0].headline).toEqual({ count: swe2026.length, median: median(totals(swe2026)) });

    // A report without enough records has no headline.
    const pm = (await get('/salary-reports?query=product%20manager')).body.data;
    expect(pm[0].headline).toBeNull();
    expect((await get('/salary-reports?query=nothing-like-this')).body.data).toEqual([]);
    const long = await get(`/salary-reports?query=${'x'.repeat(101)}`);
    expectStatusMessage(long, 400, { contains: 'querystring.query' });
  });

  it('gives a report its definition and figures by company type and level, each group at least MIN_SLICE', async () => {
    const { status, body } = await get('/salary-reports/it-services-vs-product-india/config');
    expect(status).toBe(200);
    const d = body.data;
    expect(d.slice).toEqual({
      title: 'software-engineer',
      companyTypes: ['it-services', 'product'],
      companies: null,
      levels: null,
      year: null,
    });
    const rows = where(
      (r) => r.cc === 'in' && r.title === 'software-engineer' && ['it-services', 'product'].includes(company.get(r.company)!.type),
    );
    expect(d.headline).toEqual({ count: rows.length, median: median(totals(rows)) });
    const dates = rows.map((r) => r.reportedOn).sort();
    expect(d.dateRange).toEqual({ from: dates[0], to: dates.at(-1) });

    const quartiles = (g: Fx[]) => ({
      count: g.length,
      p25: Math.round(percentile(totals(g), 0.25)),
      p50: median(totals(g)),
      p75: Math.round(percentile(totals(g), 0.75)),
    });
    // IT services: 14 records; product (Zoho): 4, left out.
    const itServices = rows.filter((r) => company.get(r.company)!.type === 'it-services');
    expect(d.sections.byCompanyType).toEqual([{ key: 'it-services', label: 'IT services', ...quartiles(itServices) }]);
    // Level 1: exactly 5 (TCS); level 2: Infosys and Zoho; level 4: 4 (Wipro), left out.
    const levels = [...groupBy(rows, (r) => String(r.level))]
      .filter(([, g]) => g.length >= MIN_SLICE)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([key, g]) => ({ key, label: STANDARD_LEVELS[Number(key) - 1]!.name, ...quartiles(g) }));
    expect(levels.map((l) => l.key)).toEqual(['1', '2']);
    expect(d.sections.byLevel).toEqual(levels);
  });

  it('defines every report over titles and companies the catalogue has', async () => {
    const db = t.database.db;
    const titleSlugs = [...new Set(SALARY_REPORTS.map((r) => r.slice.title))];
    const companySlugs = [...new Set(SALARY_REPORTS.flatMap((r) => r.slice.companies ?? []))];
    expect(await db.select({ slug: titles.slug }).from(titles).where(inArray(titles.slug, titleSlugs))).toHaveLength(titleSlugs.length);
    expect(await db.select({ slug: companies.slug }).from(companies).where(inArray(companies.slug, companySlugs))).toHaveLength(
      companySlugs.length,
    );
    expect(new Set(SALARY_REPORTS.map((r) => r.id)).size).toBe(SALARY_REPORTS.length);
    for (const r of SALARY_REPORTS) expect(r.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('answers an unknown report with 404 and a malformed id with 400', async () => {
    const unknown = await get('/salary-reports/no-such-report/config');
    expectStatusMessage(unknown, 404, 'No salary report "no-such-report"');
    const bad = await get('/salary-reports/Not%20A%20Slug/config');
    expectStatusMessage(bad, 400, { contains: 'params.id' });
    const empty = (await get('/salary-reports/product-manager-pay-india/config')).body.data;
    expect(empty).toMatchObject({ headline: null, dateRange: null, sections: { byCompanyType: [], byLevel: [] } });
  });

  // ---------------------------------------------------------------- feed

  /** What the feed may show: records whose company and title have at least MIN_SLICE records. */
  function expectedFeed(cc: 'in' | 'us') {
    const rows = where((r) => r.cc === cc);
    const sizes = groupBy(rows, (r) => `${r.company}|${r.title}`);
    return rows
      .filter((r) => sizes.get(`${r.company}|${r.title}`)!.length >= MIN_SLICE)
      .sort((a, b) => b.reportedOn.localeCompare(a.reportedOn))
      .map((r) => ({
        company: company.get(r.company)!.name,
        title: title.get(r.title)!.name,
        level: STANDARD_LEVELS[r.level - 1]!.name,
        total: totalOf(r),
        month: r.reportedOn.slice(0, 7),
      }));
  }

  it('pages the region’s newest records, anonymised: no id, month only', async () => {
    const expected = expectedFeed('in');
    expect(expected).toHaveLength(28);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { status, body } = await get(`/feed/user?region=in&page=${page}`);
      expect(status).toBe(200);
      pages.push(body.data);
    }
    expect(pages.map((p) => [p.page, p.pageSize, p.items.length, p.hasMore])).toEqual([
      [1, 10, 10, true],
      [2, 10, 10, true],
      [3, 10, 8, false],
    ]);
    const items = pages.flatMap((p) => p.items);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['city', 'company', 'level', 'month', 'title', 'total']);
      expect(item.month).toMatch(/^\d{4}-\d{2}$/);
    }
    expect(JSON.stringify(pages)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // Newest first; the same records the test expects (order within a month is by arrival).
    const months = items.map((i: { month: string }) => i.month);
    expect(months).toEqual([...months].sort().reverse());
    const key = (i: { company: string; title: string; level: string; total: number; month: string }) =>
      `${i.month} ${i.company} ${i.title} ${i.level} ${i.total}`;
    expect(items.map(key).sort()).toEqual(expected.map(key).sort());
    // Wipro and Zoho (4 software engineers each) never appear; the held outlier neither.
    expect(items.some((i: { company: string }) => i.company === 'Wipro' || i.company === 'Zoho')).toBe(false);
    expect(items.some((i: { total: number }) => i.total >= 99_000_000)).toBe(false);
    expect(pages[0].items[0]).toMatchObject({ city: expect.any(String), month: '2026-10' });
  });

  it('defaults the feed to India, page 1; pages stop at 10', async () => {
    const d = (await get('/feed/user')).body.data;
    expect(d).toMatchObject({ region: 'in', currency: 'INR', page: 1 });
    const us = (await get('/feed/user?region=us')).body.data;
    expect(us.items.map((i: { company: string }) => i.company)).not.toContain('Amazon');
    // Google (5) and Meta (6) data scientists: 11 records, a full page and one more.
    expect(expectedFeed('us')).toHaveLength(11);
    expect(us).toMatchObject({ currency: 'USD', hasMore: true });
    expect(us.items).toHaveLength(10);
    expect((await get('/feed/user?region=us&page=2')).body.data).toMatchObject({ hasMore: false, items: [expect.any(Object)] });
    const last = (await get('/feed/user?page=10')).body.data;
    expect(last).toMatchObject({ page: 10, items: [], hasMore: false });
    const over = await get('/feed/user?page=11');
    expectStatusMessage(over, 400, { contains: 'querystring.page' });
    const region = await get('/feed/user?region=uk');
    expectStatusMessage(region, 400, { contains: 'querystring.region' });
  });

  it('serves the same public feed to a signed-in member', async () => {
    const { headers } = await signedInUser(t, clock.now(), { email: 'member@example.com' });
    const anonymous = (await get('/feed/user?region=in')).body.data;
    const member = await get('/feed/user?region=in', headers);
    expect(member.status).toBe(200);
    expect(member.body.data).toEqual(anonymous);
  });

  it('caches the leaderboard per input: a new record shows in an answer not yet cached', async () => {
    const before = (await get('/leaderboard/salary?cc=in&title=software-engineer&limit=20')).body.data;
    expect(before.rows.map((r: { company: { slug: string } }) => r.company.slug)).not.toContain('wipro');
    await insertSalaryRecords(t.database.db, [
      {
        countryCode: 'in',
        companyId: company.get('wipro')!.id,
        titleId: title.get('software-engineer')!.id,
        standardLevel: 4,
        base: 1_000_000,
        reportedOn: '2026-11-01',
      },
    ]);
    const cached = (await get('/leaderboard/salary?cc=in&title=software-engineer&limit=20')).body.data;
    expect(cached).toEqual(before);
    // Another input is computed afresh and sees Wipro's fifth record.
    const fresh = (await get('/leaderboard/salary?cc=in&title=software-engineer&limit=19')).body.data;
    expect(fresh.rows.map((r: { company: { slug: string } }) => r.company.slug)).toContain('wipro');
  });
});
