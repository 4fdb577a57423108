import type { api } from '@paysight/contract';
import { insertCareerPerson, insertCompany, insertSalaryRecords, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { describeWithDb, useTestApp } from './helpers.js';
import { callApi } from './api.js';

describeWithDb('career path: eliteness', () => {
  const t = useTestApp({ seed: false });
  const get = (url: string) => callApi(t.app, 'GET', url);

  beforeAll(async () => {
    const db = t.database.db;
    const [summit, valley, basin] = [
      await insertCompany(db, { name: 'Summit Labs', industry: 'Software' }),
      await insertCompany(db, { name: 'Valley Systems', industry: 'Software' }),
      await insertCompany(db, { name: 'Basin Services', industry: 'IT Services' }),
    ];
    const swe = await insertTitle(db, { name: 'Eliteness Engineer' });
    // People leave Basin for Valley and for Summit, and Valley for Summit: Summit is the most preferred.
    const move = async (from: number, to: number, people: number) => {
      for (let i = 0; i < people; i++)
        await insertCareerPerson(db, {
          positions: [
            { companyId: from, titleId: swe.id, startDate: '2018-01-01', endDate: '2020-12-01' },
            { companyId: to, titleId: swe.id, startDate: '2021-01-01' },
          ],
        });
    };
    await move(basin.id, valley.id, 6);
    await move(basin.id, summit.id, 6);
    await move(valley.id, summit.id, 6);
    const record = (companyId: number, base: number) => ({ countryCode: 'in' as const, companyId, titleId: swe.id, base });
    await insertSalaryRecords(db, [
      ...[40, 41, 42, 43, 44].map((l) => record(summit.id, l * 100_000)),
      ...[8, 9, 10, 11, 12].map((l) => record(basin.id, l * 100_000)),
      // Four at Valley: counted in the market, never shown as Valley's own.
      ...[20, 21, 22, 23].map((l) => record(valley.id, l * 100_000)),
    ]);
  });

  it('says the rankings are not computed yet until the background rebuild has run', async () => {
    const before = (await get('/in/career-path/eliteness?title=eliteness-engineer&company=summit-labs')).body.data as api.CareerEliteness;
    expect(before).toMatchObject({ computedAt: null, companyRank: null, rankNote: 'The rankings are not computed yet.' });
    // Pay does not wait for the ranking.
    expect(before.pay).toMatchObject({ slug: 'summit-labs', median: 4_200_000, count: 5 });
  });

  it("puts the company's rank from moves beside its pay percentile for the title", async () => {
    await t.app.tasks.run('career.rankings');
    const res = await get('/in/career-path/eliteness?title=eliteness-engineer&company=summit-labs');
    expect(res.status).toBe(200);
    const view = res.body.data as api.CareerEliteness;
    expect(view.companyRank).toMatchObject({ slug: 'summit-labs', rank: 1, ranked: 3 });
    expect(view.rankNote).toBeNull();
    // 14 records: Summit's median (₹42 L) is above the other nine and two of its own, equal to one.
    expect(view.pay).toEqual({ name: 'Summit Labs', slug: 'summit-labs', rank: 1, median: 4_200_000, count: 5, percentile: 82 });
    expect(view.market).toEqual({ median: 2_150_000, count: 14 });
    expect(view.companies.map((c) => [c.slug, c.rank, c.percentile])).toEqual([
      ['summit-labs', 1, 82],
      ['basin-services', 3, 18],
    ]);
  });

  it('never shows a company pay from fewer than five records', async () => {
    const view = (await get('/in/career-path/eliteness?title=eliteness-engineer&company=valley-systems')).body.data as api.CareerEliteness;
    expect(view.companyRank).toMatchObject({ rank: 2 });
    expect(view.pay).toBeNull();
    expect(view.payNote).toBe('Fewer than 5 published salaries for Eliteness Engineer at Valley Systems in India.');
    expect(JSON.stringify(view)).not.toMatch(/2[0-3]00000/);
  });

  it('refuses unknown titles and companies, and malformed queries', async () => {
    expect((await get('/in/career-path/eliteness?title=astronaut')).status).toBe(404);
    expect((await get('/in/career-path/eliteness?title=eliteness-engineer&company=nowhere')).status).toBe(404);
    expect((await get('/xx/career-path/eliteness?title=eliteness-engineer')).status).toBe(400);
    expect((await get('/in/career-path/eliteness')).status).toBe(400);
  });
});
