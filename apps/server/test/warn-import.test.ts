import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { companies, warnNotices, type Database } from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHIPPED_REFERENCE_DATA } from '../src/config.js';
import { parseCsv } from '../src/lib/csv.js';
import { parseImportArgs, UsageError } from '../src/modules/imports/imports.cli.js';
import { importWarnCsv, readWarnCsv, WarnImportError } from '../src/modules/layoffs/warn-import.service.js';
import { importWarnReferenceFolder } from '../src/modules/layoffs/warn-reference.service.js';
import { WARN_STATES } from '../src/modules/layoffs/warn-states.js';
import {
  implausibleDates,
  mapWarnHeader,
  parseJobs,
  parseWarnDate,
  readVocabulary,
  splitCompanySite,
  WarnMappingError,
} from '../src/modules/layoffs/warn.rules.js';
import { describeWithDb, useTestDatabase } from './helpers.js';

/**
 * WARN notices: the rules on small inputs, then the oracles (independently computed from the
 * states' files) recomputed by the importer on ../shared/data/warn.
 */

const WARN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/warn');
const haveWarnFiles = ['ca.csv', 'tx.csv', 'wa.csv'].every((f) => existsSync(path.join(WARN_DIR, f)));
// Test inputs read from ../shared/data (a user's clone has none): their suites skip, saying why, when it is absent.
const describeWithWarnFiles = (name: string, fn: () => void) =>
  haveWarnFiles ? describe(name, fn) : describe.skip(`${name} [skipped: ${WARN_DIR} is absent (the states' WARN files)]`, fn);
const fileText = (f: string) => readFileSync(path.join(WARN_DIR, f), 'utf8');

describe('WARN header mapping', () => {
  it('finds columns by any of the state names, in any order and case', () => {
    const cols = mapWarnHeader('WA', WARN_STATES.WA!, ['Received Date', 'company', '# OF WORKERS', 'Layoff Start Date']);
    expect(cols).toMatchObject({ companyName: 1, jobs: 2, noticeDate: 0, effectiveDate: 3 });
  });
  it('refuses a file missing a required column, naming it and the headers tried', () => {
    expect(() => mapWarnHeader('WA', WARN_STATES.WA!, ['Company', 'Layoff Start Date'])).toThrow(WarnMappingError);
    expect(() => mapWarnHeader('WA', WARN_STATES.WA!, ['Company', 'Layoff Start Date'])).toThrow(
      /missing columns noticeDate \("received date"\), jobs \("# of workers" or "number of workers"\)/,
    );
  });
  it('refuses a state with no mapping, naming the columns a mapping needs', async () => {
    await expect(readWarnCsv(['Company,Date\nAcme,1/1/2020\n'], 'NY')).rejects.toThrow(WarnImportError);
    await expect(readWarnCsv(['Company,Date\nAcme,1/1/2020\n'], 'NY')).rejects.toThrow(
      /no WARN mapping for state NY: .*company name, notice date, jobs affected .*Mapped states: CA, TX, WA/,
    );
  });
});

describe('npm run import -- --format warn', () => {
  it('takes the state and the source date, and refuses them badly given', () => {
    expect(parseImportArgs(['--format', 'warn', '--state', 'wa', 'wa.csv'])).toEqual({
      format: 'warn',
      file: 'wa.csv',
      dryRun: false,
      state: 'WA',
      sourceDate: null,
    });
    expect(parseImportArgs(['--format', 'warn', '--state', 'TX', '--source-date', '2022-03-01', '--dry-run', 'tx.csv'])).toMatchObject({
      state: 'TX',
      sourceDate: '2022-03-01',
      dryRun: true,
    });
    expect(() => parseImportArgs(['--format', 'warn', 'wa.csv'])).toThrow(/--state is required with --format warn/);
    expect(() => parseImportArgs(['--format', 'warn', '--state', 'Wash', 'wa.csv'])).toThrow(/two-letter US state code, not Wash/);
    expect(() => parseImportArgs(['--format', 'warn', '--state', 'WA', '--source-date', '2022-02-30', 'wa.csv'])).toThrow(UsageError);
    expect(() => parseImportArgs(['--format', 'csv', '--state', 'WA', 'x.csv'])).toThrow(/--state is for WARN files/);
    expect(() => parseImportArgs(['--format', 'warn', '--state', 'WA', '--board', 'x', 'wa.csv'])).toThrow(
      /--board is for job board files/,
    );
  });
});

