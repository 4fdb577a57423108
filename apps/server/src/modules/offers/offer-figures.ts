import type { api } from '@paysight/contract';
import { stockPlan, type StockPlan } from '../member-pay/member-pay.rules.js';

/**
 * The figures of one offer, as pure functions: its stock plan (member-pay's, ADR 016) and its pay
 * components. The negotiation checklist derived from an analysis is the contract's
 * (offer-checklist.ts), so the offers page builds it from the analysis it already has.
 */

export interface OfferAmounts {
  base: number;
  /** Yearly stock and the whole grant, as stored on the offer. */
  stocks?: number | null;
  totalStocks?: number | null;
  vesting?: number[] | null;
  bonus?: number | null;
  signingBonus?: number | null;
  /** The catalogue company's slug: its usual vesting schedule applies when none was given. */
  companySlug?: string | null;
}

/** The offer's stock plan, or null without stock. */
export function offerStockPlan(o: OfferAmounts): StockPlan | null {
  return stockPlan({ yearly: o.stocks, grant: o.totalStocks, vesting: o.vesting }, o.companySlug);
}

export type ComponentValues = Record<api.OfferComponent, number>;

/**
 * The offer's figure for each component: base, yearly stock, bonus, signing bonus, the yearly
 * total (base + yearly stock + bonus), the first year (base + year-one vest + bonus + signing) and
 * the 4-year average ((4 × base + the 4-year vest + 4 × bonus + signing) ÷ 4).
 */
export function componentValues(o: OfferAmounts): ComponentValues {
  const plan = offerStockPlan(o);
  const bonus = o.bonus ?? 0;
  const signing = o.signingBonus ?? 0;
  const stock = plan?.yearly ?? 0;
  return {
    base: o.base,
    stock,
    bonus,
    signing,
    total: o.base + stock + bonus,
    firstYear: o.base + (plan?.firstYear ?? 0) + bonus + signing,
    fourYearAverage: Math.round((4 * o.base + (plan?.fourYears ?? 0) + 4 * bonus + signing) / 4),
  };
}

export const COMPONENT_LABELS: Record<api.OfferComponent, string> = {
  base: 'Base',
  stock: 'Stock (yearly)',
  bonus: 'Bonus',
  signing: 'Signing bonus',
  total: 'Total (yearly)',
  firstYear: 'First year',
  fourYearAverage: '4-year average',
};
