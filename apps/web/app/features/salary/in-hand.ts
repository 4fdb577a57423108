import { IN_HAND_ASSUMPTIONS, indiaInHand } from '@paysight/contract/india-tax';
import type { SalaryStats } from './salary-text';

/** The monthly in-hand pay of an Indian salary page: one figure per base-pay percentile, and how it is worked out. */
export interface SalaryInHand {
  /** Monthly in-hand, in rupees, of the p25, median and p75 base pay. */
  p25: number;
  p50: number;
  p75: number;
  /** The base pay each figure is worked out from (the fixed CTC). */
  base: { p25: number; p50: number; p75: number };
  regime: string;
  assumptions: string[];
}

/**
 * The offer tool's in-hand calculation (indiaInHand) applied to the page's base-pay percentiles:
 * base pay is the fixed CTC, so bonus and stock (lump sums, or taxed when they vest) are not part
 * of the monthly figure. Only for figures in rupees: an Indian page shown in dollars, or a US page,
 * has none. Worked out in the loader, so the page's script ships neither the tax rules nor this.
 */
export function salaryInHand(stats: Pick<SalaryStats, 'countryCode' | 'currency' | 'base'>): SalaryInHand | null {
  if (stats.countryCode !== 'in' || stats.currency !== 'INR') return null;
  const monthly = (fixedCtc: number) => indiaInHand({ fixedCtc }).monthlyInHand;
  const { p25, p50, p75 } = stats.base;
  return {
    p25: monthly(p25),
    p50: monthly(p50),
    p75: monthly(p75),
    base: { p25, p50, p75 },
    regime: indiaInHand({ fixedCtc: p50 }).regime,
    assumptions: [
      'The fixed CTC is the base pay of the salaries on this page: the median, and the middle half for the range. Bonus and stock are left out of the monthly figure.',
      ...IN_HAND_ASSUMPTIONS,
    ],
  };
}
