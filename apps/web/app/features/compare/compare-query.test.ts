import { describe, expect, it } from 'vitest';
import {
  checkCompareForm,
  compareFiltersToSearch,
  compareFormSearch,
  emptyCompareForm,
  entryKey,
  isCompareNarrowed,
  parseCompareFilters,
  parseCompareForm,
  parseCompareQ,
} from './compare-query';

describe('comparison URL', () => {
  it('reads two or three company–title or company entries', () => {
    expect(parseCompareQ('google--software-engineer--vs--meta--software-engineer')).toEqual([
      { key: 'google--software-engineer', companySlug: 'google', titleSlug: 'software-engineer' },
      { key: 'meta--software-engineer', companySlug: 'meta', titleSlug: 'software-engineer' },
    ]);
    expect(parseCompareQ('google--vs--meta--data-scientist--vs--tata-consultancy-services')?.map((e) => e.titleSlug)).toEqual([
      null,
      'data-scientist',
      null,
    ]);
  });

  it('refuses one entry, four, an empty or malformed slug, upper case and the same entry twice', () => {
    for (const q of [
      'google--software-engineer',
      'a--vs--b--vs--c--vs--d',
      'google--vs--',
      '--vs--meta',
      'google--a--b--vs--meta',
      'Google--vs--meta',
      'google_inc--vs--meta',
      'google---software-engineer--vs--meta',
      'google--software-engineer-',
      'google--vs--google',
      `${'a'.repeat(401)}--vs--b`,
    ]) {
      expect(parseCompareQ(q), q).toBeNull();
    }
  });

  it('writes an entry as its company and title slugs', () => {
    expect(entryKey('google', 'software-engineer')).toBe('google--software-engineer');
    expect(entryKey('google', null)).toBe('google');
  });
});

describe('comparison filters', () => {
  it('keeps the level, date range and other currency; drops the rest and what the API would refuse', () => {
    const params = new URLSearchParams('rosettaLevel=3&dateOffset=12&gpayCC=in&yoe=2-4&location=bangalore-in&page=2');
    expect(parseCompareFilters(params, 'us')).toEqual({ rosettaLevel: 3, dateOffset: 12, gpayCC: 'in' });
    expect(parseCompareFilters(new URLSearchParams('rosettaLevel=9&dateOffset=x&gpayCC=us'), 'us')).toEqual({
      rosettaLevel: undefined,
      dateOffset: undefined,
      gpayCC: undefined,
    });
  });

  it('writes them in a fixed order, nothing when unset', () => {
    expect(compareFiltersToSearch({ gpayCC: 'in', rosettaLevel: 2, dateOffset: 24 })).toBe('?rosettaLevel=2&dateOffset=24&gpayCC=in');
    expect(compareFiltersToSearch({})).toBe('');
  });

  it('tells narrowing filters from the currency', () => {
    expect(isCompareNarrowed({ gpayCC: 'in' })).toBe(false);
    expect(isCompareNarrowed({ dateOffset: 12 })).toBe(true);
  });
});

describe('comparison picker form', () => {
  it('is not submitted without companies or a title in the query', () => {
    expect(parseCompareForm(new URLSearchParams(''))).toBeNull();
    expect(parseCompareForm(new URLSearchParams('rosettaLevel=3'))).toBeNull();
  });

  it('reads up to three companies, trimmed, and the title', () => {
    const params = new URLSearchParams('company=%20Google%20%20LLC%20&company=Meta&company=&company=Extra&title=Software+Engineer');
    expect(parseCompareForm(params)).toEqual({ companies: ['Google LLC', 'Meta', ''], title: 'Software Engineer' });
    expect(parseCompareForm(new URLSearchParams('company=Google'))).toEqual({ companies: ['Google', '', ''], title: '' });
  });

  it('writes its values back to a query, empty fields left out', () => {
    expect(compareFormSearch({ companies: ['Google', '', 'Meta'], title: 'Data Scientist' })).toBe(
      '?company=Google&company=Meta&title=Data+Scientist',
    );
    expect(compareFormSearch(emptyCompareForm())).toBe('');
  });

  it('needs two companies, each a name, none twice', () => {
    expect(checkCompareForm({ companies: ['Google', '', ''], title: '' }).errors.form).toBe('Pick at least two companies to compare.');
    const checked = checkCompareForm({ companies: ['Google', '!!', 'google inc'], title: '??' });
    expect(checked.errors.companies).toEqual([null, 'Enter a company name.', 'google inc is already in the comparison.']);
    expect(checked.errors.title).toMatch(/job title/);
  });

  it('slugifies what is fine', () => {
    const checked = checkCompareForm({ companies: ['Tata Consultancy Services Ltd.', '', 'McKinsey & Company'], title: 'Data Scientist' });
    expect(checked.errors).toEqual({ companies: [null, null, null], title: null, form: null });
    expect(checked.filled).toEqual([
      { index: 0, name: 'Tata Consultancy Services Ltd.', slug: 'tata-consultancy-services' },
      { index: 2, name: 'McKinsey & Company', slug: 'mckinsey-company' },
    ]);
    expect(checked.titleSlug).toBe('data-scientist');
  });
});
