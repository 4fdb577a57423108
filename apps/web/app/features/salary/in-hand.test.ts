import { indiaInHand } from '@paysight/contract/india-tax';
import { describe, expect, it } from 'vitest';
import { salaryInHand } from './in-hand';

const base = (p25: number, p50: number, p75: number) => ({ count: 10, p10: p25, p25, p50, p75, p90: p75, mean: p50 });

describe('monthly in-hand on a salary page', () => {
  it('is the offer tool’s figure for the same fixed CTC', () => {
    // ₹24 lakh fixed: ₹1,55,874 a month, as the offer tool says (offers.test.ts, worked out by hand in india-tax.test.ts).
    const r = salaryInHand({ countryCode: 'in', currency: 'INR', base: base(12_00_000, 24_00_000, 36_00_000) })!;
    expect(r.p50).toBe(1_55_874);
    expect(r.p25).toBe(indiaInHand({ fixedCtc: 12_00_000 }).monthlyInHand);
    expect(r.p75).toBe(indiaInHand({ fixedCtc: 36_00_000 }).monthlyInHand);
    expect(r.p25).toBeLessThan(r.p50);
    expect(r.p50).toBeLessThan(r.p75);
    expect(r.regime).toBe('New tax regime, FY 2025-26');
    expect(r.assumptions.join(' ')).toMatch(/basic is assumed to be 40%/);
    expect(r.assumptions.join(' ')).toMatch(/standard deduction/);
  });

  it('is not shown for a US page, nor for an Indian page in dollars', () => {
    expect(salaryInHand({ countryCode: 'us', currency: 'USD', base: base(1, 2, 3) })).toBeNull();
    expect(salaryInHand({ countryCode: 'in', currency: 'USD', base: base(1, 2, 3) })).toBeNull();
  });
});