describe('WARN values', () => {
  it('reads dates in the state layouts and refuses what is no real day', () => {
    expect(parseWarnDate('3/9/2020', ['M/D/YYYY'])).toBe('2020-03-09');
    expect(parseWarnDate('2022-03-01 00:00:00', ['YYYY-MM-DD'])).toBe('2022-03-01');
    expect(parseWarnDate('02/30/2020', ['M/D/YYYY'])).toBeNull();
    expect(parseWarnDate('19108', ['YYYY-MM-DD', 'M/D/YYYY'])).toBeNull();
  });
  it('reads counts with thousands separators and tells an unreadable count from a missing one', () => {
    expect(parseJobs('1,529')).toBe(1529);
    expect(parseJobs('')).toBeNull();
    expect(parseJobs('12a')).toBe('unreadable');
    expect(parseJobs('1,52')).toBe('unreadable');
  });
  it('reads the vocabularies as words, a line break inside included', () => {
    const v = WARN_STATES.CA!.vocabularies;
    expect(readVocabulary('Closure Permanent', v.closure)).toBe(true);
    expect(readVocabulary('Layoff Unknown at this\r\ntime', v.closure)).toBe(false);
    expect(readVocabulary('Layoff Unknown at this\r\ntime', v.temporary)).toBeNull();
    expect(readVocabulary('Layoff Temporary', v.temporary)).toBe(true);
  });
});

describe('WARN date plausibility, judged against the notice’s other dates', () => {
  it('flags the one date far from all the others, whatever today is', () => {
    expect(implausibleDates({ noticeDate: '2020-06-23', effectiveDate: '3030-03-30', receivedDate: '2020-03-30' })).toEqual([
      'effectiveDate',
    ]);
    expect(implausibleDates({ noticeDate: '2021-01-06', effectiveDate: '2121-03-09', receivedDate: '2021-01-11' })).toEqual([
      'effectiveDate',
    ]);
    expect(implausibleDates({ noticeDate: '2020-03-02', effectiveDate: '1930-03-30' })).toEqual(['effectiveDate']);
    expect(implausibleDates({ noticeDate: '2027-03-01', effectiveDate: '2020-05-01', receivedDate: '2020-03-02' })).toEqual(['noticeDate']);
  });
  it('leaves a future date alone when the notice agrees with it, and a lone date unjudged', () => {
    expect(implausibleDates({ noticeDate: '2031-01-05', effectiveDate: '2031-03-06' })).toEqual([]);
    expect(implausibleDates({ noticeDate: '1930-03-30' })).toEqual([]);
  });
});

describe('WARN company and site', () => {
  it('keeps a site a site: the employer is the part before " - "', () => {
    expect(splitCompanySite('Amazon Logistics - DLA3')).toEqual({ employer: 'Amazon Logistics', site: 'DLA3' });
    expect(splitCompanySite('White Glove Logistics LLC - DFA5 (Amazon Station)')).toEqual({
      employer: 'White Glove Logistics LLC',
      site: 'DFA5 (Amazon Station)',
    });
    expect(splitCompanySite('Coca-Cola  Bottling')).toEqual({ employer: 'Coca-Cola Bottling', site: null });
  });
});

describeWithWarnFiles('WARN oracles on the states’ files (parsed by the importer)', () => {
  it('Texas: the received date column holding notice numbers is read as the state notice number', async () => {
    const { read, notices } = await readWarnCsv([fileText('tx.csv')], 'TX');
    expect(read).toBe(6582);
    expect(notices.filter((n) => n.stateRef !== null)).toHaveLength(5097);
    expect(notices.filter((n) => n.flags.includes('received_date:unreadable'))).toHaveLength(0);
    const typos = notices.filter((n) => n.flags.some((f) => f.endsWith(':implausible')));
    expect(typos.map((n) => n.raw.LayOff_Date).sort()).toEqual(expect.arrayContaining(['2027-03-01 00:00:00', '1930-03-30 00:00:00']));
  });
  it('California: quoted fields spanning lines, counts with separators, 3030 flagged and kept', async () => {
    const { read, notices } = await readWarnCsv([fileText('ca.csv')], 'CA');
    expect(read).toBe(10737);
    expect(notices.filter((n) => /\n/.test(Object.values(n.raw).join('')))).toHaveLength(1346);
    const far = notices.find((n) => n.raw.effective_date === '03/30/3030');
    expect(far?.flags).toContain('effective_date:implausible');
    expect(far?.effectiveDate).toBe('3030-03-30');
  });
});

