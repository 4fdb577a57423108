import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { companies, companyLevels, jobFamilies, locations, salaryRecords, skills, titles, type Database } from '@paysight/db';
import { createTestDatabase } from '@paysight/db/testing';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError, importFile, type ImportSummary } from '../src/modules/imports/imports.service.js';
import { describeOnEmbeddedDb, describeWithDb } from './helpers.js';
import { runScript } from './processes.js';

/**
 * The importers against a database (PGlite, and PostgreSQL in the api-postgres project): small CSV
 * files generated into a temp folder, then the real DOL extract from ../shared/data when present.
 */

const H1B_COLUMNS = [
  'CASE_NUMBER',
  'CASE_STATUS',
  'JOB_TITLE',
  'SOC_CODE',
  'FULL_TIME_POSITION',
  'EMPLOYER_NAME',
  'WORKSITE_CITY',
  'WORKSITE_STATE',
  'WAGE_RATE_OF_PAY_FROM',
  'WAGE_RATE_OF_PAY_TO',
  'WAGE_UNIT_OF_PAY',
  'PW_WAGE_LEVEL',
  'DECISION_DATE',
];

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (columns: string[], rows: Record<string, string>[], eol = '\r\n') =>
  [columns.map(quote).join(','), ...rows.map((r) => columns.map((c) => quote(r[c] ?? r[c.toUpperCase()] ?? '')).join(','))].join(eol) + eol;

/** An H-1B row with sensible defaults. */
const filing = (over: Record<string, string>): Record<string, string> => ({
  CASE_STATUS: 'Certified',
  JOB_TITLE: 'Registered Nurse',
  SOC_CODE: '29-1141.00',
  FULL_TIME_POSITION: 'Y',
  EMPLOYER_NAME: 'Test General Hospital',
  WORKSITE_CITY: 'Boston',
  WORKSITE_STATE: 'MA',
  WAGE_RATE_OF_PAY_FROM: '85000',
  WAGE_UNIT_OF_PAY: 'Year',
  PW_WAGE_LEVEL: 'II',
  DECISION_DATE: '2025-02-14',
  ...over,
});

let dir: string;
let n = 0;
async function fixture(content: string) {
  const file = path.join(dir, `fixture-${++n}.csv`);
  await writeFile(file, content);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'paysight-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function counts(database: Database) {
  const db = database.db;
  return {
    records: await db.$count(salaryRecords),
    companies: await db.$count(companies),
    titles: await db.$count(titles),
    locations: await db.$count(locations),
    families: await db.$count(jobFamilies),
    skills: await db.$count(skills),
    levels: await db.$count(companyLevels),
  };
}

async function recordOf(database: Database, source: 'h1b' | 'import', ref: string) {
  const [row] = await database.db
    .select({
      record: salaryRecords,
      company: companies.name,
      title: titles.name,
      familyId: titles.familyId,
      city: locations.city,
      state: locations.state,
      locationSlug: locations.slug,
      metro: locations.metro,
    })
    .from(salaryRecords)
    .innerJoin(companies, eq(companies.id, salaryRecords.companyId))
    .innerJoin(titles, eq(titles.id, salaryRecords.titleId))
    .leftJoin(locations, eq(locations.id, salaryRecords.locationId))
    .where(and(eq(salaryRecords.source, source), eq(salaryRecords.sourceRef, ref)));
  return row;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the import succeeded');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ImportError);
      return err as ImportError;
    },
  );

