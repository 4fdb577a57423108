import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companies } from '@paysight/db';
import { beforeAll, expect, it } from 'vitest';
import { importWarnCsv } from '../src/modules/layoffs/warn-import.service.js';
import { callApi, expectStatusMessage, SEARCH_LIMIT_REFUSAL } from './api.js';
import { describeWithDb, useTestApp, withTestApp } from './helpers.js';

/**
 * The /layoffs page's calls on a few notices in two states' formats: the map by state (jobs of an
 * amended notice counted once, the reason a state has none), the list's filters, paging and trend,
 * one notice with its source row, bad input, and the daily search limit counting the page once.
 */

const WA_FILE = [
  'Company,Location,Layoff Start Date,# of Workers,Closure Layoff,Type of Layoff,Received Date',
  'Acme Widgets,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022',
  'Acme Widgets (Amended),Seattle,6/14/2022,120,Layoff,Permanent,4/11/2022',
  'Acme Widgets (Amended),Seattle,7/14/2022,90,Layoff,Permanent,5/11/2022',
  'Boeing,Everett,5/1/2022,300,Closure,Permanent,2/1/2022',
  'Far Out Inc,Tacoma,5/14/3022,7,Closure,Temporary,1/11/2022',
].join('\n');

// Twelve Texas notices, one a day from 2022-01-01, so the list has two pages.
const TX_FILE = [
  'NOTICE_DATE,JOB_SITE_NAME,COUNTY_NAME,TOTAL_LAYOFF_NUMBER,LayOff_Date,WFDD_RECEIVED_DATE,CITY_NAME',
  '2022-03-01 00:00:00,Amazon Logistics - DLA3,Dallas,50,2022-05-01 00:00:00,2022-03-01 00:00:00,Dallas',
  '2022-03-02 00:00:00,White Glove Logistics LLC - DFA5 (Amazon Station),Dallas,40,2022-05-01 00:00:00,1234,Dallas',
  ...Array.from(
    { length: 10 },
    (_, i) => `2022-01-${String(i + 1).padStart(2, '0')} 00:00:00,Lone Star Foods ${i + 1},Travis,${i + 1},2022-04-01 00:00:00,,Austin`,
  ),
].join('\n');

