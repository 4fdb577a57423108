import { describe, expect, it } from 'vitest';
import { displayDecimals, formatAmount, formatCompact, formatMoney, groupDigits, salaryUnit, truncate } from './format.js';

describe('money display', () => {
  it('groups rupees the Indian way and dollars in thousands', () => {
    expect(formatAmount(2_500_000, 'in')).toBe('₹25,00,000');
    expect(formatAmount(12_345_678, 'in')).toBe('₹1,23,45,678');
    expect(formatAmount(250_000, 'us')).toBe('$250,000');
    expect(formatAmount(-1500, 'us')).toBe('-$1,500');
  });

  it('groups digits as toLocaleString does, without Intl', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1_234_567)).toBe('1,234,567');
    expect(groupDigits(1_234_567, 'in')).toBe('12,34,567');
    expect(groupDigits(-98_765.6, 'in')).toBe('-98,766');
    const samples = [1, 12, 123, 1234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789, 1_000_000_007, 9_007_199_254_740_991];
    for (const n of [...samples, ...samples.map((v) => -v), ...Array.from({ length: 110 }, (_, i) => Math.round(1.37 ** i))]) {
      expect(groupDigits(n, 'us')).toBe(n.toLocaleString('en-US'));
      expect(groupDigits(n, 'in')).toBe(n.toLocaleString('en-IN'));
    }
  });

  it('shows lakhs with 1 decimal for India and thousands with 0 decimals for the US', () => {
    expect(displayDecimals('in')).toBe(1);
    expect(displayDecimals('us')).toBe(0);
    expect(formatCompact(2_550_000, 'in')).toBe('₹25.5 L');
    expect(formatCompact(100_000, 'in')).toBe('₹1.0 L');
    expect(formatCompact(15_000_000, 'in')).toBe('₹1.5 Cr');
    expect(formatCompact(99_999, 'in')).toBe('₹99,999');
    expect(formatCompact(187_400, 'us')).toBe('$187k');
    expect(formatCompact(1_250_000, 'us')).toBe('$1,250k');
    expect(formatCompact(12_400_000, 'us')).toBe('$12,400k');
    expect(formatCompact(950, 'us')).toBe('$950');
  });

  it('uses the spec multipliers for typed amounts', () => {
    expect(salaryUnit(2)).toEqual({ multiplier: 100_000, postfix: 'lakhs' });
    expect(salaryUnit(1)).toEqual({ multiplier: 10_000, postfix: 'k' });
  });

  it('truncates text at 100 characters by default', () => {
    expect(truncate('short')).toBe('short');
    const long = 'x'.repeat(150);
    expect(truncate(long)).toHaveLength(100);
    expect(truncate(long).endsWith('…')).toBe(true);
    expect(truncate('abcdef', 4)).toBe('abc…');
  });
});

describe('formatMoney', () => {
  it('reads minor units as people read prices', () => {
    expect(formatMoney(399_900, 'INR')).toBe('₹3,999');
    expect(formatMoney(12_345_650, 'INR')).toBe('₹1,23,456.50');
    expect(formatMoney(14_900, 'USD')).toBe('$149');
    expect(formatMoney(999, 'USD')).toBe('$9.99');
    expect(formatMoney(-5, 'USD')).toBe('-$0.05');
  });
});
