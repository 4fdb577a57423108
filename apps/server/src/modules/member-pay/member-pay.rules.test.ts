import { describe, expect, it } from 'vitest';
import { optionsValue, recordStock, stockPlan } from './member-pay.rules.js';

/** What salaryTotals (packages/db) counts for year one: the stored first year, else the yearly figure. */
const yearOneOfRecord = (r: ReturnType<typeof recordStock>) => r.stockFirstYear ?? r.stockYearly ?? 0;

describe('member pay: one stock rule for contributions and offers (ADR 016)', () => {
  it('vests a grant by the schedule given: year one is its first share, the last year takes the rounding', () => {
    const plan = stockPlan({ grant: 100_001, vesting: [33.33, 33.33, 33.34] }, 'amazon')!;
    expect(plan).toMatchObject({ basis: 'given', assumed: false, years: 3, yearly: 33_334, firstYear: 33_330 });
    expect(plan.schedule.map((y) => y.amount)).toEqual([33_330, 33_330, 33_341]);
    expect(plan.schedule.reduce((a, y) => a + y.amount, 0)).toBe(100_001);
  });

  it('without a schedule assumes the company’s usual one: Amazon 5/15/40/40, Google 33/33/22/12', () => {
    const amazon = stockPlan({ grant: 400_000 }, 'amazon')!;
    expect(amazon).toMatchObject({ basis: 'company', assumed: true, yearly: 100_000, firstYear: 20_000, fourYears: 400_000 });
    expect(amazon.schedule.map((y) => y.percent)).toEqual([5, 15, 40, 40]);
    expect(stockPlan({ grant: 400_000 }, 'google')!.firstYear).toBe(132_000);
  });

  it('otherwise four even years', () => {
    const plan = stockPlan({ grant: 400_000 }, 'acme')!;
    expect(plan).toMatchObject({ basis: 'even', assumed: true, years: 4, yearly: 100_000, firstYear: 100_000 });
    expect(stockPlan({ grant: 400_000 })!.basis).toBe('even');
  });

  it('takes a yearly figure to continue for every vesting year, and lets it win over the grant’s even share', () => {
    expect(stockPlan({ yearly: 50_000 }, 'amazon')).toMatchObject({ givenGrant: null, grant: 200_000, yearly: 50_000, firstYear: 10_000 });
    expect(stockPlan({ yearly: 90_000, grant: 400_000, vesting: [25, 25, 25, 25] })).toMatchObject({ yearly: 90_000, firstYear: 100_000 });
  });

  it('values options at the preferred price less the strike, never below zero', () => {
    expect(optionsValue({ count: 10_000, strikePrice: 2, preferredPrice: 10 })).toBe(80_000);
    expect(optionsValue({ count: 10_000, strikePrice: 12, preferredPrice: 10 })).toBe(0);
    expect(stockPlan({ options: { count: 10_000, strikePrice: 2, preferredPrice: 10 } })).toMatchObject({
      givenGrant: 80_000,
      yearly: 20_000,
    });
    // An RSU grant given as well is the grant.
    expect(stockPlan({ grant: 1_000, options: { count: 10, strikePrice: 0, preferredPrice: 1 } })!.givenGrant).toBe(1_000);
  });

  it('has no plan without stock', () => {
    expect(stockPlan({}, 'amazon')).toBeNull();
    expect(recordStock(null)).toEqual({ stockYearly: null, stockFirstYear: null, stockGrant: null, vestingYears: null });
  });

  it('gives the record the plan’s year one: stored unless it is the yearly figure of an even split', () => {
    expect(recordStock(stockPlan({ grant: 400_000 }, 'acme'))).toEqual({
      stockYearly: 100_000,
      stockFirstYear: null,
      stockGrant: 400_000,
      vestingYears: 4,
    });
    expect(recordStock(stockPlan({ grant: 400_000 }, 'amazon'))).toEqual({
      stockYearly: 100_000,
      stockFirstYear: 20_000,
      stockGrant: 400_000,
      vestingYears: 4,
    });
    expect(recordStock(stockPlan({ yearly: 50_000 }))).toEqual({
      stockYearly: 50_000,
      stockFirstYear: null,
      stockGrant: null,
      vestingYears: null,
    });
    // A yearly figure with a grant whose even share differs: year one is the grant's share, stored.
    expect(recordStock(stockPlan({ yearly: 90_000, grant: 400_000 }))).toMatchObject({ stockYearly: 90_000, stockFirstYear: 100_000 });
    for (const [given, slug] of [
      [{ grant: 400_000 }, 'amazon'],
      [{ grant: 400_000 }, 'google'],
      [{ grant: 400_003 }, null],
      [{ yearly: 90_000, grant: 400_000 }, null],
      [{ yearly: 70_000, vesting: [10, 20, 30, 40] }, null],
    ] as const) {
      const plan = stockPlan(given, slug)!;
      expect(yearOneOfRecord(recordStock(plan)), JSON.stringify(given)).toBe(plan.firstYear);
    }
  });
});
