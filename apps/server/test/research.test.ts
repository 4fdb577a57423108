import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobs, occupationAiApplicability, occupationAiExposure, occupationWages, onetAlternateTitles, type Database } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_REFERENCE_DATA } from '../src/config.js';
import { USAGE, UsageError, parseImportArgs } from '../src/modules/imports/imports.cli.js';
import {
  formatResearchSummary,
  importResearchFile,
  importResearchFolder,
  importResearchText,
} from '../src/modules/research/research-import.service.js';
import { occupationsForTitle, titleMapOf } from '../src/modules/research/research.service.js';
import { createClock, createTestApp, describeWithDb, useTestDatabase, type TestApp } from './helpers.js';

/**
 * Public research data (ADR 026): the four importers on the real files from ../shared/data
 * (skipped when the folder is absent), the title → occupation mapping on real titles, and the
 * career path's market, job-risk and future-of-work answers through the API.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const DATA = path.resolve(repoRoot, '../shared/data');
const FILES = {
  exposure: path.join(DATA, 'job-risk/gpts-are-gpts-occ-level.csv'),
  applicability: path.join(DATA, 'job-risk/ms-ai-applicability-soc2018.csv'),
  titles: path.join(DATA, 'job-risk/onet-alternate-titles.tsv'),
  oews: path.join(DATA, 'market/oews-national-may2024.csv'),
};
const present = Object.values(FILES).every((f) => existsSync(f));
const describeRealFiles = present
  ? describeWithDb
  : (name: string, fn: () => void) => describe.skip(`${name} [skipped: the research files under ${DATA} are absent (see its README)]`, fn);

async function importAll(database: Database) {
  return {
    exposure: await importResearchFile(database.db, FILES.exposure, { format: 'ai-exposure' }),
    applicability: await importResearchFile(database.db, FILES.applicability, { format: 'ai-applicability' }),
    titles: await importResearchFile(database.db, FILES.titles, { format: 'onet-titles' }),
    oews: await importResearchFile(database.db, FILES.oews, { format: 'oews' }),
  };
}

async function tableCounts(database: Database) {
  const db = database.db;
  return {
    exposure: await db.$count(occupationAiExposure),
    applicability: await db.$count(occupationAiApplicability),
    titles: await db.$count(onetAlternateTitles),
    wages: await db.$count(occupationWages),
  };
}

describeWithDb('the reference data shipped with the product (no ../shared beside the clone)', () => {
  let database: Database;
  useTestDatabase((made) => (database = made));

  it('loads all four files from apps/server/reference-data at start, as the public files read', { timeout: 120_000 }, async () => {
    const warnings: object[] = [];
    const log = { info: () => undefined, warn: (details: object) => void warnings.push(details) };
    const loaded = await importResearchFolder(database.db, SHIPPED_REFERENCE_DATA, log);
    expect(loaded.map((s) => [s.format, s.imported])).toEqual([
      ['onet-titles', 52_752],
      ['ai-exposure', 923],
      ['ai-applicability', 785],
      ['oews', 1396],
    ]);
    expect(warnings).toEqual([]);
    expect(await tableCounts(database)).toEqual({ exposure: 923, applicability: 785, titles: 52_752, wages: 1396 });
    expect((await occupationsForTitle(database.db, 'Data Scientist')).map((o) => o.onetSoc)).toEqual(['15-2051.00', '19-2011.00']);
    const [swe] = await database.db.select().from(occupationWages).where(eq(occupationWages.soc, '15-1252'));
    expect(swe).toMatchObject({ title: 'Software Developers', period: 'May 2024' });

    // A folder without the files loads nothing, and says which are missing.
    await database.db.delete(occupationAiApplicability);
    expect(await importResearchFolder(database.db, path.join(SHIPPED_REFERENCE_DATA, 'nowhere'), log)).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ file: 'job-risk/ms-ai-applicability-soc2018.csv', format: 'ai-applicability' })]);
  });
});

describeRealFiles('research importers on the real files', () => {
  let database: Database;
  useTestDatabase((made) => (database = made));

  it('imports each file with a summary, and importing again changes nothing', { timeout: 120_000 }, async () => {
    const started = Date.now();
    const first = await importAll(database);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(first.exposure).toEqual({ format: 'ai-exposure', dryRun: false, read: 923, imported: 923, skipped: {}, notes: {} });
    expect(first.applicability).toEqual({ format: 'ai-applicability', dryRun: false, read: 785, imported: 785, skipped: {}, notes: {} });
    expect(first.titles).toMatchObject({ format: 'onet-titles', read: 52_754, imported: 52_752, skipped: { 'duplicate in file': 2 } });
    expect(first.oews).toMatchObject({
      format: 'oews',
      read: 1403,
      imported: 1396,
      skipped: { 'code repeated at another group level (narrowest kept)': 7 },
    });
    expect(Object.keys(first.oews.notes)).toEqual(['suppressed values (*), kept as null', 'top-coded values (#), kept as $239,200']);
    expect(formatResearchSummary(first.oews, 'oews-national-may2024.csv')).toContain('kept (table replaced)');

    const before = await tableCounts(database);
    expect(before).toEqual({ exposure: 923, applicability: 785, titles: 52_752, wages: 1396 });
    const second = await importAll(database);
    expect(second).toEqual(first);
    expect(await tableCounts(database)).toEqual(before);

    // At start (RESEARCH_DATA_DIR), only a table still empty is loaded from the folder; a folder without the files loads nothing.
    const quiet = { info: () => undefined, warn: () => undefined };
    await database.db.delete(occupationAiApplicability);
    const atStart = await importResearchFolder(database.db, DATA, quiet);
    expect(atStart.map((s) => s.format)).toEqual(['ai-applicability']);
    expect(await tableCounts(database)).toEqual(before);
    expect(await importResearchFolder(database.db, DATA, quiet)).toEqual([]);
    await database.db.delete(occupationAiApplicability);
    expect(await importResearchFolder(database.db, path.join(DATA, 'nowhere'), quiet)).toEqual([]);
    await importResearchFolder(database.db, DATA, quiet);

    // OEWS: thousands separators read, "#" stored as BLS's floor and marked, "*" as null.
    const [swe] = await database.db.select().from(occupationWages).where(eq(occupationWages.soc, '15-1252'));
    expect(swe).toMatchObject({ title: 'Software Developers', groupLevel: 'detailed', period: 'May 2024' });
    expect(swe!.employment).toBeGreaterThan(1_000_000);
    const [ceo] = await database.db.select().from(occupationWages).where(eq(occupationWages.soc, '11-1011'));
    expect(ceo!.annualP90).toBe(239_200);
    expect(ceo!.topCoded).toContain('p90');
    const [actors] = await database.db.select().from(occupationWages).where(eq(occupationWages.soc, '27-2011'));
    expect(actors).toMatchObject({ annualMedian: null, annualMean: null, topCoded: [] });
    expect(actors!.employment).toBe(38_800);
  });

  it('maps real titles to occupation codes (many-to-many where O*NET says so)', async () => {
    const codes = async (title: string) => (await occupationsForTitle(database.db, title)).map((o) => o.onetSoc);
    const table: [string, string[]][] = [
      ['Software Engineer', ['15-1252.00']],
      ['Data Scientist', ['15-2051.00', '19-2011.00']],
      ['Registered Nurse', ['29-1141.00']],
      ['Product Manager', ['11-2021.00']],
      ['QA Engineer', ['15-1253.00', '17-2112.00', '17-2141.02']],
      ['Financial Analyst', ['13-2051.00', '13-2099.01']],
      ['Recruiter', ['13-1071.00']],
      ['Account Executive', ['11-2011.00']],
      ['Sr. Software Engineer', ['15-1252.00']],
      ['Senior Data Scientist', ['15-2051.00', '19-2011.00']],
      ['software engineer', ['15-1252.00']],
      ['Software Developer', ['15-1252.00']],
      ['Software Engineer, Payments', ['15-1252.00']],
      ['Staff Nurse', ['29-1141.00', '29-1141.01', '29-1141.03']],
    ];
    for (const [title, expected] of table) expect([title, await codes(title)]).toEqual([title, expected]);
    const physician = await codes('Physician');
    expect(physician.length).toBe(20);
    expect(physician).toContain('29-1215.00');
    expect(await codes('Chief Happiness Wizard')).toEqual([]);

    const [swe] = await occupationsForTitle(database.db, 'Senior Software Engineer');
    expect(swe).toEqual({
      onetSoc: '15-1252.00',
      soc: '15-1252',
      title: 'Software Developers',
      matchedBy: 'without-seniority',
      matchedTitle: 'Software Engineer',
    });
    expect((await occupationsForTitle(database.db, 'Registered Nurse'))[0]!.matchedBy).toBe('occupation-title');
    expect((await occupationsForTitle(database.db, 'QA Engineer'))[0]!.matchedBy).toBe('short-title');
    expect((await occupationsForTitle(database.db, 'Senior Software Engineer - Payments (Remote)'))[0]!.matchedBy).toBe('before-qualifier');
  });
});

describe('import command line: research formats', () => {
  it('takes the four research formats, and refuses job board flags with them', () => {
    for (const format of ['onet-titles', 'ai-exposure', 'ai-applicability', 'oews'])
      expect(parseImportArgs(['--format', format, 'f.csv'])).toEqual({ format, file: 'f.csv', dryRun: false, research: true });
    expect(parseImportArgs(['--dry-run', '--format', 'oews', 'f.csv'])).toMatchObject({ dryRun: true });
    expect(() => parseImportArgs(['--format', 'oews', '--board', 'x', 'f.csv'])).toThrow(UsageError);
    expect(USAGE).toContain('--format onet-titles');
  });
});

describeWithDb('research importers on bad input', () => {
  let database: Database;
  useTestDatabase((made) => (database = made));

  it('refuses a file without the columns, and keeps what was there', async () => {
    await importResearchText(database.db, 'SOC Code,title,ai_applicability_score\n15-1252,Software Developers,0.4\n', {
      format: 'ai-applicability',
    });
    await expect(importResearchText(database.db, 'code,score\n15-1252,0.4\n', { format: 'ai-applicability' })).rejects.toThrow(
      /missing required columns: SOC Code, title, ai_applicability_score/,
    );
    await expect(importResearchText(database.db, 'a,b\n', { format: 'oews', period: 'May 2024' })).rejects.toThrow(/not a BLS OEWS file/);
    await expect(
      importResearchText(database.db, 'OCC_CODE,OCC_TITLE,O_GROUP,TOT_EMP,A_MEAN,A_PCT10,A_PCT25,A_MEDIAN,A_PCT75,A_PCT90\n', {
        format: 'oews',
      }),
    ).rejects.toThrow(/period/);
    expect(await database.db.$count(occupationAiApplicability)).toBe(1);
  });

  it('sees a new import of the titles at once, and a dry run keeps nothing', async () => {
    const header = 'O*NET-SOC Code\tAlternate Title\tShort Title\tSource(s)\n';
    await importResearchText(database.db, `${header}15-1252.00\tWidget Wrangler\tn/a\t08\n`, { format: 'onet-titles' });
    expect((await occupationsForTitle(database.db, 'Widget Wrangler')).map((o) => o.onetSoc)).toEqual(['15-1252.00']);
    const dry = await importResearchText(database.db, `${header}15-1253.00\tGadget Tamer\tn/a\t08\n`, {
      format: 'onet-titles',
      dryRun: true,
    });
    expect(dry).toMatchObject({ dryRun: true, read: 1, imported: 1 });
    expect(await occupationsForTitle(database.db, 'Gadget Tamer')).toEqual([]);
    await importResearchText(database.db, `${header}15-1253.00\tGadget Tamer\tn/a\t08\n`, { format: 'onet-titles' });
    expect(await occupationsForTitle(database.db, 'Widget Wrangler')).toEqual([]);
    expect((await occupationsForTitle(database.db, 'Gadget Tamer')).map((o) => o.onetSoc)).toEqual(['15-1253.00']);
  });

  it("sees another process's import within 30 seconds (the watermark moved)", async () => {
    const start = Date.now() + 3_600_000;
    await titleMapOf(database.db, start);
    // Written behind the server's back, as the import command does from its own process.
    await database.db.insert(onetAlternateTitles).values({ onetSoc: '29-1141.00', title: 'Bedside Hero', titleKey: 'bedside hero' });
    expect((await titleMapOf(database.db, start + 10_000)).alternates.has('bedside hero')).toBe(false);
    expect((await titleMapOf(database.db, start + 31_000)).alternates.has('bedside hero')).toBe(true);
  });

  it('counts skipped rows by reason and keeps the rest', async () => {
    const summary = await importResearchText(
      database.db,
      'SOC Code,title,ai_applicability_score\n15-1252,Software Developers,0.4\n15-1252,Again,0.5\n15-12,Bad,0.1\n29-1141,Nurses,\n',
      { format: 'ai-applicability' },
    );
    expect(summary).toEqual({
      format: 'ai-applicability',
      dryRun: false,
      read: 4,
      imported: 1,
      skipped: { 'duplicate in file': 1, 'not a SOC 2018 code': 1, 'missing or out-of-range score': 1 },
      notes: {},
    });
  });
});

// On the reference data shipped with the product: runs on a clone with no ../shared beside it.
describeWithDb('career path market, job risk and future of work', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}` });

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: clock.now, env: { SEARCH_LIMIT_ANON: '0', SEARCH_LIMIT_MEMBER: '0' } });
    const db = t.database.db;
    await importResearchFolder(db, SHIPPED_REFERENCE_DATA, { info: () => undefined, warn: () => undefined });
    const acme = await insertCompany(db, { name: 'Acme Health' });
    const swe = await insertTitle(db, { name: 'Software Engineer' });
    const ds = await insertTitle(db, { name: 'Data Scientist', family: 'Data and AI' });
    const nurse = await insertTitle(db, { name: 'Registered Nurse', family: 'Healthcare' });
    const wizard = await insertTitle(db, { name: 'Chief Happiness Wizard' });
    const city = await insertLocation(db, { city: 'Austin', countryCode: 'us' });
    const rec = (titleId: number, base: number, reportedOn: string) => ({
      countryCode: 'us' as const,
      companyId: acme.id,
      titleId,
      locationId: city.id,
      base,
      reportedOn,
    });
    await insertSalaryRecords(db, [
      // Software engineers: 5 in 2026 Q2 (shown), 4 in 2026 Q3 (hidden) — 9 at Acme.
      ...[150_000, 160_000, 170_000, 180_000, 190_000].map((b, i) => rec(swe.id, b, `2026-0${4 + (i % 3)}-15`)),
      ...[200_000, 210_000, 220_000, 230_000].map((b) => rec(swe.id, b, '2026-08-10')),
      // Nurses: 5 at Acme (shown); data scientists: 4 (hidden everywhere).
      ...[90_000, 95_000, 100_000, 105_000, 110_000].map((b) => rec(nurse.id, b, '2026-09-01')),
      ...[140_000, 145_000, 150_000, 155_000].map((b) => rec(ds.id, b, '2026-09-01')),
      // A title that maps to no occupation: shown, without a score.
      ...[80_000, 81_000, 82_000, 83_000, 84_000].map((b) => rec(wizard.id, b, '2026-09-01')),
    ]);
    const job = (title: string, titleId: number | null, postedAt: string, updatedAt = '2026-11-20T00:00:00Z') => ({
      title,
      titleId,
      titleKey: title.toLowerCase(),
      companyId: acme.id,
      countryCodes: ['us'],
      locationKey: 'austin|us',
      remote: 'none' as const,
      descriptionHtml: '<p>Build things</p>',
      descriptionText: 'Build things',
      postedAt: new Date(postedAt),
      updatedAt: new Date(updatedAt),
      applyUrl: `https://jobs.example.com/${title}/${postedAt}`,
    });
    await db.insert(jobs).values([
      job('Software Engineer', swe.id, '2026-10-05T00:00:00Z'),
      job('Senior Software Engineer', swe.id, '2026-11-02T00:00:00Z'),
      job('Software Engineer', swe.id, '2026-11-10T00:00:00Z'),
      // No longer listed (not updated in the last month): not counted.
      job('Software Engineer', swe.id, '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('job risk: both scores per occupation, labelled, with the sources, and no invented layoffs', async () => {
    const res = await get('/us/career-path/job-risk?title=Data%20Scientist&company=acme-health');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.ambiguous).toBe(true);
    expect(data.occupations.map((o: { onetSoc: string }) => o.onetSoc)).toEqual(['15-2051.00', '19-2011.00']);
    const [ds] = data.occupations;
    expect(ds).toMatchObject({ soc: '15-2051', title: 'Data Scientists', matchedBy: 'alternate-title' });
    expect(ds.exposure.gpt4.beta).toBeGreaterThan(0);
    expect(ds.exposure.human.beta).toBeGreaterThan(0);
    expect(ds.applicability.score).toBeGreaterThan(0);
    expect(ds.applicability.percentile).toBeGreaterThanOrEqual(0);
    expect(ds.applicability.percentile).toBeLessThanOrEqual(100);
    expect(data.measures.applicability).toContain('not replacement');
    expect(data.measures.exposure).toContain('Eloundou');
    expect(data.company).toEqual({ name: 'Acme Health', slug: 'acme-health' });
    expect(data.layoffs).toBeNull();
    expect(data.sources.map((s: { credit: string }) => s.credit)).toEqual([
      'O*NET 27.0, USDOL/ETA, CC BY 4.0',
      'Eloundou, Manning, Mishkin & Rock (2023), GPTs are GPTs, MIT licence',
      'Tomlinson et al. (2025), Working with AI, Microsoft Research, CC BY 4.0',
    ]);

    // The published figures, at the three decimals they carry.
    const nurse = (await get('/us/career-path/job-risk?title=Registered%20Nurse')).json().data.occupations;
    expect(nurse).toEqual([
      expect.objectContaining({
        onetSoc: '29-1141.00',
        matchedBy: 'occupation-title',
        exposure: { gpt4: { alpha: 0.048, beta: 0.333, gamma: 0.619 }, human: { alpha: 0.19, beta: 0.381, gamma: 0.571 } },
        applicability: { score: 0.122, percentile: 39.4 },
      }),
    ]);

    const one = (await get('/us/career-path/job-risk?title=Software%20Engineer')).json().data;
    expect(one.ambiguous).toBe(false);
    expect(one.company).toBeNull();
  });

  it('market: OEWS wages with top-coding marked, listed jobs by month, pay trend only from quarters of at least 5', async () => {
    const res = await get('/us/career-path/market?title=Software%20Engineer');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.currency).toBe('USD');
    expect(data.catalogueTitle).toEqual({ name: 'Software Engineer', slug: 'software-engineer' });
    expect(data.wages).toHaveLength(1);
    expect(data.wages[0]).toMatchObject({ soc: '15-1252', oewsSoc: '15-1252', title: 'Software Developers', period: 'May 2024' });
    expect(data.wages[0].annual.p10).toBeLessThan(data.wages[0].annual.p90);
    expect(data.demand).toEqual([
      { month: '2026-10', jobs: 1 },
      { month: '2026-11', jobs: 2 },
    ]);
    // 5 records in 2026 Q2 shown (median 170,000); the 4 of 2026 Q3 hidden.
    expect(data.payTrend).toEqual([{ quarter: '2026-Q2', count: 5, median: 170_000 }]);
    expect(data.sources.map((s: { credit: string }) => s.credit)).toContain('BLS OEWS May 2024, US Bureau of Labor Statistics, public domain');

    // A top-coded occupation says so.
    const ceo = (await get('/us/career-path/market?title=Chief%20Executive%20Officer')).json().data;
    const chief = ceo.wages.find((w: { soc: string }) => w.soc === '11-1011');
    expect(chief.annual.p90).toBe(239_200);
    expect(chief.topCoded).toContain('p90');

    // Data scientists: 4 records, never a figure; no listed jobs: demand null.
    const ds = (await get('/us/career-path/market?title=Data%20Scientist')).json().data;
    expect(ds.payTrend).toEqual([]);
    expect(ds.demand).toBeNull();
    expect(ds.ambiguous).toBe(true);
  });

  it("future of work: a company's titles with at least 5 records, their exposure, weighted by headcount", async () => {
    const res = await get('/us/futureofwork/acme-health');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const names = data.titles.map((x: { title: { name: string } }) => x.title.name);
    // Software Engineer 9, Registered Nurse 5, Chief Happiness Wizard 5 shown; Data Scientist (4) hidden.
    expect(names).toEqual(['Software Engineer', 'Chief Happiness Wizard', 'Registered Nurse']);
    expect(data.titles.map((x: { count: number }) => x.count)).toEqual([9, 5, 5]);
    const [swe, wizard, nurse] = data.titles;
    expect(swe.share).toBeCloseTo(9 / 19);
    expect(wizard.gpt4Beta).toBeNull();
    expect(wizard.occupations).toEqual([]);
    expect(data.coverage).toBeCloseTo(14 / 19);
    const expected = (swe.gpt4Beta * 9 + nurse.gpt4Beta * 5) / 14;
    expect(data.exposure.gpt4Beta).toBeCloseTo(expected, 3);
    expect(data.sources).toHaveLength(3);

    // Another region: no title reaches 5 there.
    const us = await get('/in/futureofwork/acme-health');
    expect(us.statusCode).toBe(404);
    expect(us.json().code).toBe('too-few-records');
  });

  it('answers bad input with a clear 4xx', async () => {
    const unknown = await get('/us/career-path/job-risk?title=Chief%20Happiness%20Wizard');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('No occupation matches "Chief Happiness Wizard"');
    expect((await get('/xx/career-path/market?title=Software%20Engineer')).statusCode).toBe(400);
    expect((await get('/us/career-path/market')).statusCode).toBe(400);
    expect((await get('/us/career-path/job-risk?title=Software%20Engineer&company=nope')).statusCode).toBe(404);
    expect((await get('/us/futureofwork/no-such-company')).statusCode).toBe(404);
    expect((await get('/us/futureofwork/Bad%20Slug')).statusCode).toBe(400);
  });
});
