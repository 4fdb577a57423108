import { describe, expect, it } from 'vitest';
import { exportHref, parseEquityQuery } from './pay-equity-query';

describe('the pay equity page URL', () => {
  it('opens with the default factors, no target gap and a 10 % cap', () => {
    expect(parseEquityQuery(new URLSearchParams())).toEqual({ factors: ['level', 'family', 'location', 'tenure'], target: 0, cap: 10 });
  });

  it('a sent form with nothing checked means no factor; unknown factors and out-of-range numbers are dropped', () => {
    expect(parseEquityQuery(new URLSearchParams('factors=1&target=2&cap=5')).factors).toEqual([]);
    const q = parseEquityQuery(new URLSearchParams('factors=1&factor=rating&factor=gender&factor=rating&target=90&cap=abc'));
    expect(q).toEqual({ factors: ['rating'], target: 0, cap: 10 });
  });

  it('exports with the same choices, the fix in fractions', () => {
    const q = { factors: [], target: 2, cap: 15 } as const;
    expect(exportHref({ ...q, factors: [] }, 'report')).toBe('/api/v1/compa/pay-equity/export?file=report&factors=none');
    expect(exportHref({ ...q, factors: ['level', 'tenure'] }, 'raises', 'fair-pay')).toBe(
      '/api/v1/compa/pay-equity/export?file=raises&factors=level%2Ctenure&way=fair-pay&target=0.02&cap=0.15',
    );
  });
});