describeWithDb('layoffs: WARN notices read by the /layoffs page', () => {
  const t = useTestApp({ seed: false, env: { SEARCH_LIMIT_ANON: '0' } });
  const get = (url: string) => callApi(t.app, 'GET', url);

  beforeAll(async () => {
    const db = t.database.db;
    await db.insert(companies).values({ name: 'Amazon', slug: 'amazon', industry: 'Internet', type: 'faang+' }).onConflictDoNothing();
    await importWarnCsv(db, [WA_FILE], { state: 'WA', sourceFile: 'wa.csv', sourceDate: '2022-03-11' });
    await importWarnCsv(db, [TX_FILE], { state: 'TX', sourceFile: 'tx-2022.csv', sourceDate: '2022-03-02' });
  });

  it('maps notices and jobs per state, an amended notice counting its latest amendment only, and says why a state has none', async () => {
    const { status, body } = await get('/layoff/map?measure=jobs');
    expect(status).toBe(200);
    const map = body.data;
    expect(map.states).toHaveLength(51);
    const wa = map.states.find((s: { code: string }) => s.code === 'WA');
    // Acme's notice and its two amendments: the latest amendment's 90 only; Boeing 300; Far Out 7.
    expect(wa).toEqual({ code: 'WA', name: 'Washington', notices: 5, jobs: 90 + 300 + 7, noDataReason: null });
    expect(map.states.find((s: { code: string }) => s.code === 'TX')).toMatchObject({ notices: 12, jobs: 50 + 40 + 55 });
    expect(map.states.find((s: { code: string }) => s.code === 'NY')).toMatchObject({
      notices: 0,
      noDataReason: "No importer yet for this state's notices",
    });
    expect(map.states.find((s: { code: string }) => s.code === 'CA')).toMatchObject({
      noDataReason: "This state's notices are not imported yet",
    });
    expect(map).toMatchObject({ measure: 'jobs', max: 397, totals: { notices: 17, jobs: 542 } });
    expect(map.sources.map((s: { state: string; publisher: string }) => [s.state, s.publisher])).toEqual([
      ['TX', 'Texas Workforce Commission'],
      ['WA', 'Washington Employment Security Department'],
    ]);

    const closuresIn2022 = (await get('/layoff/map?closures=1&from=2022-02-01&to=2022-12-31')).body.data;
    expect(closuresIn2022).toMatchObject({ measure: 'notices', max: 1, totals: { notices: 1, jobs: 300 } });
  });

  it('lists notices newest first, ten a page, with the trend by month for the same filters', async () => {
    const first = (await get('/layoff')).body.data;
    expect(first).toMatchObject({ total: 17, page: 1, pageSize: 10, totalPages: 2, totals: { notices: 17, jobs: 542 } });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ employer: 'Acme Widgets (Amended)', noticeDate: '2022-05-11', jobs: 90, amendment: true });
    const dates = first.items.map((r: { noticeDate: string }) => r.noticeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await get('/layoff?page=2')).body.data;
    expect(second.items).toHaveLength(7);
    expect(second.items.at(-1)).toMatchObject({ employer: 'Lone Star Foods 1', noticeDate: '2022-01-01' });
    expect(first.trend).toEqual([
      { month: '2022-01', notices: 11, jobs: 55 + 7 },
      { month: '2022-02', notices: 1, jobs: 300 },
      { month: '2022-03', notices: 3, jobs: 90 },
      { month: '2022-04', notices: 1, jobs: 0 },
      { month: '2022-05', notices: 1, jobs: 90 },
    ]);
    // The amendment link both ways: the notice names its latest amendment, each amendment the notice.
    const acme = second.items.concat(first.items).filter((r: { employer: string }) => r.employer.startsWith('Acme'));
    const original = acme.find((r: { amendment: boolean }) => !r.amendment);
    expect(original.amendedById).toBe(first.items[0].id);
    expect(acme.filter((r: { amendsId: number | null }) => r.amendsId === original.id)).toHaveLength(2);
  });

  it('filters by company (catalogue and employer text, a site never naming the employer), state, dates and closures', async () => {
    const amazon = (await get('/layoff?company=amazon')).body.data;
    expect(amazon.filters).toMatchObject({ company: 'amazon', resolvedCompany: { name: 'Amazon', slug: 'amazon' } });
    expect(amazon.items.map((r: { employer: string }) => r.employer)).toEqual(['Amazon Logistics - DLA3']);
    expect(amazon.items[0]).toMatchObject({ company: { slug: 'amazon', name: 'Amazon' }, site: 'DLA3', state: 'TX', city: 'Dallas' });
    const text = (await get('/layoff?company=Lone%20Star&state=tx&from=2022-01-03&to=2022-01-05')).body.data;
    expect(text.filters).toMatchObject({ resolvedCompany: null, state: 'TX', from: '2022-01-03', to: '2022-01-05' });
    expect(text.items.map((r: { employer: string }) => r.employer)).toEqual([
      'Lone Star Foods 5',
      'Lone Star Foods 4',
      'Lone Star Foods 3',
    ]);
    const washington = (await get('/layoff?state=WA&closures=1')).body.data;
    expect(washington.items.map((r: { employer: string }) => r.employer)).toEqual(['Boeing', 'Far Out Inc']);
    expect(washington.items[1]).toMatchObject({ closure: true, temporary: true });
    const none = (await get('/layoff?company=nobody-at-all')).body.data;
    expect(none).toMatchObject({ total: 0, totalPages: 0, items: [], trend: [] });
  });

  it('shows one notice with its source row as the state published it, its file and attribution', async () => {
    const listed = (await get('/layoff?state=WA&company=far%20out')).body.data.items[0];
    const { status, body } = await get(`/layoff/${listed.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: listed.id,
      employer: 'Far Out Inc',
      stateName: 'Washington',
      noticeDate: '2022-01-11',
      effectiveDate: '3022-05-14',
      flags: ['effective_date:implausible'],
      source: {
        state: 'WA',
        file: 'wa.csv',
        date: '2022-03-11',
        publisher: 'Washington Employment Security Department',
        credit: 'Big Local News, Stanford University; Washington Employment Security Department',
      },
    });
    expect(body.data.source.licence).toMatch(/Apache-2\.0/);
    expect(body.data.sourceRow.slice(0, 2)).toEqual([
      { column: 'Company', value: 'Far Out Inc' },
      { column: 'Location', value: 'Tacoma' },
    ]);
    expect(body.data.sourceRow).toContainEqual({ column: 'Layoff Start Date', value: '5/14/3022' });
    // A file the product does not ship is credited to the state that published it.
    const tx = (await get('/layoff?company=amazon')).body.data.items[0];
    expect((await get(`/layoff/${tx.id}`)).body.data.source).toMatchObject({
      file: 'tx-2022.csv',
      licence: 'State public record',
      credit: 'Texas Workforce Commission',
    });
  });

  it("counts a catalogue company's notices for its company page", async () => {
    expect((await get('/layoff/companies/amazon')).body.data).toEqual({
      company: { name: 'Amazon', slug: 'amazon' },
      notices: 1,
      jobs: 50,
      latestNoticeDate: '2022-03-01',
    });
    expectStatusMessage(await get('/layoff/companies/no-such-company'), 404, 'No company no-such-company');
  });

  it('answers bad input with 400 and a message saying what is wrong, and an unknown notice with 404', async () => {
    expectStatusMessage(await get('/layoff?state=ZZ'), 400, { contains: 'state must be a US state code, such as CA' });
    expectStatusMessage(await get('/layoff?from=2022-02-30'), 400, { contains: 'from is not a real day' });
    expectStatusMessage(await get('/layoff?to=March'), 400, { contains: 'to must be a date written YYYY-MM-DD' });
    expectStatusMessage(await get('/layoff?from=2022-03-01&to=2022-01-01'), 400, { contains: 'from must be on or before to' });
    expectStatusMessage(await get('/layoff?page=3'), 400, 'page 3 is past the last page (2) of these notices');
    expectStatusMessage(await get('/layoff?page=two'), 400, { contains: 'page must be a number' });
    expectStatusMessage(await get('/layoff/map?measure=people'), 400, { contains: 'measure must be notices or jobs' });
    expectStatusMessage(await get('/layoff/abc'), 400, { contains: 'id must be a notice number' });
    expectStatusMessage(await get('/layoff/999999'), 404, 'No WARN notice 999999');
    // An empty field of the page's GET form is no filter.
    expect((await get('/layoff?company=&state=&from=&to=')).body.data.total).toBe(17);
  });

  it('counts a layoffs page view once against the daily search limit, whatever calls and filters it makes', async () => {
    await withTestApp({ database: t.database, env: { SEARCH_LIMIT_ANON: '2' } }, async ({ app }) => {
      const call = (url: string) => app.inject({ url: `/api/v1${url}`, remoteAddress: '10.27.0.1' });
      const keys = new Set<string>();
      for (const url of ['/layoff/map', '/layoff/map?measure=jobs&from=2022-01-01', '/layoff?state=TX&page=2', '/layoff?closures=1']) {
        const res = await call(url);
        expect(res.statusCode, url).toBe(200);
        keys.add(String(res.headers['x-search-quota']));
      }
      expect([...keys]).toEqual(['layoffs:']);
      // Another company's notices are another page; past the limit the security check's 429.
      expect((await call('/layoff?company=Amazon')).headers['x-search-quota']).toBe('layoffs:amazon');
      expect((await call('/layoff/map?company=amazon')).statusCode).toBe(200);
      const refused = await call('/layoff?company=boeing');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(SEARCH_LIMIT_REFUSAL);
      expect((await call('/layoff?state=WA')).statusCode).toBe(200);
    });
  });
});

describeWithDb('layoffs: the figures without filters are kept, and dropped when the server imports notices', () => {
  // The shipped-files folder holds only Washington's (a small one): the first start's import.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-warn-'));
  mkdirSync(path.join(dir, 'warn'));
  writeFileSync(path.join(dir, 'warn/wa.csv'), WA_FILE);
  let clock = new Date('2026-11-29T06:00:00Z');
  const t = useTestApp({ seed: false, now: () => clock, env: { SEARCH_LIMIT_ANON: '0', RESEARCH_DATA_DIR: dir } });
  const get = async (url: string) => (await callApi(t.app, 'GET', url)).body.data;

  it("serves /layoffs its map and list from the cache until the first start's import adds notices, and a command-line import within five minutes", async () => {
    // A visitor before the import: nothing yet (and kept).
    expect((await get('/layoff/map')).totals).toEqual({ notices: 0, jobs: 0 });
    expect((await get('/layoff')).total).toBe(0);

    // The server's own import of the shipped files: each state's notices show at once.
    await t.app.tasks.run('layoffs.import');
    expect((await get('/layoff/map')).totals).toEqual({ notices: 5, jobs: 397 });
    expect((await get('/layoff/map?measure=jobs')).max).toBe(397);
    expect((await get('/layoff')).total).toBe(5);

    // An import from the command line (another process): filtered figures show it at once, the
    // unfiltered ones once their five minutes are over.
    await importWarnCsv(t.database.db, [TX_FILE], { state: 'TX', sourceFile: 'tx-2022.csv', sourceDate: '2022-03-02' });
    expect((await get('/layoff?state=TX')).total).toBe(12);
    expect((await get('/layoff/map')).totals.notices).toBe(5);
    expect((await get('/layoff')).total).toBe(5);
    clock = new Date(clock.getTime() + 5 * 60_000 + 1);
    expect((await get('/layoff/map')).totals).toEqual({ notices: 17, jobs: 542 });
    expect((await get('/layoff')).total).toBe(17);
    expect((await get('/layoff?page=2')).items).toHaveLength(7);
  });
});
