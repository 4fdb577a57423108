import { describe, expect, it } from 'vitest';
import { stockFigures } from './contributions.service.js';

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
