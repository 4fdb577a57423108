import { describe, expect, it } from 'vitest';
import { sampleStats } from './salary-sample.test-data';
import {
  conversionNote,
  countLabel,
  formatDateRange,
  formatDay,
  formatMonth,
  moneyCountry,
  salaryDescription,
  salaryHeading,
  verificationLabel,
} from './salary-text';

describe('salary page texts', () => {
  it('titles a title page and a company page by country', () => {
    expect(salaryHeading({ company: null, title: 'Software Engineer' }, 'in')).toBe('Software Engineer Salary in India');
    expect(salaryHeading({ company: 'Google', title: 'Software Engineer' }, 'us')).toBe('Google Software Engineer Salary in United States');
  });

  it('describes the median, the middle half and the count, in lakhs for India (1 decimal)', () => {
    expect(salaryDescription(sampleStats())).toBe(
      'Software Engineer salaries in India: median total pay ₹28.4 L a year (middle half ₹16.1 L to ₹51.1 L), from 1,511 salaries. ' +
        'Base, stock and bonus by level, experience and location.',
    );
  });

  it('describes a US company page in thousands of dollars (0 decimals)', () => {
    const stats = sampleStats({
      countryCode: 'us',
      currency: 'USD',
      company: { name: 'Google', slug: 'google' },
      count: 1,
      total: { count: 1, p10: 150_000, p25: 286_500, p50: 587_000, p75: 687_000, p90: 827_000, mean: 500_000 },
    });
    expect(salaryDescription(stats)).toBe(
      'Google Software Engineer salaries in United States: median total pay $587k a year (middle half $287k to $687k), from 1 salary. ' +
        'Base, stock and bonus by level, experience and location.',
    );
  });

  it('formats amounts by the currency shown, not the page’s country', () => {
    expect(moneyCountry('USD')).toBe('us');
    expect(moneyCountry('INR')).toBe('in');
    const converted = sampleStats({ currency: 'USD', total: { count: 9, p10: 1, p25: 19_000, p50: 33_600, p75: 60_400, p90: 1, mean: 1 } });
    expect(salaryDescription(converted)).toContain('median total pay $34k a year (middle half $19k to $60k)');
  });

  it('formats dates the same on the server and in the browser', () => {
    expect(formatMonth('2024-11-03')).toBe('Nov 2024');
    expect(formatDay('2026-10-08')).toBe('8 Oct 2026');
    expect(formatDateRange({ from: '2024-11-03', to: '2026-10-28' })).toBe('Nov 2024 – Oct 2026');
    expect(formatDateRange({ from: '2026-10-01', to: '2026-10-28' })).toBe('Oct 2026');
    expect(formatMonth('garbage')).toBe('garbage');
  });

  it('labels counts, verification tiers and conversions', () => {
    expect(countLabel(1)).toBe('1 salary');
    expect(countLabel(12_345)).toBe('12,345 salaries');
    expect(verificationLabel('verified')).toBe('Verified');
    expect(verificationLabel('filing')).toBe('Public filing');
    expect(verificationLabel('other')).toBe('Other');
    expect(conversionNote({ from: 'INR', to: 'USD', rate: 1 / 84.5, asOf: '2026-10-31' })).toBe(
      'Converted from INR at 1 USD = ₹84.50 (rate of 31 Oct 2026)',
    );
    expect(conversionNote({ from: 'USD', to: 'INR', rate: 84.5, asOf: '2026-10-31' })).toBe(
      'Converted from USD at 1 USD = ₹84.50 (rate of 31 Oct 2026)',
    );
  });
});
