import type { api } from '@paysight/contract';
import { insertCompany, insertSalaryRecords, insertTitle, type SalaryRecordInput } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { describeWithDb, useTestApp } from './helpers.js';
import { callApi } from './api.js';

describeWithDb('company exec pay and stock', () => {
  const t = useTestApp({ seed: false });
  const get = (url: string) => callApi(t.app, 'GET', url);

  beforeAll(async () => {
    const db = t.database.db;
    const acme = await insertCompany(db, { name: 'Acme Widgets' });
    const tiny = await insertCompany(db, { name: 'Tiny Exec Co' });
    const title = await insertTitle(db, { name: 'Widget Engineer' });
    const record = (companyId: number, standardLevel: number, base: number, stockYearly: number | null): SalaryRecordInput => ({
      countryCode: 'in',
      companyId,
      titleId: title.id,
      standardLevel,
      base,
      stockYearly,
      stockGrant: stockYearly === null ? null : stockYearly * 4,
      vestingYears: stockYearly === null ? null : 4,
      bonus: null,
    });
    await insertSalaryRecords(db, [
      // Five seniors, two of them with stock.
      ...[20, 21, 22, 23, 24].map((l, i) => record(acme.id, 3, l * 100_000, i < 2 ? 500_000 : null)),
      // Five at Senior Staff, all with stock worth a quarter of their pay.
      ...[60, 63, 66, 69, 72].map((l) => record(acme.id, 5, l * 100_000, (l * 100_000) / 3)),
      // Four at Principal: counted in the exec total, but no level of their own.
      ...[90, 95, 100, 105].map((l) => record(acme.id, 6, l * 100_000, null)),
      // A company with four exec records: nothing at all.
      ...[60, 62, 64, 66].map((l) => record(tiny.id, 5, l * 100_000, null)),
      ...[10, 11, 12, 13, 14].map((l) => record(tiny.id, 2, l * 100_000, null)),
    ]);
  });

  it('shows directors and above by level, each level from at least five records', async () => {
    const res = await get('/company/acme-widgets/exec/salary?cc=in');
    expect(res.status).toBe(200);
    const exec = res.body.data as api.CompanyExecSalary;
    expect(exec).toMatchObject({ company: { slug: 'acme-widgets' }, currency: 'INR', minLevel: 5, count: 9, isDemo: false });
    // Median of the nine exec totals (five Senior Staff with stock, four Principals).
    expect(exec.totalMedian).toBe(9_200_000);
    expect(exec.levels).toHaveLength(1);
    expect(exec.levels[0]).toMatchObject({
      level: 5,
      name: 'Senior Staff',
      count: 5,
      baseMedian: 6_600_000,
      stockMedian: 2_200_000,
      bonusMedian: null,
    });
    expect(exec.levels[0]!.total).toEqual({ p25: 8_400_000, p50: 8_800_000, p75: 9_200_000 });

    const tiny = (await get('/company/tiny-exec-co/exec/salary?cc=in')).body.data as api.CompanyExecSalary;
    expect(tiny).toMatchObject({ count: null, totalMedian: null, levels: [] });
  });

  it("shows the vesting schedule and stock's share of pay, hiding what fewer than five report", async () => {
    const stocks = (await get('/company/acme-widgets/stocks?cc=in')).body.data as api.CompanyStocks;
    expect(stocks.vesting).toEqual({ percents: [25, 25, 25, 25], basis: 'even' });
    expect(stocks.count).toBe(14);
    expect(stocks.withStockPct).toBe(50);
    // Over the seven with stock: two seniors near 20 %, five at Senior Staff at 25 %.
    expect(stocks.stockSharePct).toBe(25);
    expect(stocks.levels.map((l) => l.level)).toEqual([3, 5]);
    const [senior, staff] = stocks.levels;
    // Two of five seniors have stock: the share with stock counts them, no median of stock shows.
    expect(senior).toMatchObject({ count: 5, withStockPct: 40, stockYearlyMedian: null, grantMedian: null, stockSharePct: null });
    expect(staff).toMatchObject({ count: 5, withStockPct: 100, stockSharePct: 25 });
    expect(staff).toMatchObject({ stockYearlyMedian: 2_200_000, grantMedian: 8_800_000 });

    const elsewhere = (await get('/company/tiny-exec-co/stocks?cc=us')).body.data as api.CompanyStocks;
    expect(elsewhere).toMatchObject({ count: null, withStockPct: null, levels: [] });
  });

  it('refuses unknown companies and malformed ids', async () => {
    expect((await get('/company/nowhere/stocks')).status).toBe(404);
    expect((await get('/company/nowhere/exec/salary')).status).toBe(404);
    expect((await get('/company/Acme%20Widgets/stocks')).status).toBe(400);
    expect((await get('/company/acme-widgets/stocks?cc=uk')).status).toBe(400);
  });
});
