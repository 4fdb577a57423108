import type { Comparison, ComparisonEntry } from './compare-text';

const pct = (p50: number, count = 11) => ({ count, p10: p50 * 0.3, p25: p50 * 0.6, p50, p75: p50 * 1.3, p90: p50 * 1.8, mean: p50 * 1.05 });

/** One entry of a comparison: a company–title with figures, overridable. */
export function sampleEntry(company: string, p50: number, overrides: Partial<ComparisonEntry> = {}): ComparisonEntry {
  const slug = company.toLowerCase();
  return {
    key: `${slug}--software-engineer`,
    company: { name: company, slug },
    title: { name: 'Software Engineer', slug: 'software-engineer' },
    available: true,
    reason: null,
    count: 11,
    total: pct(p50),
    base: pct(Math.round(p50 * 0.55)),
    stock: pct(Math.round(p50 * 0.3), 10),
    bonus: null,
    confidence: { label: 'Low', reason: '11 records, newest 4 months ago' },
    dateRange: { from: '2024-11-02', to: '2026-07-13' },
    href: `/us/salary/${slug}--software-engineer`,
    ...overrides,
  };
}

/** Not enough salaries: no figures, the reason instead. */
export const unavailableEntry = (company: string): ComparisonEntry => ({
  ...sampleEntry(company, 0),
  available: false,
  reason: 'Not enough salaries yet: we show a figure once at least 5 people have shared theirs.',
  count: null,
  total: null,
  base: null,
  stock: null,
  bonus: null,
  confidence: null,
  dateRange: null,
});

/** A comparison's data for tests: Google vs Meta software engineers in the US, overridable. */
export function sampleComparison(overrides: Partial<Comparison> = {}): Comparison {
  return {
    countryCode: 'us',
    currency: 'USD',
    conversion: null,
    entries: [sampleEntry('Google', 388_000), sampleEntry('Meta', 336_500, { count: 8 })],
    levels: [
      {
        level: 3,
        name: 'Senior',
        entries: [
          { p50: 365_000, count: 49, companyLevels: ['L5'] },
          { p50: null, count: null, companyLevels: [] },
        ],
      },
    ],
    isDemo: false,
    ...overrides,
  };
}
