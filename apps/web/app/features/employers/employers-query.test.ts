import { describe, expect, it } from 'vitest';
import { employersHref, parseEmployersQuery, percentText } from './employers-query';

describe('employers query', () => {
  it('opens the feature the footer links to, defaulting to benchmarking in India', () => {
    expect(parseEmployersQuery(new URLSearchParams(''))).toEqual({ feature: 'benchmarking', cc: 'in' });
    expect(parseEmployersQuery(new URLSearchParams('feature=benefits'))).toEqual({ feature: 'benefits', cc: 'in' });
    expect(parseEmployersQuery(new URLSearchParams('feature=ti&cc=us'))).toEqual({ feature: 'ti', cc: 'us' });
    expect(parseEmployersQuery(new URLSearchParams('feature=nope&cc=uk'), 'us')).toEqual({ feature: 'benchmarking', cc: 'us' });
  });

  it('gives each page one address', () => {
    expect(employersHref({ feature: 'benchmarking', cc: 'in' })).toBe('/employers');
    expect(employersHref({ feature: 'benefits', cc: 'in' })).toBe('/employers?feature=benefits');
    expect(employersHref({ feature: 'ti', cc: 'us' })).toBe('/employers?feature=ti&cc=us');
    expect(percentText(0.804)).toBe('80%');
  });
});
