import type { api } from '@paysight/contract';

/** The words of the talent screens (ADR 058), pure so the preview, the workspace screen and the tests say the same. */

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** 9 → "9 months", 27 → "2.3 years". */
export function monthsText(months: number): string {
  if (months < 24) return plural(Math.round(months * 10) / 10, 'month');
  return `${(months / 12).toFixed(1)} years`;
}

/** 37.5 → "+37.5%", −4 → "−4%". */
export function percentChangeText(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** A cell's time in the role left, in words. */
export function timeText(f: api.TalentFigures, direction: 'hires' | 'leavers'): string {
  if (f.medianMonthsInRole === null) return '';
  return direction === 'leavers'
    ? `${monthsText(f.medianMonthsInRole)} in the role before leaving`
    : `${monthsText(f.medianMonthsInRole)} in their previous role`;
}

/** A cell's pay change in words, or why it has none. */
export function payText(f: api.TalentFigures, minSlice: number): string {
  if (f.medianPayChangePercent === null) return `Pay change: known for fewer than ${minSlice} people`;
  return `Pay ${percentChangeText(f.medianPayChangePercent)} on the move (median of ${plural(f.payChangeCount ?? 0, 'move')})`;
}

export const payTone = (f: api.TalentFigures): 'up' | 'down' | 'none' =>
  f.medianPayChangePercent === null || f.medianPayChangePercent === 0 ? 'none' : f.medianPayChangePercent > 0 ? 'up' : 'down';

export const movesText = (n: number, direction: 'hires' | 'leavers') => plural(n, direction === 'hires' ? 'hire' : 'leaver');
export const peopleText = (n: number) => plural(n, 'person', 'people');

/** 0.684 → "68%". */
export const shareText = (share: number) => `${Math.round(share * 100)}%`;

/** 1.075 → "1.08×" and its meaning: "8% above incumbents". */
export function ratioText(ratio: number): { value: string; meaning: string } {
  // In whole percent first, so the two read alike (1.075 is 107.5 %: "1.08×", "8% above").
  const percent = Math.round(ratio * 100);
  const diff = percent - 100;
  return {
    value: `${(percent / 100).toFixed(2)}×`,
    meaning: diff === 0 ? 'level with incumbents' : diff > 0 ? `${diff}% above incumbents` : `${-diff}% below incumbents`,
  };
}

/** "+7" / "−6" / "0". */
export const netText = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** What the page says about the privacy rule, once. */
export function privacyText(minSlice: number): string {
  return `Every figure comes from at least ${minSlice} people and names no one. A group of fewer is hidden, and so is the smallest figure beside it when a total minus the shown figures would otherwise give the hidden one away.`;
}

/** What a hidden cell says in place of its figures. */
export const HIDDEN_TEXT = 'Hidden for privacy';
