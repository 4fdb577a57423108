import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDb } from '../../../apps/server/test/helpers.js';
import type { Database } from '../src/client.js';
import { seedDemo } from '../src/demo/index.js';
import { createTestDatabase } from '../src/testing.js';

const COUNT = 20_000;

describeWithDb('demo salary records', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { salaryRecords: COUNT });
  });
  afterAll(() => database.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];
  const median = async (where: ReturnType<typeof sql>) => {
    const [row] = await rows<{ p50: number | string }>(sql`
      select percentile_cont(0.5) within group (order by r.total) as p50
      from salary_records r join companies c on c.id = r.company_id join titles t on t.id = r.title_id
      left join locations l on l.id = r.location_id join job_families f on f.id = t.family_id
      where ${where}`);
    return Number(row?.p50);
  };

  it('loads the requested number of records, labelled as demo data', async () => {
    const [row] = await rows<{ n: number | string; demo: number | string }>(
      sql`select count(*) as n, count(*) filter (where source = 'demo' and verification = 'demo') as demo from salary_records`,
    );
    expect(Number(row?.n)).toBe(COUNT);
    expect(Number(row?.demo)).toBe(COUNT);
  });

  it('keeps every yearly total equal to base + yearly stock + yearly bonus, in the right currency', async () => {
    const [row] = await rows<{ bad: number | string }>(sql`
      select count(*) as bad from salary_records
      where total <> base + coalesce(stock_yearly, 0) + coalesce(bonus, 0)
         or first_year_total <> base + coalesce(stock_first_year, 0) + coalesce(bonus, 0) + coalesce(signing_bonus, 0)
         or (country_code = 'in') <> (currency = 'INR')
         or (stock_grant is not null and stock_yearly * vesting_years <> stock_grant)`);
    expect(Number(row?.bad)).toBe(0);
  });

  it('pays India software engineers FAANG+ > unicorn > GCC > IT services (medians)', async () => {
    const m = async (type: string) => median(sql`r.country_code = 'in' and f.name = 'Software Engineering' and c.type = ${type}`);
    const [faang, unicorn, gcc, it] = [await m('faang+'), await m('unicorn'), await m('gcc'), await m('it-services')];
    expect(faang).toBeGreaterThan(unicorn);
    expect(unicorn).toBeGreaterThan(gcc);
    expect(gcc).toBeGreaterThan(it);
  });

  it('pays more in Bengaluru and Hyderabad than Pune and Chennai, and more there than Kolkata', async () => {
    const city = (name: string) => median(sql`r.country_code = 'in' and l.city = ${name}`);
    const [blr, hyd, pune, chennai, kolkata] = [
      await city('Bengaluru'),
      await city('Hyderabad'),
      await city('Pune'),
      await city('Chennai'),
      await city('Kolkata'),
    ];
    expect(Math.min(blr, hyd)).toBeGreaterThan(Math.max(pune, chennai));
    expect(Math.min(pune, chennai)).toBeGreaterThan(kolkata);
  });

  it('pays more in the Bay Area and Seattle than in Austin', async () => {
    const metro = (name: string) => median(sql`r.country_code = 'us' and l.metro = ${name}`);
    expect(Math.min(await metro('Bay Area'), await metro('Seattle'))).toBeGreaterThan(await metro('Austin'));
  });

  it('raises pay with level, and gives stock at listed tech companies but barely at IT services', async () => {
    const level = (n: number) => median(sql`r.country_code = 'us' and r.standard_level = ${n}`);
    let previous = 0;
    for (const n of [1, 2, 3, 4, 5]) {
      const current = await level(n);
      expect(current).toBeGreaterThan(previous);
      previous = current;
    }
    const [share] = await rows<{ faang: number | string; it: number | string }>(sql`
      select avg((r.stock_yearly is not null)::int) filter (where c.type = 'faang+') as faang,
             avg((r.stock_yearly is not null)::int) filter (where c.type = 'it-services') as it
      from salary_records r join companies c on c.id = r.company_id`);
    expect(Number(share?.faang)).toBeGreaterThan(0.8);
    expect(Number(share?.it)).toBeLessThan(0.1);
  });

  it('keeps US FAANG+ software engineer ladders near published ones, with growth in stock more than base', async () => {
    const at = (level: number, column: 'total' | 'base') =>
      rows<{ p50: number | string }>(sql`
        select percentile_cont(0.5) within group (order by r.${sql.raw(column)}) as p50
        from salary_records r join companies c on c.id = r.company_id join titles t on t.id = r.title_id
        where r.country_code = 'us' and t.slug = 'software-engineer' and c.type = 'faang+' and r.standard_level = ${level}`);
    const total = async (level: number) => Number((await at(level, 'total'))[0]?.p50);
    const base = async (level: number) => Number((await at(level, 'base'))[0]?.p50);
    // Published FAANG ladders across US metros (the Bay Area at the top, Austin and Dallas lower):
    // mid-level around $230-330k total, senior $330-460k, staff $400-620k.
    expect(await total(2)).toBeGreaterThan(230_000);
    expect(await total(2)).toBeLessThan(330_000);
    expect(await total(3)).toBeGreaterThan(330_000);
    expect(await total(3)).toBeLessThan(460_000);
    expect(await total(4)).toBeGreaterThan(400_000);
    expect(await total(4)).toBeLessThan(620_000);
    // A senior's base is well under 1.5× a mid-level's: the growth is in stock.
    expect((await base(3)) / (await base(2))).toBeLessThan(1.35);
  });

  it('vests front-loaded grants faster in the first year (Google) and back-loaded ones slower (Amazon)', async () => {
    const [row] = await rows<{ google: number | string; amazon: number | string }>(sql`
      select avg(r.stock_first_year::float8 / r.stock_yearly) filter (where c.slug = 'google') as google,
             avg(r.stock_first_year::float8 / r.stock_yearly) filter (where c.slug = 'amazon') as amazon
      from salary_records r join companies c on c.id = r.company_id where r.stock_yearly > 0`);
    expect(Number(row?.google)).toBeCloseTo(1.32, 1);
    expect(Number(row?.amazon)).toBeCloseTo(0.2, 1);
  });

  it('records where some members studied: a school of their own region and a degree', async () => {
    const [row] = await rows<{ with_school: number | string; wrong_region: number | string; no_degree: number | string }>(sql`
      select count(*) filter (where r.school_id is not null) as with_school,
             count(*) filter (where s.country_code <> r.country_code) as wrong_region,
             count(*) filter (where r.school_id is not null and coalesce(array_length(r.education_tags, 1), 0) = 0) as no_degree
      from salary_records r left join schools s on s.id = r.school_id`);
    // About 40% say where they studied.
    expect(Number(row?.with_school) / COUNT).toBeGreaterThan(0.35);
    expect(Number(row?.with_school) / COUNT).toBeLessThan(0.45);
    expect(Number(row?.wrong_region)).toBe(0);
    expect(Number(row?.no_degree)).toBe(0);
  });

  it('is deterministic: the same seed gives the same records', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, { salaryRecords: 2_000 });
      const again = await createTestDatabase();
      try {
        await seedDemo(again.db, { salaryRecords: 2_000 });
        const snapshot = async (db: Database) =>
          (
            await db.db.execute(
              sql`select company_id, title_id, location_id, base, stock_yearly, bonus, reported_on::text from salary_records order by id`,
            )
          ).rows;
        expect(await snapshot(again)).toEqual(await snapshot(other));
      } finally {
        await again.close();
      }
    } finally {
      await other.close();
    }
  });
});
