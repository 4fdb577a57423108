import { companySlug } from '@paysight/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeWithDb } from '../../../apps/server/test/helpers.js';
import type { Database } from '../src/client.js';
import { DEMO_DATA_VERSION, getDemoState, seedDemo } from '../src/demo/index.js';
import { DEMO_COMPANIES } from '../src/demo/catalog-data.js';
import { insertCompany } from '../src/factories/index.js';
import { appMeta, companies, locations, titles } from '../src/schema/index.js';
import { createTestDatabase } from '../src/testing.js';

describeWithDb('demo dataset', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const snapshot = async (db = database.db) => ({
    companies: await db
      .select({ name: companies.name, slug: companies.slug, type: companies.type })
      .from(companies)
      .orderBy(asc(companies.slug)),
    titles: await db.select({ slug: titles.slug }).from(titles).orderBy(asc(titles.slug)),
    locations: await db.select({ slug: locations.slug, metro: locations.metro }).from(locations).orderBy(asc(locations.slug)),
  });

  it('loads companies, titles and locations, labelled as demo data', async () => {
    const summary = await seedDemo(database.db);
    expect(summary).toMatchObject({ loaded: true, version: DEMO_DATA_VERSION, companies: DEMO_COMPANIES.length });
    const rows = await database.db.select().from(companies);
    expect(rows.length).toBe(DEMO_COMPANIES.length);
    expect(rows.every((r) => r.isDemo)).toBe(true);
    const tcs = rows.find((r) => r.name === 'Tata Consultancy Services');
    expect(tcs).toMatchObject({ slug: 'tata-consultancy-services', type: 'it-services' });
    expect((await getDemoState(database.db))?.version).toBe(DEMO_DATA_VERSION);
  });

  it('a first load into empty tables keeps every index of the records and histories it fills', async () => {
    const indexes = async () =>
      (
        (await database.db.execute(sql`
          select indexdef from pg_indexes
          where tablename in ('salary_records', 'career_positions', 'career_education') order by indexname`)) as unknown as {
          rows: Array<{ indexdef: string }>;
        }
      ).rows.map((r) => r.indexdef);
    const before = await indexes();
    expect(before.length).toBeGreaterThan(8);
    await seedDemo(database.db, { salaryRecords: 2000 });
    expect(await indexes()).toEqual(before);
    // The indexes answer: a slice query is planned on the title index, not a scan of every record.
    await database.db.execute(sql`analyze salary_records`);
    const plan = (
      (await database.db.execute(sql`
        explain select count(*) from salary_records where country_code = 'us' and title_id = 1 and company_id = 1`)) as unknown as {
        rows: Array<{ 'QUERY PLAN': string }>;
      }
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/salary_records_title_slice_idx/);
  });

  it('is idempotent: a second start adds nothing', async () => {
    await seedDemo(database.db);
    const first = await snapshot();
    const again = await seedDemo(database.db);
    expect(again.loaded).toBe(false);
    expect(await snapshot()).toEqual(first);
  });

  it('is deterministic: two fresh databases hold the same rows', async () => {
    await seedDemo(database.db);
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db);
      expect(await snapshot(other.db)).toEqual(await snapshot());
    } finally {
      await other.close();
    }
  });

  it('keeps a company that was already there (e.g. from an import) instead of failing', async () => {
    await insertCompany(database.db, { name: 'Google LLC', type: 'faang+' });
    await seedDemo(database.db);
    const googles = (await database.db.select().from(companies)).filter((c) => c.slug === companySlug('Google'));
    expect(googles).toHaveLength(1);
    expect(googles[0]?.isDemo).toBe(false);
  });

  it('replaces the demo people, their histories and records when the dataset version changes', async () => {
    await seedDemo(database.db, { salaryRecords: 500 });
    const counts = async () =>
      (
        await database.db.execute(sql`
          select (select count(*) from career_people where is_demo)::int as people,
                 (select count(*) from career_positions)::int as positions,
                 (select count(*) from career_education)::int as education,
                 (select count(*) from salary_records where source = 'demo')::int as records`)
      ).rows[0];
    const versions = async () =>
      (
        await database.db.execute(sql`
          select (select version from career_version)::int as career, (select version from records_version)::int as records`)
      ).rows[0] as { career: number; records: number };
    const first = await counts();
    const before = await versions();
    expect(first).toMatchObject({ records: 500 });
    expect(Number(first?.people)).toBeGreaterThan(250);
    // A database seeded by an older version of the dataset is re-seeded, not added to.
    await database.db
      .update(appMeta)
      .set({ value: { version: DEMO_DATA_VERSION - 1, seededAt: new Date().toISOString() } })
      .where(eq(appMeta.key, 'demo_data'));
    expect((await seedDemo(database.db, { salaryRecords: 500 })).loaded).toBe(true);
    expect(await counts()).toEqual(first);
    // Readers of the move network and of the records see new versions.
    const after = await versions();
    expect(after.career).toBeGreaterThan(before.career);
    expect(after.records).toBeGreaterThan(before.records);
  });

  it('gives every demo company a unique slug', () => {
    const slugs = DEMO_COMPANIES.map((c) => companySlug(c.name));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
