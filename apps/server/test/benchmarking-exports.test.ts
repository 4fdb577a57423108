import type { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle, type SalaryRecordInput } from '@paysight/db/factories';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/lib/csv.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { injectApi } from './api.js';
import { signedInUser } from './users.js';
import { createWorkspace } from './workspaces.js';

/**
 * Benchmark exports (CSV, XLSX) and the startups benchmark by funding-stage band: the files hold
 * what POST /benchmarking shows, under the same rules; failures stay envelopes.
 */
describeWithDb('Benchmark exports and the startups benchmark', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  const co: Record<string, { id: number; slug: string }> = {};

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);
  const workspace = (name: string, over: Parameters<typeof createWorkspace>[3] = {}) => createWorkspace(t, clock.now(), name, over);

  let titleId: number;
  let blr: number;
  // Software Engineering in Bengaluru, reported six months before the effective date: aged × √1.09.
  const rec = (company: string, level: number, base: number, over: Partial<SalaryRecordInput> = {}): SalaryRecordInput => ({
    countryCode: 'in',
    companyId: co[company]!.id,
    titleId,
    standardLevel: level,
    locationId: blr,
    base,
    reportedOn: '2026-05-24',
    ...over,
  });
  const aged = (amount: number) => Math.round(amount * Math.sqrt(1.09));

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    db = t.database.db;
    titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    blr = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    for (const [name, type, listed, fundingStage] of [
      ['Alpha', 'product', true, 'public'],
      ['Bravo', 'product', true, 'public'],
      ['Charlie', 'unicorn', false, 'series-c'],
      ['Delta', 'startup', false, 'series-d+'],
      ['Seedling', 'startup', false, 'seed'],
      ['Acorn', 'startup', false, 'series-a'],
      ['Sprout', 'startup', false, 'series-b'],
      ['Bootstrap', 'startup', false, 'bootstrapped'],
      // A listed startup is not a startup peer.
      ['Listed', 'startup', true, 'public'],
    ] as const) {
      const c = await insertCompany(db, { name, type, listed, fundingStage, industry: 'Software' });
      co[name] = { id: c.id, slug: c.slug };
    }
    await insertSalaryRecords(db, [
      // Level 2: 6 records, 4 companies: shown to the competitors Alpha–Delta.
      rec('Alpha', 2, 1_000_000, { stockYearly: 200_000, bonus: 100_000 }),
      rec('Alpha', 2, 1_200_000),
      rec('Bravo', 2, 1_400_000, { bonus: 100_000 }),
      rec('Bravo', 2, 1_600_000),
      rec('Charlie', 2, 1_800_000),
      rec('Delta', 2, 2_000_000),
      // Level 3: 4 records, hidden.
      ...['Alpha', 'Bravo', 'Charlie', 'Delta'].map((c) => rec(c, 3, 3_000_000)),
      // Early-stage startups: two records each at level 2.
      ...['Seedling', 'Acorn', 'Sprout'].flatMap((c) => [rec(c, 2, 800_000), rec(c, 2, 900_000)]),
      rec('Bootstrap', 2, 700_000),
      rec('Listed', 2, 5_000_000),
    ]);
  }, 120_000);

  const competitors = () => ({ kind: 'competitors' as const, companies: ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((x) => co[x]!.slug) });
  const query = { countryCode: 'in', locations: ['Bengaluru'], effectiveDate: '2026-11-24' };

  /** The CSV's records; the table starts after the first empty line. */
  const csvTable = async (text: string) => {
    const records: string[][] = [];
    for await (const r of parseCsv([text])) records.push(r.fields);
    const about = records.slice(
      0,
      records.findIndex((r) => r[0] === 'Family' || r[0] === 'Band'),
    );
    const header = records[about.length]!;
    const rows = records.slice(about.length + 1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]!])));
    return { about: Object.fromEntries(about.filter((r) => r[0] !== 'Rule').map((r) => [r[0], r[1]])), aboutLines: about, header, rows };
  };

  describe('POST /benchmarking/export', () => {
    it('a CSV with a BOM, the facts and rules first, then one row per cell: a shown cell’s figures are those of POST /benchmarking, a hidden one’s empty', async () => {
      const w = await workspace('Ledger');
      // A peer group's name is the one text the workspace chooses: one that a spreadsheet would run.
      const group = await call('POST', '/benchmarking/peergroups', w.analyst.headers, {
        name: '=HYPERLINK("http://x.example","rivals")',
        countryCode: 'in',
        peer: competitors(),
      });
      expect(group.statusCode, group.body).toBe(200);
      const body = { ...query, peerGroupId: group.json().data.id as number };
      const json = (await call('POST', '/benchmarking', w.viewer.headers, body)).json().data as api.Benchmark;
      const res = await call('POST', '/benchmarking/export?format=csv', w.viewer.headers, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="paysight-benchmark-in-2026-11-24.csv"');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const { about, aboutLines, header, rows } = await csvTable(res.body);
      expect(about).toMatchObject({
        Region: 'India (in)',
        Currency: 'INR',
        'Effective date': '2026-11-24',
        'Aging rate': '9% a year',
        'Peer group': `'=HYPERLINK("http://x.example","rivals")`,
        'Peer kind': 'competitors',
        'Peer companies': '4',
      });
      expect(res.body).not.toMatch(/(^|,|\n)=HYPERLINK/);
      expect(aboutLines.filter((r) => r[0] === 'Rule').map((r) => r[1])).toContain(
        'A cell is shown only with at least 5 records from at least 3 companies, no company holding more than half of them.',
      );
      expect(header.slice(0, 11)).toEqual([
        'Family',
        'Level',
        'Level name',
        'Location',
        'Shown',
        'Hidden reason',
        'Records',
        'Companies',
        'Recent share',
        'Spread',
        'Base p10',
      ]);
      expect(header.at(-1)).toBe('Total p90');

      const shownJson = json.cells.find((c) => c.level === 2)!;
      const shown = rows.find((r) => r.Level === '2')!;
      expect(shown).toMatchObject({
        Family: 'Software Engineering',
        'Level name': 'Mid',
        Location: 'Bengaluru',
        Shown: 'yes',
        'Hidden reason': '',
      });
      expect(shown.Records).toBe('6');
      expect(shown.Companies).toBe('4');
      for (const part of ['base', 'stock', 'bonus', 'total'] as const)
        for (const p of ['p10', 'p25', 'p50', 'p75', 'p90'] as const)
          expect(Number(shown[`${part[0]!.toUpperCase()}${part.slice(1)} ${p}`]), `${part} ${p}`).toBe(shownJson[part]![p]);
      // Hand-worked: totals 1.3, 1.2, 1.5, 1.6, 1.8, 2.0 M → p50 1.55 M, aged six months at 9 %.
      expect(Number(shown['Total p50'])).toBe(aged(1_550_000));

      const hidden = rows.find((r) => r.Level === '3')!;
      expect(hidden).toMatchObject({
        Shown: 'no',
        'Hidden reason': 'Fewer than 5 records',
        Records: '',
        Companies: '',
        'Total p50': '',
        'Base p10': '',
      });
    });

    it('an XLSX with a bold, frozen header, figures as numbers with a thousands format, and an About sheet', async () => {
      const w = await workspace('Abacus');
      const body = { ...query, peer: competitors() };
      const json = (await call('POST', '/benchmarking', w.viewer.headers, body)).json().data as api.Benchmark;
      const res = await call('POST', '/benchmarking/export?format=xlsx', w.viewer.headers, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe('attachment; filename="paysight-benchmark-in-2026-11-24.xlsx"');

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Benchmark', 'About']);
      const sheet = wb.getWorksheet('Benchmark')!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header[0]).toBe('Family');
      expect(header).toHaveLength(30);
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

      const col = (name: string) => header.indexOf(name) + 1;
      const row = sheet.getRow(2);
      expect(row.getCell(col('Level')).value).toBe(2);
      const total = row.getCell(col('Total p50'));
      expect(total.value).toBe(json.cells.find((c) => c.level === 2)!.total!.p50);
      expect(total.value).toBe(aged(1_550_000));
      expect(total.numFmt).toBe('#,##0');
      expect(row.getCell(col('Records')).value).toBe(6);
      // The hidden cell: its reason, no figures.
      const hidden = sheet.getRow(3);
      expect(hidden.getCell(col('Hidden reason')).value).toBe('Fewer than 5 records');
      expect(hidden.getCell(col('Total p50')).value).toBeNull();

      const about = wb.getWorksheet('About')!;
      const lines = about
        .getSheetValues()
        .slice(2)
        .map((r) => (r as unknown[]).slice(1));
      expect(lines).toContainEqual(['Currency', 'INR']);
      expect(lines).toContainEqual(['Peer companies', 4]);
      expect(lines.filter((l) => l[0] === 'Rule').length).toBeGreaterThanOrEqual(3);
    });

    it('keeps failures as envelopes: a bad format is 400, a member without a workspace 403, another workspace’s peer group 404, the other region 403', async () => {
      const w = await workspace('Quill');
      const body = { ...query, peer: competitors() };
      for (const url of ['/benchmarking/export?format=pdf', '/benchmarking/export', '/benchmarking/startups/export?format=ods']) {
        const bad = await call('POST', url, w.viewer.headers, body);
        expect(bad.statusCode, url).toBe(400);
        expect(bad.json(), url).toMatchObject({ success: false, data: null, statusCode: 400, message: expect.stringMatching(/format/) });
      }

      const noWorkspace = await signedInUser(t, clock.now(), { email: 'lone@nowhere.example', role: 'enterprise' });
      for (const url of ['/benchmarking/export?format=csv', '/benchmarking/startups', '/benchmarking/startups/export?format=csv']) {
        const refused = await call('POST', url, noWorkspace.headers, body);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toEqual({
          success: false,
          data: null,
          statusCode: 403,
          message: 'This account has no enterprise workspace',
        });
      }

      const other = await workspace('Quire');
      const theirs = (
        await call('POST', '/benchmarking/peergroups', other.analyst.headers, { name: 'Theirs', countryCode: 'in', peer: competitors() })
      ).json().data as api.PeerGroup;
      const notFound = await call('POST', '/benchmarking/export?format=xlsx', w.admin.headers, { ...query, peerGroupId: theirs.id });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.json()).toEqual({ success: false, data: null, statusCode: 404, message: `No peer group ${theirs.id}` });

      const us = await workspace('Quarry', { region: 'us' });
      const locked = await call('POST', '/benchmarking/export?format=csv', us.viewer.headers, body);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toBe('Your workspace covers the US only');
      expect((await call('POST', '/benchmarking/startups', us.viewer.headers, query)).statusCode).toBe(403);
    });
  });

  it('documents the exports in the OpenAPI document: the body, the format, the two file types', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const path of ['/api/v1/benchmarking/export', '/api/v1/benchmarking/startups/export']) {
      const op = doc.paths[path].post;
      expect(
        op.parameters.map((p: { name: string }) => p.name),
        path,
      ).toContain('format');
      expect(op.requestBody.content['application/json'].schema.properties, path).toHaveProperty('countryCode');
      expect(Object.keys(op.responses['200'].content), path).toEqual([
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
    }
  });

  describe('POST /benchmarking/startups', () => {
    it('benchmarks unlisted startups and unicorns by funding-stage band, each band with its companies and its cells under the rules', async () => {
      const w = await workspace('Runway');
      const res = await call('POST', '/benchmarking/startups', w.viewer.headers, { ...query, levels: [2] });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as api.StartupBenchmark;
      expect(data).toMatchObject({ countryCode: 'in', currency: 'INR', effectiveDate: '2026-11-24', agingRate: 0.09 });
      // Early: Seedling, Acorn, Sprout. Growth: Charlie (unicorn), Delta. All: those five and Bootstrap; never Listed, Alpha or Bravo.
      expect(data.bands.map((b) => [b.band, b.fundingStages, b.companies])).toEqual([
        ['early', ['seed', 'series-a', 'series-b'], 3],
        ['growth', ['series-c', 'series-d+'], 2],
        ['all', [], 6],
      ]);
      const [early, growth, all] = data.bands.map((b) => b.cells[0]!);
      // Early: 6 records of 0.8 and 0.9 M from 3 companies, a third each → p50 0.85 M.
      expect(early).toMatchObject({ shown: true, evidence: { records: 6, companies: 3 } });
      expect(early!.total!.p50).toBe(aged(850_000));
      // Growth: Charlie's and Delta's single records.
      expect(growth).toMatchObject({ shown: false, hidden: { reason: 'few-records' }, evidence: null, total: null });
      // All: 9 records from 6 companies; totals sorted 0.7, 0.8 ×3, 0.9 ×3, 1.8, 2.0 → p50 0.9 M.
      expect(all).toMatchObject({ shown: true, evidence: { records: 9, companies: 6 } });
      expect(all!.total!.p50).toBe(aged(900_000));

      // A filter keeps a band's stages among those it names, and leaves out a band it names none of.
      const filtered = (
        await call('POST', '/benchmarking/startups', w.viewer.headers, { ...query, levels: [2], fundingStages: ['seed', 'series-a'] })
      ).json().data as api.StartupBenchmark;
      expect(filtered.bands.map((b) => [b.band, b.companies])).toEqual([
        ['early', 2],
        ['all', 2],
      ]);
    });

    it('exports the bands: a CSV with a band column, an XLSX with a sheet per band and About', async () => {
      const w = await workspace('Orchard');
      const body = { ...query, levels: [2] };
      const csv = await call('POST', '/benchmarking/startups/export?format=csv', w.viewer.headers, body);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="paysight-startups-benchmark-in-2026-11-24.csv"');
      const { about, header, rows } = await csvTable(csv.body);
      expect(header.slice(0, 2)).toEqual(['Band', 'Family']);
      expect(about).toMatchObject({
        'Early stage (seed to series B): companies': '3',
        'Growth stage (series C onwards): companies': '2',
        'All startups: companies': '6',
      });
      expect(rows.map((r) => [r.Band, r.Shown, r['Total p50']])).toEqual([
        ['Early stage (seed to series B)', 'yes', String(aged(850_000))],
        ['Growth stage (series C onwards)', 'no', ''],
        ['All startups', 'yes', String(aged(900_000))],
      ]);

      const xlsx = await call('POST', '/benchmarking/startups/export?format=xlsx', w.viewer.headers, body);
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Early stage', 'Growth stage', 'All startups', 'About']);
      const allSheet = wb.getWorksheet('All startups')!;
      const header2 = (allSheet.getRow(1).values as unknown[]).slice(1);
      expect(allSheet.getRow(2).getCell(header2.indexOf('Records') + 1).value).toBe(9);
      expect(allSheet.getRow(2).getCell(header2.indexOf('Total p50') + 1).value).toBe(aged(900_000));
    });
  });
});
