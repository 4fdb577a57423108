/**
 * India's income tax under the new regime (section 115BAC) for FY 2025-26 (assessment year
 * 2026-27), and the in-hand pay of an offer's CTC. Pure functions; every figure in whole rupees.
 *
 * Slabs: 0–4 L nil, 4–8 L 5%, 8–12 L 10%, 12–16 L 15%, 16–20 L 20%, 20–24 L 25%, above 24 L 30%.
 * Section 87A: no tax on taxable income up to ₹12 L (rebate up to ₹60,000), with marginal relief
 * just above it (the tax never exceeds the income above ₹12 L). Surcharge: 10% above ₹50 L, 15%
 * above ₹1 Cr, 25% above ₹2 Cr (the new regime's cap), each with marginal relief (crossing a
 * threshold never costs more in tax than the income above it). Health and education cess: 4% of
 * tax plus surcharge. Salaried people get a ₹75,000 standard deduction.
 *
 * In the contract so that the offer analysis (server) and the salary pages (the page's loader)
 * give the same figure for the same CTC; its own entry (`@paysight/contract/india-tax`), outside
 * the core and the full contract, so no browser chunk carries the tax rules.
 */

const LAKH = 100_000;

export const NEW_REGIME_SLABS: ReadonlyArray<{ upTo: number; rate: number }> = [
  { upTo: 4 * LAKH, rate: 0 },
  { upTo: 8 * LAKH, rate: 0.05 },
  { upTo: 12 * LAKH, rate: 0.1 },
  { upTo: 16 * LAKH, rate: 0.15 },
  { upTo: 20 * LAKH, rate: 0.2 },
  { upTo: 24 * LAKH, rate: 0.25 },
  { upTo: Infinity, rate: 0.3 },
];

export const STANDARD_DEDUCTION = 75_000;
export const REBATE_LIMIT = 12 * LAKH;
export const CESS_RATE = 0.04;
/** Surcharge bands of the new regime: the rate applies to the tax on income above `over`. */
export const SURCHARGE_BANDS: ReadonlyArray<{ over: number; rate: number }> = [
  { over: 50 * LAKH, rate: 0.1 },
  { over: 100 * LAKH, rate: 0.15 },
  { over: 200 * LAKH, rate: 0.25 },
];
export const PROFESSIONAL_TAX_YEARLY = 2_400;
/** Basic pay as a share of fixed pay (a common Indian salary structure; employers vary). */
export const BASIC_SHARE = 0.4;
export const PF_RATE = 0.12;
export const GRATUITY_RATE = 0.0481;

/** Tax by the slabs alone, before rebate, surcharge and cess. */
export function slabTax(taxable: number): number {
  let tax = 0;
  let from = 0;
  for (const { upTo, rate } of NEW_REGIME_SLABS) {
    if (taxable <= from) break;
    tax += (Math.min(taxable, upTo) - from) * rate;
    from = upTo;
  }
  return tax;
}

/** Slab tax after the section 87A rebate and its marginal relief. */
export function taxAfterRebate(taxable: number): number {
  const tax = slabTax(taxable);
  if (taxable <= REBATE_LIMIT) return 0;
  return Math.min(tax, taxable - REBATE_LIMIT);
}

/** Tax plus surcharge, with marginal relief at each surcharge threshold. */
export function taxWithSurcharge(taxable: number): number {
  const tax = taxAfterRebate(taxable);
  let band = -1;
  for (let i = 0; i < SURCHARGE_BANDS.length; i++) if (taxable > SURCHARGE_BANDS[i]!.over) band = i;
  if (band < 0) return tax;
  const { over, rate } = SURCHARGE_BANDS[band]!;
  const withSurcharge = tax * (1 + rate);
  // At the threshold itself the lower band (or none) applies; above it, the extra tax and surcharge
  // may not exceed the extra income.
  const lowerRate = band > 0 ? SURCHARGE_BANDS[band - 1]!.rate : 0;
  const atThreshold = taxAfterRebate(over) * (1 + lowerRate);
  return Math.min(withSurcharge, atThreshold + (taxable - over));
}

export interface IncomeTax {
  taxable: number;
  slabTax: number;
  rebate: number;
  surcharge: number;
  cess: number;
  /** Everything due, rounded to the rupee. */
  total: number;
}

