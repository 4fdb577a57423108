import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEmbeddedDb, describeWithDb } from '../../../apps/server/test/helpers.js';
import { randomUUID } from 'node:crypto';
import { bulkInsert, bulkInsertCareerEducation, bulkInsertDemoPeople, bulkInsertSalaryRecords } from '../src/bulk-insert.js';
import { createDb, type Database } from '../src/client.js';
import { buildCompany, buildLocation, buildSalaryRecord, insertJobFamily } from '../src/factories/index.js';
import {
  benefitReports,
  careerEducation,
  careerPeople,
  companies,
  locations,
  salaryRecords,
  schools,
  titles,
  users,
} from '../src/schema/index.js';
import { createTestDatabase } from '../src/testing.js';

/**
 * The bulk loads write exactly what they are given, whichever way they travel: COPY of CSV on the
 * embedded database (in this process, and on its thread in a folder), unnest parameters on
 * PostgreSQL. Text with quotes, commas, line breaks and backslashes, empty text apart from null,
 * and arrays whose items hold quotes and commas are where a CSV encoding would go wrong.
 */
const AWKWARD = ['B.Tech, "Hons"', 'line one\nline two', 'back\\slash \\. end', '', '\\.', ' spaced ', 'naïve café — 東京'];

async function checkRoundTrip(database: Database) {
  const { db } = database;
  const [company] = await db
    .insert(companies)
    .values(buildCompany({ isDemo: true }))
    .returning();
  const family = await insertJobFamily(db, `Bulk Family ${Date.now()} ${Math.floor(Math.random() * 1e9)}`);
  const [title] = await db
    .insert(titles)
    .values({ name: `Bulk Title ${family.id}`, slug: `bulk-title-${family.id}`, familyId: family.id })
    .returning();
  const [location] = await db
    .insert(locations)
    .values(buildLocation({ city: `Bulk City ${family.id}`, countryCode: 'in' }))
    .returning();
  const [school] = await db
    .insert(schools)
    .values({ name: `Bulk School ${family.id}`, slug: `bulk-school-${family.id}`, countryCode: 'in' })
    .returning();

  // People: ids in the order given, fresh, and the sequence moved past them.
  const ids = await bulkInsertDemoPeople(db, ['in', 'us', 'in']);
  expect(ids).toHaveLength(3);
  expect(ids[1]).toBe(ids[0]! + 1);
  expect(ids[2]).toBe(ids[0]! + 2);
  const people = await db
    .select()
    .from(careerPeople)
    .where(sql`${careerPeople.id} in (${sql.join(ids, sql`, `)})`)
    .orderBy(asc(careerPeople.id));
  expect(people.map((p) => [p.id, p.countryCode, p.isDemo])).toEqual([
    [ids[0], 'in', true],
    [ids[1], 'us', true],
    [ids[2], 'in', true],
  ]);
  const [next] = await db.insert(careerPeople).values({ countryCode: 'in', isDemo: true }).returning();
  expect(next!.id).toBeGreaterThan(ids[2]!);

  // Education: awkward text and null kept apart.
  const education = AWKWARD.map((degree, i) => ({
    personId: ids[i % 3]!,
    schoolId: school!.id,
    degree,
    major: i === 0 ? null : degree,
    majorSlug: null,
    startYear: 2010 + i,
    endYear: null,
  }));
  await bulkInsertCareerEducation(db, education);
  const back = await db
    .select()
    .from(careerEducation)
    .where(eq(careerEducation.schoolId, school!.id))
    .orderBy(asc(careerEducation.startYear));
  expect(back.map((e) => [e.personId, e.degree, e.major, e.majorSlug, e.startYear, e.endYear])).toEqual(
    education.map((e) => [e.personId, e.degree, e.major, null, e.startYear, null]),
  );

  // Salary records: arrays of numbers and of awkward text, dates, the default status.
  const records = [
    { skillIds: [3, 1, 2], educationTags: ['a,b', 'say "hi"', 'back\\slash', ''], gender: 'woman' },
    { skillIds: [], educationTags: null, gender: null },
    { skillIds: null, educationTags: ['plain'], gender: '' },
  ].map((extra, i) =>
    buildSalaryRecord({
      countryCode: 'in',
      companyId: company!.id,
      titleId: title!.id,
      locationId: location!.id,
      yearsOfExperience: i + 1,
      base: 1_000_000 + i,
      bonus: i === 1 ? null : 50_000,
      reportedOn: `2026-0${i + 1}-15`,
      source: 'demo',
      verification: 'member',
      ...extra,
    }),
  );
  expect(await bulkInsertSalaryRecords(db, records)).toBe(3);
  const saved = await db.select().from(salaryRecords).where(eq(salaryRecords.companyId, company!.id)).orderBy(asc(salaryRecords.base));
  expect(
    saved.map((r) => [r.base, r.bonus, r.total, r.skillIds, r.educationTags, r.gender, r.reportedOn, r.status, r.currency, r.sourceRef]),
  ).toEqual(
    records.map((r) => [
      r.base,
      r.bonus ?? null,
      r.total,
      r.skillIds ?? null,
      r.educationTags ?? null,
      r.gender ?? null,
      r.reportedOn,
      'published',
      'INR',
      null,
    ]),
  );
  // Any table: uuids, timestamps, booleans, JSON with awkward text; columns left out take their defaults.
  const at = new Date('2026-03-04T05:06:07.089Z');
  const members = AWKWARD.slice(0, 3).map((name, i) => ({
    id: randomUUID(),
    email: `bulk-${family.id}-${i}@example.invalid`,
    name,
    blocked: i !== 1,
    createdAt: at,
  }));
  await bulkInsert(db, users, members);
  const reports = members.map((m, i) => ({
    userId: m.id,
    companyId: company!.id,
    countryCode: 'in' as const,
    year: 2025 + (i % 2),
    items: { note: AWKWARD[i]!, list: [AWKWARD[i + 1]!, 1, null], flag: i === 0 },
    isDemo: true,
    createdAt: at,
    updatedAt: at,
  }));
  await bulkInsert(db, benefitReports, reports);
  const savedMembers = await db
    .select()
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        members.map((m) => sql`${m.id}`),
        sql`, `,
      )})`,
    );
  expect(savedMembers.map((u) => [u.id, u.email, u.name, u.blocked, new Date(u.createdAt).toISOString()]).sort()).toEqual(
    members.map((m) => [m.id, m.email, m.name, m.blocked, at.toISOString()]).sort(),
  );
  const savedReports = await db.select().from(benefitReports).where(eq(benefitReports.companyId, company!.id));
  expect(savedReports.map((r) => [r.userId, r.year, r.items, r.isDemo]).sort()).toEqual(
    reports.map((r) => [r.userId, r.year, r.items, true]).sort(),
  );

  // Columns every row shares may be given once (a roster version's upload and workspace): written as if each row gave them.
  const more = members.map((m, i) => ({ userId: m.id, year: 2030 + i, items: { note: AWKWARD[i + 3]! } }));
  await bulkInsert(db, benefitReports, more, { companyId: company!.id, countryCode: 'in', isDemo: true, createdAt: at, updatedAt: at });
  const savedMore = (await db.select().from(benefitReports).where(eq(benefitReports.companyId, company!.id))).filter((r) => r.year >= 2030);
  expect(savedMore.map((r) => [r.userId, r.year, r.items, r.countryCode, r.isDemo, new Date(r.createdAt).toISOString()]).sort()).toEqual(
    more.map((r) => [r.userId, r.year, r.items, 'in', true, at.toISOString()]).sort(),
  );
  await expect(bulkInsert(db, benefitReports, more, { userId: members[0]!.id })).rejects.toThrow(/both by the rows and for every row/);

  // Rows must give the same columns: a column one row leaves out would be null under COPY, not its default.
  await expect(
    bulkInsert(db, users, [{ email: `bulk-${family.id}-a@example.invalid`, name: 'A' }, { email: `bulk-${family.id}-b@example.invalid` }]),
  ).rejects.toThrow(/same columns/);
}

describeWithDb('bulk loads', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('write what they are given: ids in order, awkward text, empty text apart from null, arrays, dates', async () => {
    await checkRoundTrip(database);
  });

  it('write the same inside a transaction', async () => {
    await database.db.transaction(async (tx) => checkRoundTrip({ ...database, db: tx as unknown as Database['db'] }));
  });
});

// The database thread (a folder): PGlite itself, so once (the api-postgres project runs this folder too).
describeOnEmbeddedDb('bulk loads on the database thread', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-bulk-'));
    database = await createDb({ dataDir: path.join(dir, 'pglite'), owner: 'the test' });
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('write what they are given, outside and inside a transaction', async () => {
    await checkRoundTrip(database);
    await database.db.transaction(async (tx) => checkRoundTrip({ ...database, db: tx as unknown as Database['db'] }));
  });
});
