import { formatCompact, type CountryCode } from '@paysight/contract/core';

/** "1st", "2nd", "73rd" (the contract's, as offers word them). */
export { ordinal } from '@paysight/contract/core';

/** "+32%", "−4%", "no change"; null stays "—". */
export function payChangeText(pct: number | null): string {
  if (pct === null) return 'pay change: not enough data';
  if (Math.abs(pct) < 0.5) return 'pay about the same';
  return `pay ${pct > 0 ? '+' : '−'}${Math.abs(Math.round(pct))}%`;
}

/** "after 2 yrs 3 mo", "after 8 mo". */
export function monthsText(months: number | null, lead = 'after'): string {
  if (months === null) return '';
  const m = Math.round(months);
  const years = Math.floor(m / 12);
  const rest = m % 12;
  const parts = [years > 0 ? `${years} yr${years > 1 ? 's' : ''}` : '', rest > 0 || years === 0 ? `${rest} mo` : ''].filter(Boolean);
  return `${lead} ${parts.join(' ')}`;
}

export const money = (value: number, cc: CountryCode) => formatCompact(value, cc);
export const usd = (value: number) => formatCompact(value, 'us');
export const pct = (share01: number) => `${Math.round(share01 * 100)}%`;

export const REGION_LABEL: Record<CountryCode, string> = { in: 'India', us: 'the US' };