describeWithDb('H-1B import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('annualises each wage unit, takes a range at its lower figure and maps the filing', async () => {
    const file = await fixture(
      '\uFEFF' +
        csv(H1B_COLUMNS, [
          filing({ CASE_NUMBER: 'U-YEAR', WAGE_RATE_OF_PAY_FROM: '$85,000.00' }),
          filing({ CASE_NUMBER: 'U-HOUR', WAGE_RATE_OF_PAY_FROM: '40.5', WAGE_UNIT_OF_PAY: 'Hour' }),
          filing({ CASE_NUMBER: 'U-WEEK', WAGE_RATE_OF_PAY_FROM: '1500', WAGE_UNIT_OF_PAY: 'Week' }),
          filing({ CASE_NUMBER: 'U-BIWEEKLY', WAGE_RATE_OF_PAY_FROM: '3000', WAGE_UNIT_OF_PAY: 'Bi-Weekly' }),
          filing({ CASE_NUMBER: 'U-MONTH', WAGE_RATE_OF_PAY_FROM: '7000.50', WAGE_UNIT_OF_PAY: 'Month' }),
          filing({ CASE_NUMBER: 'U-RANGE', WAGE_RATE_OF_PAY_FROM: '90000', WAGE_RATE_OF_PAY_TO: '110000' }),
          filing({ CASE_NUMBER: 'U-HOURLY-RANGE', WAGE_RATE_OF_PAY_FROM: '50', WAGE_RATE_OF_PAY_TO: '65.25', WAGE_UNIT_OF_PAY: 'Hour' }),
        ]),
    );
    const summary = await importFile(database.db, file, { format: 'h1b' });
    expect(summary).toEqual<ImportSummary>({ format: 'h1b', dryRun: false, read: 7, imported: 7, skipped: {} });

    const expected: Record<string, number> = {
      'U-YEAR': 85000,
      'U-HOUR': 84240,
      'U-WEEK': 78000,
      'U-BIWEEKLY': 78000,
      'U-MONTH': 84006,
      'U-RANGE': 90000,
      'U-HOURLY-RANGE': 104000,
    };
    for (const [ref, annual] of Object.entries(expected)) {
      const row = await recordOf(database, 'h1b', ref);
      expect(row?.record, ref).toMatchObject({ base: annual, total: annual, stockYearly: null, bonus: null, signingBonus: null });
    }
    // The BOM did not hide the first column: the case numbers are the source refs.
    const year = (await recordOf(database, 'h1b', 'U-YEAR'))!;
    expect(year.record).toMatchObject({
      countryCode: 'us',
      currency: 'USD',
      source: 'h1b',
      verification: 'filing',
      standardLevel: 2,
      reportedOn: '2025-02-14',
    });
    expect(year).toMatchObject({ company: 'Test General Hospital', title: 'Registered Nurse', city: 'Boston', state: 'Massachusetts' });
    // The demo catalogue's "Registered Nurse" and "Boston" are reused.
    expect(year.locationSlug).toBe('boston-us');
    const [healthcare] = await database.db.select().from(jobFamilies).where(eq(jobFamilies.slug, 'healthcare'));
    expect(year.familyId).toBe(healthcare!.id);
  });

  it('keeps only certified cases and full-time positions, and says why the others were skipped', async () => {
    const file = await fixture(
      csv(H1B_COLUMNS, [
        filing({ CASE_NUMBER: 'S-1' }),
        filing({ CASE_NUMBER: 'S-2', CASE_STATUS: 'Certified - Withdrawn' }),
        filing({ CASE_NUMBER: 'S-3', CASE_STATUS: 'Withdrawn' }),
        filing({ CASE_NUMBER: 'S-4', CASE_STATUS: 'Denied' }),
        filing({ CASE_NUMBER: 'S-5', CASE_STATUS: 'Denied' }),
        filing({ CASE_NUMBER: 'S-6', FULL_TIME_POSITION: 'N', WAGE_UNIT_OF_PAY: 'Hour', WAGE_RATE_OF_PAY_FROM: '60' }),
        filing({ CASE_NUMBER: 'S-7', WAGE_RATE_OF_PAY_FROM: 'ask HR' }),
        filing({ CASE_NUMBER: 'S-8', WAGE_RATE_OF_PAY_FROM: '0' }),
        filing({ CASE_NUMBER: 'S-9', WAGE_UNIT_OF_PAY: 'Fortnight' }),
        filing({ CASE_NUMBER: 'S-10', WAGE_RATE_OF_PAY_FROM: '82909', WAGE_UNIT_OF_PAY: 'Hour' }),
        filing({ CASE_NUMBER: 'S-11', WAGE_RATE_OF_PAY_FROM: '4.5', WAGE_UNIT_OF_PAY: 'Hour' }),
        filing({ CASE_NUMBER: 'S-12', EMPLOYER_NAME: '' }),
        filing({ CASE_NUMBER: 'S-13', CASE_STATUS: 'CERTIFIED' }),
      ]),
    );
    const summary = await importFile(database.db, file, { format: 'h1b' });
    expect(summary.read).toBe(13);
    expect(summary.imported).toBe(2);
    expect(summary.skipped).toEqual({
      'case status Certified - Withdrawn': 1,
      'case status Withdrawn': 1,
      'case status Denied': 2,
      'part-time': 1,
      'unparsable wage': 1,
      'non-positive wage': 1,
      'unknown wage unit Fortnight': 1,
      'implausible wage': 2,
      'no employer name': 1,
    });
    const refs = await database.db
      .select({ ref: salaryRecords.sourceRef })
      .from(salaryRecords)
      .where(inArray(salaryRecords.sourceRef, ['S-1', 'S-2', 'S-3', 'S-4', 'S-6', 'S-13']));
    expect(refs.map((r) => r.ref).sort()).toEqual(['S-1', 'S-13']);
  });

  it('finds columns by name in any order, ignores unknown ones, reads quoted commas, and normalises names', async () => {
    // Another order, other letter case, an unknown column, and quarter columns instead of a decision date.
    const columns = [
      'Extra Notes',
      'WORKSITE_STATE',
      'wage_unit_of_pay',
      'EMPLOYER_NAME',
      'CASE_NUMBER',
      'WORKSITE_CITY',
      'Job_Title',
      'WAGE_RATE_OF_PAY_FROM',
      'SOC_CODE',
      'Year',
      'Quarter',
    ];
    const rows: Record<string, string>[] = [
      {
        'Extra Notes': 'said "hi", twice',
        CASE_NUMBER: 'N-1',
        EMPLOYER_NAME: 'Kaiser Foundation Hospitals, Inc.',
        JOB_TITLE: 'STAFF PHARMACIST',
      },
      { CASE_NUMBER: 'N-2', EMPLOYER_NAME: 'KAISER FOUNDATION HOSPITALS', JOB_TITLE: 'Staff Pharmacist - 20931' },
      { CASE_NUMBER: 'N-3', EMPLOYER_NAME: 'UCSF MEDICAL CENTER', JOB_TITLE: 'Data Scientist', SOC_CODE: '15-2051.00' },
      { CASE_NUMBER: 'N-4', EMPLOYER_NAME: 'ACME ROBOTICS LLC', JOB_TITLE: 'Mechatronics Engineer', SOC_CODE: '17-2199.08' },
      {
        CASE_NUMBER: 'N-5',
        EMPLOYER_NAME: 'ACME ROBOTICS LLC',
        JOB_TITLE: 'Mechatronics Engineer',
        WORKSITE_CITY: 'ATLANTA',
        WORKSITE_STATE: 'MI',
      },
      {
        CASE_NUMBER: 'N-6',
        EMPLOYER_NAME: 'ACME ROBOTICS LLC',
        JOB_TITLE: 'Mechatronics Engineer',
        WORKSITE_CITY: 'Redwood City',
        WORKSITE_STATE: 'CA',
      },
      {
        CASE_NUMBER: 'N-7',
        EMPLOYER_NAME: 'ACME ROBOTICS LLC',
        JOB_TITLE: 'Mechatronics Engineer',
        WORKSITE_CITY: 'SAN FRANCISCO',
        WORKSITE_STATE: 'CA',
      },
    ];
    const defaults = {
      WORKSITE_CITY: 'Oakland',
      WORKSITE_STATE: 'CA',
      WAGE_UNIT_OF_PAY: 'Year',
      WAGE_RATE_OF_PAY_FROM: '150000',
      SOC_CODE: '29-1051.00',
      YEAR: '2025',
      QUARTER: 'Q2',
    };
    const file = await fixture(
      csv(
        columns,
        rows.map((r) => ({ ...defaults, ...r })),
        '\n',
      ),
    );
    const summary = await importFile(database.db, file, { format: 'h1b' });
    expect(summary).toEqual({ format: 'h1b', dryRun: false, read: 7, imported: 7, skipped: {} });

    const [n1, n2, n3, n4, n5, n6, n7] = await Promise.all(
      ['N-1', 'N-2', 'N-3', 'N-4', 'N-5', 'N-6', 'N-7'].map((r) => recordOf(database, 'h1b', r)),
    );
    // One company for both spellings, named without the legal suffix; one title for both.
    expect(n1!.record.companyId).toBe(n2!.record.companyId);
    expect(n1!.company).toBe('Kaiser Foundation Hospitals');
    expect(n1!.record.titleId).toBe(n2!.record.titleId);
    expect(n1!.title).toBe('Staff Pharmacist');
    expect(n3!.company).toBe('UCSF Medical Center');
    const [kaiser] = await database.db.select().from(companies).where(eq(companies.slug, 'kaiser-foundation-hospitals'));
    expect(kaiser).toMatchObject({ type: 'other', industry: 'Healthcare', sizeBand: null, headquarters: null, isDemo: false });
    // Without a decision date: the end of the fiscal quarter.
    expect(n1!.record.reportedOn).toBe('2025-03-31');
    expect(n1!.record.standardLevel).toBeNull();

    // Job families from the SOC code: an existing one, or "Other".
    const families = new Map((await database.db.select().from(jobFamilies)).map((f) => [f.id, f.name]));
    expect(families.get(n3!.familyId)).toBe('Data and AI');
    expect(families.get(n4!.familyId)).toBe('Other');

    // Worksites: Oakland and Redwood City are in the Bay Area; San Francisco is the demo's row;
    // Atlanta, Michigan is not the demo's Atlanta, Georgia.
    expect(n1).toMatchObject({ city: 'Oakland', state: 'California', locationSlug: 'oakland-us', metro: 'Bay Area' });
    expect(n6).toMatchObject({ city: 'Redwood City', metro: 'Bay Area' });
    expect(n7).toMatchObject({ locationSlug: 'san-francisco-us', metro: 'Bay Area' });
    expect(n5).toMatchObject({ city: 'Atlanta', state: 'Michigan', locationSlug: 'atlanta-mi-us', metro: 'Atlanta' });
  });

  it('adds nothing when a file is imported again, with or without case numbers', async () => {
    const rows = [
      filing({ CASE_NUMBER: 'R-1', EMPLOYER_NAME: 'Reimport Clinic' }),
      filing({ CASE_NUMBER: 'R-2', EMPLOYER_NAME: 'Reimport Clinic', JOB_TITLE: 'Reimport Therapist' }),
    ];
    const withNumbers = await fixture(csv(H1B_COLUMNS, rows));
    const noNumbers = await fixture(
      csv(
        H1B_COLUMNS.filter((c) => c !== 'CASE_NUMBER'),
        [filing({ EMPLOYER_NAME: 'Hashed Clinic' }), filing({ EMPLOYER_NAME: 'Hashed Clinic', WAGE_RATE_OF_PAY_FROM: '91000' })],
      ),
    );
    expect(await importFile(database.db, withNumbers, { format: 'h1b' })).toMatchObject({ read: 2, imported: 2 });
    expect(await importFile(database.db, noNumbers, { format: 'h1b' })).toMatchObject({ read: 2, imported: 2 });
    const before = await counts(database);

    expect(await importFile(database.db, withNumbers, { format: 'h1b' })).toMatchObject({
      read: 2,
      imported: 0,
      skipped: { 'already imported': 2 },
    });
    expect(await importFile(database.db, noNumbers, { format: 'h1b' })).toMatchObject({
      read: 2,
      imported: 0,
      skipped: { 'already imported': 2 },
    });
    expect(await counts(database)).toEqual(before);
    const hashed = await database.db
      .select({ ref: salaryRecords.sourceRef })
      .from(salaryRecords)
      .where(sql`${salaryRecords.sourceRef} like 'sha256:%'`);
    expect(hashed).toHaveLength(2);
  });

  it('counts a row repeated in the file once', async () => {
    const row = filing({ CASE_NUMBER: 'D-1' });
    const summary = await importFile(database.db, await fixture(csv(H1B_COLUMNS, [row, row])), { format: 'h1b' });
    expect(summary).toMatchObject({ read: 2, imported: 1, skipped: { 'duplicate in file': 1 } });
  });

  it('reports in a dry run without keeping anything', async () => {
    const before = await counts(database);
    const file = await fixture(
      csv(H1B_COLUMNS, [
        filing({ CASE_NUMBER: 'DRY-1', EMPLOYER_NAME: 'Dry Run Health' }),
        filing({ CASE_NUMBER: 'DRY-2', CASE_STATUS: 'Denied' }),
      ]),
    );
    expect(await importFile(database.db, file, { format: 'h1b', dryRun: true })).toEqual({
      format: 'h1b',
      dryRun: true,
      read: 2,
      imported: 1,
      skipped: { 'case status Denied': 1 },
    });
    expect(await counts(database)).toEqual(before);
  });

  it('refuses a file missing required columns before writing anything', async () => {
    const file = await fixture(
      csv(['CASE_NUMBER', 'EMPLOYER_NAME', 'JOB_TITLE'], [{ CASE_NUMBER: 'M-1', EMPLOYER_NAME: 'X', JOB_TITLE: 'Y' }]),
    );
    const err = await failure(importFile(database.db, file, { format: 'h1b' }));
    expect(err.message).toMatch(/missing required columns: WAGE_RATE_OF_PAY_FROM, WAGE_UNIT_OF_PAY, WORKSITE_CITY, WORKSITE_STATE/);
    await expect(failure(importFile(database.db, await fixture(''), { format: 'h1b' }))).resolves.toMatchObject({ message: /empty/ });
  });

  it('leaves nothing behind when the file breaks after some batches were written', async () => {
    const before = await counts(database);
    const good = Array.from({ length: 7 }, (_, i) =>
      filing({ CASE_NUMBER: `B-${i + 1}`, EMPLOYER_NAME: `Broken File Employer ${i + 1}`, WORKSITE_CITY: 'Brokenville' }),
    );
    const text = csv(H1B_COLUMNS, good) + 'B-8,Certified,"Nurse, unterminated\r\nB-9,Certified,Nurse\r\n';
    const err = await failure(importFile(database.db, await fixture(text), { format: 'h1b', batchSize: 3 }));
    expect(err.row).toBe(8);
    expect(err.message).toMatch(/row 8 \(line 9\): unterminated quoted field/);
    expect(await counts(database)).toEqual(before);
  });

  it('leaves nothing behind when the database refuses a row, and names the row', async () => {
    const db = database.db;
    await db.execute(
      sql.raw(`create function import_test_refuse() returns trigger language plpgsql as $$
        begin
          if new.source_ref = 'DB-6' then raise exception 'refused by the test trigger'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw('create trigger import_test_refuse before insert on salary_records for each row execute function import_test_refuse()'),
    );
    try {
      const before = await counts(database);
      const rows = Array.from({ length: 8 }, (_, i) =>
        filing({ CASE_NUMBER: `DB-${i + 1}`, EMPLOYER_NAME: `Refused Employer ${i + 1}`, WORKSITE_CITY: 'Refusalton' }),
      );
      const err = await failure(importFile(db, await fixture(csv(H1B_COLUMNS, rows)), { format: 'h1b', batchSize: 3 }));
      expect(err.row).toBe(6);
      expect(err.message).toMatch(/row 6: could not be written: refused by the test trigger/);
      expect(await counts(database)).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger import_test_refuse on salary_records'));
      await db.execute(sql.raw('drop function import_test_refuse()'));
    }
  });
});

const GENERIC_COLUMNS = [
  'id',
  'country',
  'currency',
  'company',
  'title',
  'level',
  'standard_level',
  'city',
  'state',
  'years_of_experience',
  'years_at_company',
  'base',
  'stock_yearly',
  'stock_grant',
  'vesting_years',
  'bonus',
  'signing_bonus',
  'reported_on',
  'skills',
];

describeWithDb('generic CSV import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  const valid = (over: Record<string, string>) => ({
    country: 'in',
    currency: 'INR',
    company: 'Flipkart',
    title: 'Software Engineer',
    city: 'Bengaluru',
    base: '2400000',
    reported_on: '2025-06-01',
    ...over,
  });

  it('imports valid rows, computes the yearly total and skips invalid rows naming the column', async () => {
    const file = await fixture(
      csv(GENERIC_COLUMNS, [
        valid({
          id: 'G-1',
          level: 'SDE 2',
          standard_level: '2',
          years_of_experience: '4',
          years_at_company: '1',
          stock_yearly: '600000',
          bonus: '200000',
          signing_bonus: '300000',
          skills: 'Java; Kafka;java',
        }),
        valid({
          id: 'G-2',
          country: 'us',
          currency: 'USD',
          company: 'Google',
          title: 'Software Engineer',
          city: 'Mountain View',
          state: 'CA',
          base: '185000',
          stock_grant: '300000',
          vesting_years: '4',
          bonus: '27000',
        }),
        valid({ company: 'Brand New Startup Pvt Ltd', title: 'Growth Hacker', city: 'Indore', state: 'Madhya Pradesh' }),
        valid({ id: 'G-BAD-1', currency: 'USD' }),
        valid({ id: 'G-BAD-2', base: '2400000.50' }),
        valid({ id: 'G-BAD-3', company: '' }),
        valid({ id: 'G-BAD-4', reported_on: '01/06/2025' }),
        valid({ id: 'G-BAD-5', stock_grant: '100000' }),
        valid({ id: 'G-BAD-6', country: 'uk' }),
        valid({ id: 'G-BAD-7', level: 'L9' }),
        valid({ id: 'G-BAD-8', standard_level: '9' }),
      ]),
    );
    const summary = await importFile(database.db, file, { format: 'csv' });
    expect(summary.read).toBe(11);
    expect(summary.imported).toBe(3);
    expect(summary.skipped).toEqual({
      'invalid currency: must be INR for country in': 1,
      'invalid base: must be a whole number in the currency unit': 1,
      'invalid company: is required': 1,
      'invalid reported_on: must be a date as YYYY-MM-DD': 1,
      'invalid vesting_years: is required with stock_grant': 1,
      'invalid country: must be in or us': 1,
      'invalid standard_level: is required with level': 1,
      'invalid standard_level: must be at most 8': 1,
    });

    const g1 = (await recordOf(database, 'import', 'G-1'))!;
    expect(g1.record).toMatchObject({
      countryCode: 'in',
      currency: 'INR',
      base: 2_400_000,
      stockYearly: 600_000,
      bonus: 200_000,
      signingBonus: 300_000,
      total: 3_200_000, // the signing bonus is kept apart
      standardLevel: 2,
      yearsOfExperience: 4,
      yearsAtCompany: 1,
      source: 'import',
      verification: 'import',
    });
    expect(g1).toMatchObject({ company: 'Flipkart', title: 'Software Engineer', locationSlug: 'bengaluru-in' });
    const [level] = await database.db.select().from(companyLevels).where(eq(companyLevels.id, g1.record.levelId!));
    expect(level).toMatchObject({ name: 'SDE 2', standardLevel: 2 });
    const skillRows = await database.db.select().from(skills).where(inArray(skills.id, g1.record.skillIds!));
    expect(skillRows.map((s) => s.slug).sort()).toEqual(['java', 'kafka']);

    const g2 = (await recordOf(database, 'import', 'G-2'))!;
    expect(g2.record).toMatchObject({
      base: 185_000,
      stockGrant: 300_000,
      vestingYears: 4,
      stockYearly: 75_000,
      bonus: 27_000,
      total: 287_000,
    });
    expect(g2).toMatchObject({ locationSlug: 'mountain-view-us', metro: 'Bay Area' });

    const [startup] = await database.db.select().from(companies).where(eq(companies.slug, 'brand-new-startup'));
    expect(startup).toMatchObject({ name: 'Brand New Startup', type: 'other', isDemo: false });
    const [indore] = await database.db.select().from(locations).where(eq(locations.slug, 'indore-in'));
    expect(indore).toMatchObject({ city: 'Indore', state: 'Madhya Pradesh', countryCode: 'in', metro: 'Indore' });

    // Again: nothing added (by id, and by the row's hash when it has no id).
    const before = await counts(database);
    expect(await importFile(database.db, file, { format: 'csv' })).toMatchObject({
      read: 11,
      imported: 0,
      skipped: { 'already imported': 3 },
    });
    expect(await counts(database)).toEqual(before);
  });
});

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const REAL_FILE = path.resolve(repoRoot, '../shared/data/h1b_lca_fy2025_q2_healthcare.csv');
const describeRealFile = existsSync(REAL_FILE)
  ? describeWithDb
  : (name: string, fn: () => void) => describe.skip(`${name} [skipped: ${REAL_FILE} not found; the shared data folder is absent]`, fn);

describeRealFile('the real DOL H-1B extract (fiscal 2025 Q2, healthcare)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('imports the annualised wages of certified full-time filings, and adds nothing the second time', { timeout: 60_000 }, async () => {
    const summary = await importFile(database.db, REAL_FILE, { format: 'h1b' });
    expect(summary).toEqual({
      format: 'h1b',
      dryRun: false,
      read: 8078,
      imported: 7645,
      skipped: { 'part-time': 423, 'implausible wage': 10 },
    });

    const db = database.db;
    expect(await db.$count(salaryRecords, eq(salaryRecords.source, 'h1b'))).toBe(7645);
    // Every figure is annual.
    expect(await db.$count(salaryRecords, and(eq(salaryRecords.source, 'h1b'), lt(salaryRecords.total, 10_000)))).toBe(0);
    // Hourly $85.50 (Western Dental Services, San Diego) × 2080; monthly $12,000 × 12.
    expect((await recordOf(database, 'h1b', 'I-200-25080-794744'))?.record).toMatchObject({
      base: 177_840,
      total: 177_840,
      standardLevel: 3,
    });
    expect((await recordOf(database, 'h1b', 'I-200-25080-794744'))?.locationSlug).toBe('san-diego-us');
    expect((await recordOf(database, 'h1b', 'I-200-24351-544542'))?.record.base).toBe(144_000);
    // A range (124,999–125,000) at its lower figure; a yearly "Hour" typo skipped.
    expect((await recordOf(database, 'h1b', 'I-200-24346-534948'))?.record.base).toBe(80_000);
    expect((await recordOf(database, 'h1b', 'I-200-25027-644535'))?.record.base).toBe(124_999);
    expect(await recordOf(database, 'h1b', 'I-200-24295-420923')).toBeUndefined();
    // "MAYO CLINIC" and "Mayo Clinic " are the demo catalogue's Mayo Clinic.
    const [mayo] = await db.select().from(companies).where(eq(companies.slug, 'mayo-clinic'));
    expect(mayo?.isDemo).toBe(true);
    expect(await db.$count(salaryRecords, eq(salaryRecords.companyId, mayo!.id))).toBeGreaterThan(100);

    const before = await counts(database);
    const again = await importFile(database.db, REAL_FILE, { format: 'h1b' });
    expect(again).toMatchObject({
      read: 8078,
      imported: 0,
      skipped: { 'already imported': 7645, 'part-time': 423, 'implausible wage': 10 },
    });
    expect(await counts(database)).toEqual(before);
  });
});

describeOnEmbeddedDb('npm run import', () => {
  const run = (dataDir: string, ...args: string[]) => runScript('src/cli/import.ts', { DATA_DIR: dataDir }, ...args);

  it('prints the summary and exits 0; on a broken file prints the row and exits 1', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paysight-import-cli-'));
    try {
      const good = await fixture(
        csv(H1B_COLUMNS, [filing({ CASE_NUMBER: 'CLI-1' }), filing({ CASE_NUMBER: 'CLI-2', FULL_TIME_POSITION: 'N' })]),
      );
      const done = await run(dataDir, '--format', 'h1b', good);
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      expect(done.stdout).toMatch(/rows read\s+2\n\s+imported\s+1\n\s+skipped\s+1\n\s+part-time\s+1/);

      const broken = await fixture(csv(H1B_COLUMNS, [filing({ CASE_NUMBER: 'CLI-3' })]) + 'CLI-4,Certified,"Nurse\r\n');
      const failed = await run(dataDir, '--format', 'h1b', broken);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/row 2 \(line 3\): unterminated quoted field[\s\S]*Nothing was imported/);

      const usage = await run(dataDir, '--format', 'xml', good);
      expect(usage.code).toBe(2);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
