import { describe, expect, it } from 'vitest';
import { autoInterval, quarterWindow, STEADY_MONTH } from './trends.rules.js';

describe('salary trends rules', () => {
  it('names the calendar quarters that hold a window of months', () => {
    expect(quarterWindow(['2024-12', '2025-01', '2025-02', '2025-03', '2025-04'])).toEqual(['2024-10', '2025-01', '2025-04']);
  });

  it('draws months when at least half are steady (STEADY_MONTH records), quarters otherwise', () => {
    const steady = { count: STEADY_MONTH };
    const thin = { count: STEADY_MONTH - 1 };
    const hidden = { count: null };
    expect(autoInterval([steady, steady, thin, hidden])).toBe('month');
    expect(autoInterval([steady, thin, thin, hidden])).toBe('quarter');
    expect(autoInterval([hidden, hidden])).toBe('quarter');
  });
});
