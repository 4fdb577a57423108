import { describe, expect, it } from 'vitest';
import { companySlug, titleSlug } from './slug.js';

describe('slugs', () => {
  it('drops legal suffixes from company names', () => {
    expect(companySlug('Google LLC')).toBe('google');
    expect(companySlug('Infosys Limited')).toBe('infosys');
    expect(companySlug('Flipkart Internet Private Limited')).toBe('flipkart-internet');
    expect(companySlug('Zoho Corporation Pvt. Ltd.')).toBe('zoho');
    expect(companySlug('Microsoft Corp.')).toBe('microsoft');
    expect(companySlug('Apple Inc.')).toBe('apple');
    expect(companySlug('Tata Consultancy Services Ltd')).toBe('tata-consultancy-services');
  });

  it('turns every run of other characters into a dash', () => {
    expect(companySlug('McKinsey & Company')).toBe('mckinsey-company');
    expect(companySlug('  AT&T  ')).toBe('at-t');
  });

  it('keeps every word of a title', () => {
    expect(titleSlug('Senior Software Engineer (Backend)')).toBe('senior-software-engineer-backend');
    expect(titleSlug('Software Engineer Inc')).toBe('software-engineer-inc');
  });
});
