import { describe, expect, it } from 'vitest';
import { sampleStats } from './salary-sample.test-data';
import { serializeJsonLd } from '~/lib/json-ld';
import { salaryJsonLd } from './salary-json-ld';

describe('salary JSON-LD', () => {
  it('is a schema.org Occupation with the yearly total as a MonetaryAmountDistribution', () => {
    const ld = salaryJsonLd(sampleStats(), 'https://paysight.test/in/salary/software-engineer');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Occupation',
      name: 'Software Engineer',
      url: 'https://paysight.test/in/salary/software-engineer',
      occupationLocation: [{ '@type': 'Country', name: 'India' }],
      estimatedSalary: [
        {
          '@type': 'MonetaryAmountDistribution',
          currency: 'INR',
          duration: 'P1Y',
          median: 2_840_000,
          percentile10: 900_000,
          percentile25: 1_615_000,
          percentile75: 5_110_000,
          percentile90: 8_210_000,
        },
      ],
    });
    expect(ld.description).toContain('median total pay ₹28.4 L');
  });

  it('names the company on a company page and uses the currency shown', () => {
    const ld = salaryJsonLd(
      sampleStats({ countryCode: 'us', currency: 'USD', company: { name: 'Google', slug: 'google' } }),
      'https://paysight.test/us/salary/google--software-engineer',
    );
    expect(ld.name).toBe('Software Engineer at Google');
    expect(ld.occupationLocation[0]?.name).toBe('United States');
    expect(ld.estimatedSalary[0]?.currency).toBe('USD');
  });

  it('serialises so that nothing can close the script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
