import { describe, expect, it } from 'vitest';
import { benefitsHref, parseBenefitsQuery } from './benefits-query';

describe('the benefits page URL', () => {
  it('reads the region and up to three different companies, dropping what is not a slug', () => {
    expect(parseBenefitsQuery(new URLSearchParams('cc=us&c=google&c=Google&c=meta&c=<x>&c=microsoft&c=apple'))).toEqual({
      cc: 'us',
      companies: ['google', 'meta', 'microsoft'],
    });
    expect(parseBenefitsQuery(new URLSearchParams('cc=uk'))).toEqual({ cc: 'in', companies: [] });
  });

  it('writes the same query back, the default region left out', () => {
    expect(benefitsHref({ cc: 'in', companies: ['infosys', 'wipro'] })).toBe('/benefits?c=infosys&c=wipro');
    expect(benefitsHref({ cc: 'us', companies: [] })).toBe('/benefits?cc=us');
    expect(benefitsHref({})).toBe('/benefits');
  });
});
