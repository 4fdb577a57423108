import { describe, expect, it } from 'vitest';
import { stockFigures } from './contributions.service.js';
import { median, modifiedZ } from './member-records.js';

describe('outlier rule (ADR 012)', () => {
  it('takes the median of an odd and an even list', () => {
    expect(median([1, 2, 3])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });

  it('scores distance on the log scale, so double and half the median are equally far', () => {
    const peers = [90, 95, 100, 105, 110, 100, 98, 102, 97, 103];
    const up = modifiedZ(200, peers)!;
    const down = modifiedZ(50, peers)!;
    expect(up).toBeCloseTo(down, 6);
    expect(up).toBeGreaterThan(3.5);
    expect(modifiedZ(104, peers)!).toBeLessThan(3.5);
  });

  it('does not judge against peers that all report the same figure', () => {
    expect(modifiedZ(500, [100, 100, 100, 100])).toBeNull();
  });
});

describe('stock figures of a contribution', () => {
  it('spreads an RSU grant over its vesting list, year one from the first entry', () => {
    expect(stockFigures({ stockDetails: { rsu: { value: 400_000 }, vesting: [5, 15, 40, 40] } })).toEqual({
      stockYearly: 100_000,
      stockFirstYear: 20_000,
      stockGrant: 400_000,
      vestingYears: 4,
    });
  });

  it('values options at the preferred price less the strike, four even years by default', () => {
    expect(stockFigures({ stockDetails: { options: { count: 10_000, strikePrice: 2, preferredPrice: 10 } } })).toEqual({
      stockYearly: 20_000,
      stockFirstYear: null,
      stockGrant: 80_000,
      vestingYears: 4,
    });
  });

  it('keeps a yearly figure the member typed', () => {
    expect(stockFigures({ stocks: 50_000 })).toEqual({ stockYearly: 50_000, stockFirstYear: null, stockGrant: null, vestingYears: null });
  });
});
