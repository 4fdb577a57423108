import { describe, expect, it } from 'vitest';
import { parseCompareQ } from './compare-query';
import { compareJsonLd } from './compare-json-ld';
import { sampleComparison, sampleEntry, unavailableEntry } from './compare-sample.test-data';
import { compareDescription, compareHeading, entryLabel, fallbackNames, leaderIndex, percentDifference, sharedTitle } from './compare-text';

const se = 'Software Engineer';

describe('comparison texts', () => {
  it('titles one shared title, different titles and whole companies', () => {
    const heading = (cc: 'in' | 'us', ...entries: [company: string, title: string | null][]) =>
      compareHeading(
        entries.map(([company, title]) => ({ company, title })),
        cc,
      );
    expect(heading('us', ['Google', se], ['Meta', se])).toBe('Google vs Meta Software Engineer Salary in United States');
    expect(heading('in', ['Infosys', se], ['Wipro', 'Data Scientist'], ['TCS', null])).toBe(
      'Infosys Software Engineer vs Wipro Data Scientist vs TCS Salary in India',
    );
    expect(heading('us', ['Google', null], ['Meta', null])).toBe('Google vs Meta Salaries in United States');
  });

  it('names a page from its slugs when the API could not', () => {
    const names = fallbackNames(parseCompareQ('no-such-co--software-engineer--vs--meta')!);
    expect(names).toEqual([
      { company: 'No Such Co', title: se },
      { company: 'Meta', title: null },
    ]);
    expect(sharedTitle(names)).toBeNull();
    expect(entryLabel(names[0]!)).toBe('Software Engineer at No Such Co');
    expect(entryLabel(names[1]!)).toBe('Meta (all titles)');
  });

  it('describes each entry’s median and count, in thousands of dollars', () => {
    expect(compareDescription(sampleComparison())).toBe(
      'Google vs Meta Software Engineer pay in United States: median total pay $388k at Google (11 salaries), $337k at Meta (8 salaries). ' +
        'Middle half, base, stock, bonus and pay by level, side by side.',
    );
  });

  it('says which entry has too few salaries, in lakhs for India', () => {
    const data = sampleComparison({
      countryCode: 'in',
      currency: 'INR',
      entries: [sampleEntry('Infosys', 1_250_000), unavailableEntry('Wipro')],
    });
    expect(compareDescription(data)).toContain('median total pay ₹12.5 L at Infosys (11 salaries), not enough salaries yet at Wipro.');
  });

  it('finds the single highest median among entries with figures', () => {
    expect(leaderIndex(sampleComparison().entries)).toBe(0);
    expect(leaderIndex([sampleEntry('A', 1), sampleEntry('B', 3), sampleEntry('C', 2)])).toBe(1);
    expect(leaderIndex([sampleEntry('A', 3), sampleEntry('B', 3)])).toBeNull();
    expect(leaderIndex([sampleEntry('A', 3), unavailableEntry('B')])).toBeNull();
  });

  it('tells how far a median is from another', () => {
    expect(percentDifference(336_500, 388_000)).toBe('−13%');
    expect(percentDifference(450_000, 400_000)).toBe('+13%');
    expect(percentDifference(400_000, 400_000)).toBe('same');
  });
});

describe('comparison JSON-LD', () => {
  it('lists each entry as an Occupation, with its pay distribution when it has figures', () => {
    const data = sampleComparison({ entries: [sampleEntry('Google', 388_000), unavailableEntry('Meta')] });
    const ld = compareJsonLd(data, 'https://paysight.test/us/compare/companies/x', 'https://paysight.test');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Google vs Meta Software Engineer Salary in United States',
      url: 'https://paysight.test/us/compare/companies/x',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Occupation',
            name: 'Software Engineer at Google',
            url: 'https://paysight.test/us/salary/google--software-engineer',
            estimatedSalary: [{ '@type': 'MonetaryAmountDistribution', currency: 'USD', duration: 'P1Y', median: 388_000 }],
          },
        },
        { '@type': 'ListItem', position: 2, item: { '@type': 'Occupation', name: 'Software Engineer at Meta' } },
      ],
    });
    expect(ld.itemListElement[1]!.item).not.toHaveProperty('estimatedSalary');
  });
});

describe('comparison of whole companies', () => {
  it('describes each company by its name', () => {
    const data = sampleComparison({
      entries: [
        sampleEntry('Google', 278_000, { title: null, key: 'google', href: null, count: 237 }),
        sampleEntry('Meta', 295_000, { title: null, key: 'meta', href: null, count: 231 }),
      ],
    });
    expect(compareDescription(data)).toContain(
      'Google vs Meta pay in United States: median total pay $278k at Google (237 salaries), $295k',
    );
  });
});
