import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { bandPoints, chartChoices } from './peer-chart';
import { accessLine, agingLine, evidenceParts, groupSummary, money, payrollErrors, rulesLine, tiersLine } from './peer-text';

const cell = (level: number, shown: boolean, location = 'All locations'): api.BenchmarkCell => ({
  family: { slug: 'software-engineering', name: 'Software Engineering' },
  level,
  levelName: `Level ${level}`,
  location,
  shown,
  hidden: shown ? null : { reason: 'few-records', message: 'Fewer than 5 records' },
  evidence: shown ? { records: 40, companies: 6, topCompanyShare: 0.25, recentShare: 0.8, spread: 0.5 } : null,
  base: shown ? { p10: 1, p25: 2, p50: 3, p75: 4, p90: 5 } : null,
  stock: shown ? { p10: 0, p25: 0, p50: 0, p75: 1, p90: 2 } : null,
  bonus: shown ? { p10: 0, p25: 0, p50: 1, p75: 1, p90: 2 } : null,
  total: shown ? { p10: 10, p25: 20, p50: 30, p75: 40, p90: 50 } : null,
});

describe('figures', () => {
  it('formats money as the salary pages do, by currency', () => {
    expect(money(2_550_000, 'INR')).toBe('₹25.5 L');
    expect(money(250_000, 'USD')).toMatch(/^\$250(\.0)?k$/);
  });

  it('states a cell’s evidence', () => {
    expect(evidenceParts({ records: 42, companies: 7, topCompanyShare: 0.234, recentShare: 0.81, spread: 0.617 })).toEqual([
      '42 records',
      '7 companies',
      '81% within 12 months',
      'spread 0.62',
      'largest company 23%',
    ]);
  });

  it('states the rules, the aging and the city tiers', () => {
    expect(rulesLine({ minRecords: 5, minCompanies: 3, maxCompanyShare: 0.5 })).toBe(
      'A cell is shown with at least 5 records from at least 3 companies, no company holding more than 50% of them.',
    );
    expect(agingLine({ effectiveDate: '2026-11-24', agingRate: 0.09 })).toBe('Figures aged to 24 Nov 2026 at 9% a year (compounded).');
    expect(tiersLine({ tier2VsTier1: 0.82, cells: 14, tier1Cities: ['Bengaluru', 'Pune'] })).toBe(
      'Tier-2 cities pay 82% of tier-1 (18% less than tier-1): median total pay, over 14 family × level cells with enough records on both sides. Tier 1: Bengaluru, Pune.',
    );
  });

  it('splits a refused payroll file’s message into its errors', () => {
    expect(
      payrollErrors(
        'The file has 2 errors and nothing was saved: Row 3, base: must be a positive number; Row 4, location: "Atlantis" is not a metro we have in India',
      ),
    ).toEqual({
      head: 'The file has 2 errors and nothing was saved',
      errors: ['Row 3, base: must be a positive number', 'Row 4, location: "Atlantis" is not a metro we have in India'],
    });
    expect(payrollErrors('The CSV could not be read: row 2: bad quote')).toEqual({
      head: 'The CSV could not be read: row 2: bad quote',
      errors: [],
    });
  });

  it('describes a peer group', () => {
    const base = { id: 1, name: 'G', countryCode: 'in' as const, resolvedCompanies: 3, updatedAt: '' };
    expect(
      groupSummary({
        ...base,
        kind: 'competitors',
        companies: [
          { slug: 'a', name: 'Acme' },
          { slug: 'b', name: 'Beta' },
        ],
        criteria: null,
      }),
    ).toBe('Acme, Beta');
    expect(
      groupSummary({
        ...base,
        kind: 'cohort',
        companies: [],
        criteria: { types: ['gcc'], sizeBands: ['10001+'], industries: [], fundingStages: [], listed: true },
      }),
    ).toBe('Global capability centre · 10001+ employees · Listed');
  });
});

describe('the band chart', () => {
  it('lists a family’s levels lowest first, hidden cells as gaps (never zeros)', () => {
    const cells = [cell(3, true), cell(1, false), cell(2, true), cell(2, true, 'Pune')];
    expect(chartChoices(cells)).toEqual({
      families: [{ slug: 'software-engineering', name: 'Software Engineering' }],
      locations: ['All locations', 'Pune'],
    });
    expect(bandPoints(cells, 'software-engineering', 'All locations', 'total')).toEqual([
      { level: 1, label: 'L1', band: null, hidden: 'Fewer than 5 records' },
      { level: 2, label: 'L2', band: { p25: 20, p50: 30, p75: 40 }, hidden: null },
      { level: 3, label: 'L3', band: { p25: 20, p50: 30, p75: 40 }, hidden: null },
    ]);
  });
});

describe('the workspace', () => {
  it('states the last day of access', () => {
    expect(accessLine({ trial: false, expiresAt: '2028-01-01T00:00:00.000Z' })).toBe('Access through 31 Dec 2027');
    expect(accessLine({ trial: true, expiresAt: '2026-12-03T10:00:00.000Z' })).toBe('Trial through 3 Dec 2026');
  });
});
