import { describe, expect, it } from 'vitest';
import { monthsText, netText, payText, percentChangeText, ratioText, shareText } from './talent-text';

describe('talent text', () => {
  it('says months, then years from two years', () => {
    expect(monthsText(9)).toBe('9 months');
    expect(monthsText(1)).toBe('1 month');
    expect(monthsText(27)).toBe('2.3 years');
  });

  it('signs pay changes and ratios', () => {
    expect(percentChangeText(37.5)).toBe('+37.5%');
    expect(percentChangeText(-4)).toBe('−4%');
    expect(ratioText(1.075)).toEqual({ value: '1.08×', meaning: '8% above incumbents' });
    expect(ratioText(0.9)).toEqual({ value: '0.90×', meaning: '10% below incumbents' });
    expect(netText(-6)).toBe('−6');
    expect(shareText(0.684)).toBe('68%');
  });

  it('says why a pay change is missing', () => {
    const f = { count: 6, people: 6, medianMonthsInRole: 24, medianPayChangePercent: null, payChangeCount: null };
    expect(payText(f, 5)).toBe('Pay change: known for fewer than 5 people');
    expect(payText({ ...f, medianPayChangePercent: 25, payChangeCount: 6 }, 5)).toBe('Pay +25% on the move (median of 6 moves)');
  });
});
