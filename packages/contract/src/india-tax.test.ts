import { describe, expect, it } from 'vitest';
import { incomeTaxNewRegime, indiaInHand, slabTax } from './india-tax.js';

// Every expected figure below is worked out by hand from the FY 2025-26 new-regime rules.
describe('income tax, new regime FY 2025-26', () => {
  it('is nil up to ₹12 lakh taxable (section 87A rebate)', () => {
    expect(incomeTaxNewRegime(4_00_000).total).toBe(0);
    expect(incomeTaxNewRegime(8_00_000).total).toBe(0);
    // Slabs give 20,000 + 40,000 = 60,000, all rebated.
    expect(slabTax(12_00_000)).toBe(60_000);
    expect(incomeTaxNewRegime(12_00_000)).toMatchObject({ slabTax: 60_000, rebate: 60_000, total: 0 });
  });

  it('₹15 lakh: 20,000 + 40,000 + 15% of 3 L = 1,05,000, plus 4% cess = 1,09,200', () => {
    expect(incomeTaxNewRegime(15_00_000)).toMatchObject({ slabTax: 1_05_000, rebate: 0, surcharge: 0, cess: 4_200, total: 1_09_200 });
  });

  it('just above ₹12 lakh, marginal relief caps the tax at the income above 12 L', () => {
    // ₹12.5 L: slabs 60,000 + 7,500 = 67,500, capped at 50,000; cess 2,000.
    expect(incomeTaxNewRegime(12_50_000)).toMatchObject({ slabTax: 67_500, rebate: 17_500, total: 52_000 });
  });

  it('₹24 lakh: 3,00,000 by the slabs, 3,12,000 with cess', () => {
    expect(incomeTaxNewRegime(24_00_000).total).toBe(3_12_000);
  });

  it('surcharge of 10% above ₹50 lakh', () => {
    // ₹60 L: 3,00,000 + 30% of 36 L = 13,80,000; surcharge 1,38,000; cess 4% of 15,18,000 = 60,720.
    expect(incomeTaxNewRegime(60_00_000)).toMatchObject({ slabTax: 13_80_000, surcharge: 1_38_000, cess: 60_720, total: 15_78_720 });
  });

  it('marginal relief just above ₹50 lakh: extra tax no more than the extra income', () => {
    // ₹50.1 L: slabs 10,83,000, +10% = 11,91,300; tax at 50 L is 10,80,000, + 10,000 above = 10,90,000.
    expect(incomeTaxNewRegime(50_10_000)).toMatchObject({ slabTax: 10_83_000, surcharge: 7_000, total: 11_33_600 });
  });

  it('15% surcharge above ₹1 crore', () => {
    // ₹1.5 Cr: 3,00,000 + 30% of 1.26 Cr = 40,80,000; +15% = 46,92,000; cess → 48,79,680.
    expect(incomeTaxNewRegime(1_50_00_000).total).toBe(48_79_680);
  });
});

describe('India in-hand pay', () => {
  it('₹24 lakh fixed CTC with ₹2 lakh bonus and ₹1 lakh joining bonus', () => {
    const r = indiaInHand({ fixedCtc: 24_00_000, bonus: 2_00_000, signingBonus: 1_00_000 });
    // Basic 40% = 9,60,000; PF 12% = 1,15,200 each side; gratuity 4.81% = 46,176.
    expect(r).toMatchObject({ basic: 9_60_000, employerPf: 1_15_200, gratuity: 46_176, employeePf: 1_15_200 });
    // Paid out: 24,00,000 − 1,15,200 − 46,176 = 22,38,624; taxable 21,63,624.
    expect(r.grossSalary).toBe(22_38_624);
    expect(r.taxableFixed).toBe(21_63_624);
    // 2,00,000 by the slabs to 20 L + 25% of 1,63,624 = 2,40,906; with cess 2,50,542.
    expect(r.taxOnFixed).toBe(2_50_542);
    // (22,38,624 − 1,15,200 − 2,400 − 2,50,542) / 12 = 1,55,873.5.
    expect(r.monthlyInHand).toBe(1_55_874);
    // With the 3 L of lump sums: taxable 24,63,624 → 3,00,000 + 30% of 63,624 = 3,19,087.2, with cess 3,31,851.
    expect(r.taxOnAll).toBe(3_31_851);
    expect(r.yearlyTakeHome).toBe(22_38_624 + 3_00_000 - 1_15_200 - 2_400 - 3_31_851);
  });

  it('a CTC whose taxable pay is under ₹12 lakh pays no income tax', () => {
    const r = indiaInHand({ fixedCtc: 12_00_000 });
    expect(r.taxOnFixed).toBe(0);
    // 12,00,000 − 57,600 − 23,088 = 11,19,312 paid; less 57,600 PF and 2,400 PT.
    expect(r.monthlyInHand).toBe(Math.round((11_19_312 - 57_600 - 2_400) / 12));
  });
});
