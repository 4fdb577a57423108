import type { SalaryStats } from './salary-text';

/** A salary page's data for tests: Software Engineer in India, overridable. */
export function sampleStats(overrides: Partial<SalaryStats> = {}): SalaryStats {
  const pct = (p50: number) => ({ count: 1511, p10: p50 * 0.3, p25: p50 * 0.57, p50, p75: p50 * 1.8, p90: p50 * 2.9, mean: p50 * 1.1 });
  return {
    countryCode: 'in',
    currency: 'INR',
    view: 'yearly',
    conversion: null,
    company: null,
    title: { name: 'Software Engineer', slug: 'software-engineer' },
    count: 1511,
    verifiedCount: 0,
    base: pct(2_290_000),
    stock: null,
    bonus: null,
    total: { count: 1511, p10: 900_000, p25: 1_615_000, p50: 2_840_000, p75: 5_110_000, p90: 8_210_000, mean: 3_924_579 },
    histogram: [],
    byLevel: [],
    byCompanyLevel: [],
    byExperience: [],
    byLocation: [],
    bySkill: [],
    topCompanies: [],
    dateRange: { from: '2024-11-03', to: '2026-10-28' },
    confidence: { label: 'High', reason: '1,511 records, newest this month' },
    isDemo: true,
    records: { page: 1, pageSize: 10, total: 1511, items: [] },
    ...overrides,
  };
}