/** Income tax on a taxable income (after the standard deduction), new regime FY 2025-26. */
export function incomeTaxNewRegime(taxable: number): IncomeTax {
  const income = Math.max(0, Math.round(taxable));
  const slab = slabTax(income);
  const afterRebate = taxAfterRebate(income);
  const withSurcharge = taxWithSurcharge(income);
  const cess = withSurcharge * CESS_RATE;
  return {
    taxable: income,
    slabTax: Math.round(slab),
    rebate: Math.round(slab - afterRebate),
    surcharge: Math.round(withSurcharge - afterRebate),
    cess: Math.round(cess),
    total: Math.round(withSurcharge + cess),
  };
}

export interface InHandInput {
  /** Fixed yearly CTC (the offer's base): includes employer PF and gratuity. */
  fixedCtc: number;
  /** Paid once in the year, taxed with the salary. */
  bonus?: number | null;
  signingBonus?: number | null;
}

export interface InHand {
  fixedCtc: number;
  basic: number;
  employerPf: number;
  gratuity: number;
  grossSalary: number;
  employeePf: number;
  professionalTax: number;
  standardDeduction: number;
  taxableFixed: number;
  taxOnFixed: number;
  monthlyInHand: number;
  lumpSums: number;
  taxableAll: number;
  taxOnAll: number;
  yearlyTakeHome: number;
  regime: string;
}

/**
 * What an Indian CTC pays into the bank. Basic is 40% of fixed pay; employer PF (12% of basic)
 * and gratuity (4.81% of basic) are part of the CTC but not paid monthly; the employee's PF (12%
 * of basic) and professional tax (₹2,400 a year) come off the salary. Monthly in-hand is on fixed
 * pay alone; the yearly take-home adds the bonus and signing bonus, taxed with it (their own
 * marginal rate, not the average).
 */
export function indiaInHand(input: InHandInput): InHand {
  const fixedCtc = Math.round(input.fixedCtc);
  const basic = Math.round(fixedCtc * BASIC_SHARE);
  const employerPf = Math.round(basic * PF_RATE);
  const gratuity = Math.round(basic * GRATUITY_RATE);
  const grossSalary = fixedCtc - employerPf - gratuity;
  const employeePf = Math.round(basic * PF_RATE);
  const professionalTax = PROFESSIONAL_TAX_YEARLY;
  const taxableFixed = Math.max(0, grossSalary - STANDARD_DEDUCTION);
  const taxOnFixed = incomeTaxNewRegime(taxableFixed).total;
  const monthlyInHand = Math.round((grossSalary - employeePf - professionalTax - taxOnFixed) / 12);
  const lumpSums = Math.round((input.bonus ?? 0) + (input.signingBonus ?? 0));
  const taxableAll = Math.max(0, grossSalary + lumpSums - STANDARD_DEDUCTION);
  const taxOnAll = incomeTaxNewRegime(taxableAll).total;
  const yearlyTakeHome = grossSalary + lumpSums - employeePf - professionalTax - taxOnAll;
  return {
    fixedCtc,
    basic,
    employerPf,
    gratuity,
    grossSalary,
    employeePf,
    professionalTax,
    standardDeduction: STANDARD_DEDUCTION,
    taxableFixed,
    taxOnFixed,
    monthlyInHand,
    lumpSums,
    taxableAll,
    taxOnAll,
    yearlyTakeHome,
    regime: 'New tax regime, FY 2025-26',
  };
}

/** The assumptions behind indiaInHand, in words, for the page. */
export const IN_HAND_ASSUMPTIONS: readonly string[] = [
  'In-hand pay: basic is assumed to be 40% of fixed pay (structures vary by employer).',
  'Employer PF (12% of basic) and gratuity (4.81% of basic) are part of the CTC and are not paid monthly; PF is taken on the full basic, not the ₹15,000 wage ceiling.',
  'Employee PF (12% of basic) and professional tax (₹2,400 a year) come off the salary.',
  'Income tax under the new regime for FY 2025-26: slabs 0–4 L nil, 4–8 L 5%, 8–12 L 10%, 12–16 L 15%, 16–20 L 20%, 20–24 L 25%, above 24 L 30%; ₹75,000 standard deduction; section 87A rebate (no tax up to ₹12 L taxable, with marginal relief); surcharge 10% above ₹50 L, 15% above ₹1 Cr, 25% above ₹2 Cr with marginal relief; 4% health and education cess.',
  'No other deductions or exemptions (HRA, NPS, meal cards) are applied; tax is rounded to the rupee.',
  'Bonus and signing bonus are paid as lump sums and taxed with the year’s salary: monthly in-hand is on fixed pay alone, the yearly take-home adds them after tax.',
  'Stock is taxed as salary when it vests and is not part of the in-hand figures.',
];
