import { formatAmount } from '@paysight/contract/core';

/** A share as a whole percent when whole, else one decimal: 0.375 → "37.5 %". */
export const shareText = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** A gap in words: "5.00 % (men paid more)", "10.00 % (women paid more)", "none", or "—" when not reported. */
export function gapText(gap: number | null): string {
  if (gap === null) return '—';
  if (gap === 0) return 'none';
  return `${(Math.abs(gap) * 100).toFixed(2)} % (${gap > 0 ? 'men' : 'women'} paid more)`;
}

/** A signed gap as a percent with two decimals: 0.1625 → "16.25 %". */
export const pctText = (gap: number | null) => (gap === null ? '—' : `${(gap * 100).toFixed(2)} %`);

export const moneyText = (amount: number, currency: 'INR' | 'USD') => formatAmount(amount, currency === 'INR' ? 'in' : 'us');

export const peopleText = (n: number, one = 'person', many = 'people') => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
