import { describe, expect, it } from 'vitest';
import {
  ageAmount,
  ALL_LOCATIONS,
  benchmarkCells,
  cityTier,
  companySetHash,
  differencingKeys,
  monthsBetween,
  percentiles,
  shiftMonths,
  suppressionReason,
  tierDifferential,
  columnsOf,
  type BenchRow,
} from './benchmark.rules.js';

const counts = (...n: number[]) => new Map(n.map((v, i) => [i + 1, v]));

describe('benchmark rules', () => {
  it('ages 90,000 at 3 % a year for 6 months to 91,340 (compounded), and leaves a figure of the effective date alone', () => {
    expect(monthsBetween('2026-01-15', '2026-07-15')).toBe(6);
    expect(ageAmount(90_000, '2026-01-15', '2026-07-15', 0.03)).toBe(91_340);
    expect(ageAmount(90_000, '2026-07-15', '2026-07-15', 0.03)).toBe(90_000);
    // A year at 10 %: exactly 10 % more.
    expect(ageAmount(1_000_000, '2025-04-01', '2026-04-01', 0.1)).toBe(1_100_000);
  });

  it('hides a cell of 4 records, of 2 companies, or with one company over half; shows 5 records from 3 companies', () => {
    expect(suppressionReason(4, counts(2, 1, 1))).toBe('few-records');
    expect(suppressionReason(5, counts(3, 2))).toBe('few-companies');
    expect(suppressionReason(5, counts(3, 1, 1))).toBe('dominant-company'); // 60 %
    expect(suppressionReason(5, counts(2, 2, 1))).toBeNull();
    expect(suppressionReason(10, counts(5, 3, 2))).toBeNull(); // exactly half is allowed
  });

  it('percentiles interpolate between ranks like percentile_cont', () => {
    expect(percentiles([5000, 1000, 3000, 2000, 4000])).toEqual({ p10: 1400, p25: 2000, p50: 3000, p75: 4000, p90: 4600 });
  });

  it('a set one company away from another is found through the leave-one-out hashes, in both directions; two away is not', () => {
    const big = differencingKeys([4, 1, 3, 2]);
    const small = differencingKeys([1, 2, 3]);
    expect(big.leaveOneOut).toContain(small.set); // the smaller set was released first
    expect(small.leaveOneOut).not.toContain(big.set);
    const far = differencingKeys([1, 2]);
    expect(big.leaveOneOut).not.toContain(far.set);
    expect(companySetHash([3, 1, 2])).toBe(companySetHash([1, 2, 3]));
  });

  it('shifts months with the day clamped, and tells tier-1 cities from the rest', () => {
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftMonths('2026-01-10', -12)).toBe('2025-01-10');
    expect(cityTier('Bengaluru')).toBe(1);
    expect(cityTier('Gurugram')).toBe(1);
    expect(cityTier('Coimbatore')).toBe(2);
  });

  const row = (companyId: number, total: number, over: Partial<BenchRow> = {}): BenchRow => ({
    companyId,
    familyId: 1,
    level: 2,
    metro: 'Bengaluru',
    base: total,
    stock: 0,
    bonus: 0,
    total,
    reportedOn: '2026-06-01',
    ...over,
  });

  it('builds cells by family × level × location with evidence, aged figures and the rules', () => {
    const rows = [
      row(1, 100),
      row(1, 200),
      row(2, 300, { reportedOn: '2024-06-01' }),
      row(3, 400),
      row(3, 500),
      row(1, 900, { metro: 'Pune' }),
      row(1, 900, { level: 3 }),
    ];
    const all = benchmarkCells(
      columnsOf(rows),
      rows.map((_, i) => i),
      { locations: [], effectiveDate: '2026-06-01', agingRate: 0 },
    );
    expect(all.map((c) => [c.level, c.location, c.evidence.records, c.hidden])).toEqual([
      [2, ALL_LOCATIONS, 6, null],
      [3, ALL_LOCATIONS, 1, 'few-records'],
    ]);
    const byCity = benchmarkCells(
      columnsOf(rows),
      rows.map((_, i) => i),
      { locations: ['Bengaluru', 'Pune'], effectiveDate: '2026-06-01', agingRate: 0 },
    );
    const blr = byCity.find((c) => c.location === 'Bengaluru' && c.level === 2)!;
    expect(blr.companyIds).toEqual([1, 2, 3]);
    expect(blr.evidence).toEqual({ records: 5, companies: 3, topCompanyShare: 0.4, recentShare: 0.8, spread: (400 - 200) / 300 });
    expect(blr.total).toEqual({ p10: 140, p25: 200, p50: 300, p75: 400, p90: 460 });
    expect(byCity.find((c) => c.location === 'Pune')!.hidden).toBe('few-records');
    expect(byCity.find((c) => c.location === 'Pune')!.total).toBeNull();

    // Aged at 10 % a year: the 2024 record (two years back) counts as 300 × 1.21 = 363.
    const aged = benchmarkCells(
      columnsOf(rows),
      rows.map((_, i) => i),
      { locations: ['Bengaluru'], effectiveDate: '2026-06-01', agingRate: 0.1 },
    );
    expect(aged.find((c) => c.level === 2)!.total!.p50).toBe(363);

    // A record whose title has no job family (the index marks it -1) is in no cell.
    const orphan = [...rows, row(4, 999, { familyId: -1 })];
    const cells = benchmarkCells(
      columnsOf(orphan),
      orphan.map((_, i) => i),
      { locations: [], effectiveDate: '2026-06-01', agingRate: 0 },
    );
    expect(cells.map((c) => [c.familyId, c.level, c.evidence.records])).toEqual([
      [1, 2, 6],
      [1, 3, 1],
    ]);
  });

  it('the tier differential is the median of tier-2 ÷ tier-1 medians over cells shown on both sides', () => {
    const ok = counts(2, 2, 1);
    expect(
      tierDifferential([
        { familyId: 1, level: 1, tier: 1, median: 1000, records: 5, companyCounts: ok },
        { familyId: 1, level: 1, tier: 2, median: 800, records: 5, companyCounts: ok },
        { familyId: 1, level: 2, tier: 1, median: 2000, records: 5, companyCounts: ok },
        { familyId: 1, level: 2, tier: 2, median: 1800, records: 5, companyCounts: ok },
        { familyId: 1, level: 3, tier: 1, median: 3000, records: 5, companyCounts: ok },
        { familyId: 1, level: 3, tier: 2, median: 1000, records: 4, companyCounts: counts(2, 1, 1) },
      ]),
    ).toEqual({ ratio: 0.85, cells: 2 });
    expect(tierDifferential([])).toBeNull();
  });
});
