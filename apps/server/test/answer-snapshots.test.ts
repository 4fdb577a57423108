import { eq, sql } from 'drizzle-orm';
import { companies, queryRows, titles } from '@paysight/db';
import { seedDemo } from '@paysight/db/demo';
import { insertCareerPerson } from '@paysight/db/factories';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb, withTestApp, type TestApp } from './helpers.js';

/**
 * A region-wide list is kept in the database for the records' version, so a restarted server
 * answers its first visitor at once; any change to the records makes it recomputed.
 */
describeWithDb('answers kept across restarts', () => {
  const url = '/api/v1/in/salaries-list/location-country/in?popular=true&limit=12';
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ seed: false });
    await seedDemo(first.database.db, { salaryRecords: 2_000 });
  });
  afterAll(() => first.close());

  const version = async () =>
    Number((await queryRows<{ version: string }>(first.database.db, sql`select version from records_version where id = 1`))[0]!.version);
  const kept = () =>
    queryRows<{ key: string; records_version: string; count: number }>(
      first.database.db,
      sql`select key, records_version, (body->>'count')::int as count from answer_snapshots where key like '%location-country%'`,
    );
  /** A server started afresh on the same database: empty in-process caches. */
  const restarted = <T>(work: (t: TestApp) => Promise<T>) => withTestApp({ database: first.database }, work);

  it('keeps the answer with the version of the records it was computed from', async () => {
    const res = await first.app.inject(url);
    expect(res.statusCode).toBe(200);
    const rows = await kept();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.records_version)).toBe(await version());
    expect(rows[0]!.count).toBe(res.json().data.count);
  });

  it('a restarted server answers from the kept answer instead of recomputing it', async () => {
    // Marked, so an answer read back is told apart from one recomputed.
    await first.database.db.execute(
      sql`update answer_snapshots set body = jsonb_set(body, '{count}', '987654') where key like '%location-country%'`,
    );
    const res = await restarted((t) => t.app.inject(url));
    expect(res.json().data.count).toBe(987654);
  });

  it('any change to the records (insert, update, delete) moves the version, and the next server recomputes', async () => {
    const before = await version();
    await first.database.db.execute(sql`update salary_records set total = total + 1 where id = (select min(id) from salary_records)`);
    expect(await version()).toBe(before + 1);
    const res = await restarted((t) => t.app.inject(url));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).not.toBe(987654);
    const rows = await kept();
    expect(Number(rows[0]!.records_version)).toBe(before + 1);
    expect(rows[0]!.count).toBe(res.json().data.count);

    await first.database.db.execute(
      sql`delete from salary_records where id = (select max(id) from salary_records where country_code = 'in' and status = 'published')`,
    );
    expect(await version()).toBe(before + 2);
    const after = await restarted((t) => t.app.inject(url));
    expect(after.json().data.count).toBe(res.json().data.count - 1);
  });

  it('a kept answer that no longer has the answer’s shape is recomputed, not served', async () => {
    await first.database.db.execute(sql`update answer_snapshots set body = '{"count":"many"}'::jsonb where key like '%location-country%'`);
    const res = await restarted((t) => t.app.inject(url));
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().data.count).toBe('number');
    expect((await kept())[0]!.count).toBe(res.json().data.count);
  });
});

/**
 * A title's region-wide career tree reads every holder's history: kept in the database for the
 * histories' version, so a restarted server reads it back; a new history makes it recomputed.
 */
describeWithDb('a title’s career tree kept across restarts', () => {
  const url = '/api/v1/career/tree?cc=in&title=software-engineer';
  let first: TestApp;
  let ids: { google: number; swe: number; em: number };
  const moveToManager = () =>
    insertCareerPerson(first.database.db, {
      positions: [
        { companyId: ids.google, titleId: ids.swe, startDate: '2018-01-01', endDate: '2020-12-01', payTotal: 4_000_000 },
        { companyId: ids.google, titleId: ids.em, startDate: '2021-01-01', payTotal: 5_000_000 },
      ],
    });
  beforeAll(async () => {
    first = await createTestApp();
    const db = first.database.db;
    const idOf = async (table: typeof companies | typeof titles, slug: string) =>
      (await db.select().from(table).where(eq(table.slug, slug)))[0]!.id;
    ids = {
      google: await idOf(companies, 'google'),
      swe: await idOf(titles, 'software-engineer'),
      em: await idOf(titles, 'engineering-manager'),
    };
    for (let i = 0; i < 5; i++) await moveToManager();
  });
  afterAll(() => first.close());
  const restarted = <T>(work: (t: TestApp) => Promise<T>) => withTestApp({ database: first.database }, work);

  it('a restarted server answers from the kept tree, and recomputes it once a history is added', async () => {
    const res = await first.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.people).toBe(5);
    // Marked, so a tree read back is told apart from one recomputed.
    await first.database.db.execute(
      sql`update answer_snapshots set body = jsonb_set(body, '{tree,people}', '987') where key like '%career-tree:in:%'`,
    );
    expect((await restarted((t) => t.app.inject(url))).json().data.people).toBe(987);

    await moveToManager();
    const after = await restarted((t) => t.app.inject(url));
    expect(after.json().data.people).toBe(6);
    expect((await restarted((t) => t.app.inject(url))).json().data.people).toBe(6);
  });

  it('a company’s tree is computed afresh each start (only region-wide trees are kept)', async () => {
    const res = await first.app.inject(`${url}&company=google`);
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ key: string }>(first.database.db, sql`select key from answer_snapshots where key like '%career-tree%'`);
    expect(rows.map((r) => r.key.split(':').slice(1).join(':'))).toEqual([`career-tree:in:${ids.swe}`]);
  });
});