const ORACLES = {
  CA: { file: 'ca.csv', rows: 10737, jobs: 1038029, boeing: 140, boeingName: 'Boeing Company' },
  TX: { file: 'tx.csv', rows: 6582, jobs: 613094, boeing: 82, boeingName: 'Boeing Company' },
  WA: { file: 'wa.csv', rows: 1123, jobs: 153492, boeing: 61, boeingName: 'Boeing' },
} as const;

describeWithDb('WARN import into the database', () => {
  let database!: Database;
  useTestDatabase((d) => (database = d));

  it('imports in one go, adds nothing the second time, and links an amendment without counting jobs twice', async () => {
    const file = [
      'Company,Location,Layoff Start Date,# of Workers,Closure Layoff,Type of Layoff,Received Date',
      'Acme Widgets,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022',
      'Acme Widgets (Amended),Seattle,6/14/2022,120,Layoff,Permanent,4/11/2022',
      'Acme Widgets,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022',
      ',,,,,,',
      'Far Out Inc,Tacoma,5/14/3022,7,Closure,Temporary,3/11/2022',
    ].join('\n');
    const opts = { state: 'WA', sourceFile: 'small.csv', sourceDate: '2026-11-01' };
    const first = await importWarnCsv(database.db, [file], { ...opts, state: 'wa' });
    expect(first).toMatchObject({ read: 5, imported: 4, skipped: { 'empty row': 1 }, linkedAmendments: 1 });
    expect(first.flagged).toEqual({ 'effective_date:implausible': 1 });
    const again = await importWarnCsv(database.db, [file], opts);
    expect(again).toMatchObject({ read: 5, imported: 0, skipped: { 'empty row': 1, 'already imported': 4 }, linkedAmendments: 0 });

    const rows = await database.db.select().from(warnNotices).where(eq(warnNotices.sourceFile, 'small.csv'));
    const amendment = rows.find((r) => r.amendment)!;
    expect(rows.find((r) => r.id === amendment.amendsId)?.companyName).toBe('Acme Widgets');
    const farOut = rows.find((r) => r.companyName === 'Far Out Inc')!;
    expect(farOut).toMatchObject({ closure: true, temporary: true, effectiveDate: '3022-05-14', noticeDate: '2022-03-11' });
    expect(farOut.raw['Layoff Start Date']).toBe('5/14/3022');
    // Jobs counted once per notice: an amended notice counts through its amendment only.
    const [counted] = await database.db
      .select({ jobs: sql<number>`sum(${warnNotices.jobs})::int` })
      .from(warnNotices)
      .where(
        and(eq(warnNotices.sourceFile, 'small.csv'), sql`NOT EXISTS (SELECT 1 FROM warn_notices a WHERE a.amends_id = ${warnNotices.id})`),
      );
    expect(counted!.jobs).toBe(120 + 100 + 7);
    await database.db.delete(warnNotices).where(eq(warnNotices.sourceFile, 'small.csv'));
  });

  it("Washington's notices are known by their mapped cells alone: the shipped file again, with columns added, moved or renamed, adds nothing", async () => {
    // The file as it ships (compressed) with the product: always at hand, unlike ../shared/data.
    const text = gunzipSync(readFileSync(path.join(SHIPPED_REFERENCE_DATA, 'warn/wa.csv.gz'))).toString('utf8');
    const records: string[][] = [];
    for await (const r of parseCsv([text])) records.push(r.fields);
    const [header, ...rows] = records as [string[], ...string[][]];
    const csv = (lines: string[][]) => lines.map((l) => l.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')).join('\n');
    const opts = (sourceFile: string) => ({ state: 'WA', sourceFile, sourceDate: '2022-03-11' });

    const first = await importWarnCsv(database.db, [text], opts('wa-identity.csv'));
    expect(first.imported).toBe(1123);
    expect((await importWarnCsv(database.db, [text], opts('wa-identity.csv'))).imported).toBe(0);

    // The same notices in a newer layout: an industry column and an unnamed column the mapping does not
    // read, the columns in reverse order, "# of Workers" spelled as its other name.
    const reordered = (fields: string[], i: number) => [`Industry ${i % 7}`, `note ${i}`, ...[...fields].reverse()];
    const newHeader = ['Industry', '', ...[...header].reverse().map((h) => (h === '# of Workers' ? 'Number of Workers' : h))];
    const layout = await importWarnCsv(database.db, [csv([newHeader, ...rows.map(reordered)])], opts('wa-identity-new-layout.csv'));
    expect(layout).toMatchObject({ read: 1123, imported: 0, skipped: { 'already imported': 1123 } });

    // A mapped cell that changes (the count of workers of one notice) makes another notice.
    const jobsAt = header.indexOf('# of Workers');
    const changed = rows.map((r, i) => (i === 0 ? r.map((f, j) => (j === jobsAt ? String(Number(f) + 1) : f)) : r));
    const one = await importWarnCsv(database.db, [csv([header, ...changed])], opts('wa-identity-changed.csv'));
    expect(one).toMatchObject({ imported: 1, skipped: { 'already imported': 1122 } });
    await database.db.delete(warnNotices).where(sql`${warnNotices.sourceFile} LIKE 'wa-identity%'`);
  });

  it('notices keyed by every named cell (before the mapped-cells identity) are rekeyed, so a re-import adds nothing', async () => {
    const file = [
      'Company,Location,Layoff Start Date,# of Workers,Closure Layoff,Type of Layoff,Received Date,Industry',
      'Rekey Widgets,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022,Retail',
      'Rekey Widgets,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022,Retail',
      'Rekey Gadgets,Tacoma,5/14/2022,40,Closure,Permanent,3/12/2022,Software',
    ].join('\n');
    const opts = { state: 'WA', sourceFile: 'rekey.csv', sourceDate: '2026-11-01' };
    expect((await importWarnCsv(database.db, [file], opts)).imported).toBe(3);
    // As an earlier release stored them: a key without the prefix.
    await database.db.execute(sql`UPDATE warn_notices SET identity_key = 'every-named-cell-' || id WHERE source_file = 'rekey.csv'`);
    const again = await importWarnCsv(database.db, [file.replace(/,Retail$/gm, ',Groceries')], opts);
    expect(again).toMatchObject({ imported: 0, skipped: { 'already imported': 3 } });
    const keys = await database.db
      .select({ key: warnNotices.identityKey })
      .from(warnNotices)
      .where(eq(warnNotices.sourceFile, 'rekey.csv'));
    expect(keys.map((k) => k.key.slice(0, 3))).toEqual(['f1:', 'f1:', 'f1:']);
    expect(new Set(keys.map((k) => k.key)).size).toBe(3);
    await database.db.delete(warnNotices).where(eq(warnNotices.sourceFile, 'rekey.csv'));
  });

  it('resolves employers through the catalogue, a site staying a site, and abstains otherwise', async () => {
    const [amazon] = await database.db
      .insert(companies)
      .values({ name: 'Amazon', slug: 'amazon', industry: 'Internet', type: 'faang+' })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    const amazonId =
      amazon?.id ?? (await database.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'amazon')))[0]!.id;
    const file = [
      'NOTICE_DATE,JOB_SITE_NAME,COUNTY_NAME,TOTAL_LAYOFF_NUMBER,LayOff_Date,WFDD_RECEIVED_DATE,CITY_NAME',
      '2022-03-01 00:00:00,Amazon Logistics - DLA3,Dallas,50,2022-05-01 00:00:00,2022-03-01 00:00:00,Dallas',
      '2022-03-02 00:00:00,White Glove Logistics LLC - DFA5 (Amazon Station),Dallas,40,2022-05-01 00:00:00,1234,Dallas',
      '2022-03-03 00:00:00,Zyxwv Quux Holdings,Dallas,30,2022-05-01 00:00:00,,Dallas',
    ].join('\n');
    const summary = await importWarnCsv(database.db, [file], { state: 'TX', sourceFile: 'sites.csv', sourceDate: '2026-11-01' });
    expect(summary).toMatchObject({ imported: 3, resolved: 1 });
    const rows = await database.db.select().from(warnNotices).where(eq(warnNotices.sourceFile, 'sites.csv'));
    const by = (name: string) => rows.find((r) => r.companyName.startsWith(name))!;
    expect(by('Amazon')).toMatchObject({ companyId: amazonId, site: 'DLA3' });
    expect(by('White Glove')).toMatchObject({ companyId: null, site: 'DFA5 (Amazon Station)', stateRef: '1234', receivedDate: null });
    expect(by('Zyxwv')).toMatchObject({ companyId: null, site: null });
    await database.db.delete(warnNotices).where(eq(warnNotices.sourceFile, 'sites.csv'));
  });

  it('loads the shipped files at first start, once, and says when the folder lacks them', { timeout: 120_000 }, async () => {
    const warnings: object[] = [];
    const log = { info: () => undefined, warn: (obj: object) => warnings.push(obj) };
    const loaded = await importWarnReferenceFolder(database.db, SHIPPED_REFERENCE_DATA, log);
    expect(loaded.map((s) => [s.state, s.read, s.imported])).toEqual([
      ['CA', 10737, 10737],
      ['TX', 6582, 6582],
      ['WA', 1123, 1123],
    ]);
    expect(await importWarnReferenceFolder(database.db, SHIPPED_REFERENCE_DATA, log)).toEqual([]);
    expect(warnings).toEqual([]);
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(warnNotices)
      .then((r) => r as [{ n: number }]);
    expect(n).toBe(10737 + 6582 + 1123);
    // The same notices from the states' files (another source file name) are already there: nothing added.
    if (haveWarnFiles) {
      const again = await importWarnCsv(database.db, [fileText('wa.csv')], { state: 'WA', sourceFile: 'wa.csv', sourceDate: '2022-03-11' });
      expect(again.imported).toBe(0);
    }
    await database.db.delete(warnNotices);
    expect(await importWarnReferenceFolder(database.db, '/nonexistent-warn', log)).toEqual([]);
    expect(warnings).toHaveLength(3);
  });

  // Test inputs, not shipped: read from ../shared/data/warn, skipped saying why when it is absent.
  describeWithWarnFiles("the oracles on the states' files", () => {
    for (const [state, o] of Object.entries(ORACLES)) {
      it(`${state}: rows, jobs and Boeing notices match the oracles, and a re-import adds nothing`, async () => {
        const text = fileText(o.file);
        const opts = { state, sourceFile: o.file, sourceDate: '2026-11-28' };
        const summary = await importWarnCsv(database.db, [text], opts);
        expect(summary.read).toBe(o.rows);
        expect(summary.notes).toEqual(state === 'TX' ? { 'a date column holding the state notice number (kept as state_ref)': 5097 } : {});
        // Every row is a notice: identical lines stay separate notices (ADR 042), none is dropped.
        expect(summary.imported).toBe(o.rows);
        const where = eq(warnNotices.state, state);
        const [totals] = await database.db
          .select({ notices: sql<number>`count(*)::int`, jobs: sql<number>`coalesce(sum(${warnNotices.jobs}), 0)::int` })
          .from(warnNotices)
          .where(where);
        expect(totals).toEqual({ notices: o.rows, jobs: o.jobs });
        // The oracle counts the notices whose company is written exactly as the state's usual spelling
        // ("Boeing Company"; Washington "Boeing"); other spellings ("The Boeing Company", "Boeing - El Paso") are outside it.
        const [boeing] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(warnNotices)
          .where(and(where, eq(warnNotices.companyName, o.boeingName)));
        expect(boeing!.n).toBe(o.boeing);
        const again = await importWarnCsv(database.db, [text], opts);
        expect(again.imported).toBe(0);
        expect(again.skipped['already imported']).toBe(
          o.rows - (summary.skipped['empty row'] ?? 0) - (summary.skipped['no company name'] ?? 0),
        );
        if (state === 'CA') {
          const [march] = await database.db
            .select({ notices: sql<number>`count(*)::int`, jobs: sql<number>`coalesce(sum(${warnNotices.jobs}), 0)::int` })
            .from(warnNotices)
            .where(and(where, sql`${warnNotices.noticeDate} >= '2020-03-01' AND ${warnNotices.noticeDate} < '2020-04-01'`));
          expect(march).toEqual({ notices: 1978, jobs: 231932 });
        }
      }, 120_000);
    }
  });
});
