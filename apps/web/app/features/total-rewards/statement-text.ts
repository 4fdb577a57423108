import { formatAmount } from '@paysight/contract/core';

export type Currency = 'INR' | 'USD';

/** An amount in the statement's currency: "₹18,00,000", "$120,000". */
export const moneyText = (amount: number, currency: string) => formatAmount(amount, currency === 'INR' ? 'in' : 'us');

export const GROUP_LABEL = { cash: 'Cash', equity: 'Equity', benefits: 'Benefits', perquisites: 'Perquisites' } as const;

/** A part of the total as a percent with one decimal, "0 %" for none: 1 of 3 → "33.3 %". */
export const shareOf = (part: number, total: number) => (total > 0 ? `${Math.round((part / total) * 1000) / 10} %` : '0 %');

/** Where the base sits in the market cell, in words. */
export const POSITION_TEXT: Record<string, string> = {
  'below p25': 'below the 25th percentile',
  'p25–p50': 'between the 25th percentile and the median',
  'p50–p75': 'between the median and the 75th percentile',
  'above p75': 'above the 75th percentile',
};
