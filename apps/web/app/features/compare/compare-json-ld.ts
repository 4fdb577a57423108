import { yearlyPayJsonLd } from '~/lib/json-ld';
import { countryName } from '~/features/salary/salary-text';
import { compareDescription, compareHeading, entryLabel, entryNames, type Comparison } from './compare-text';

/**
 * schema.org ItemList of the compared Occupations, each with its yearly total pay as a
 * MonetaryAmountDistribution when it has enough salaries to show one. Built in the loader.
 */
export function compareJsonLd(data: Comparison, url: string, origin: string) {
  const names = data.entries.map(entryNames);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: compareHeading(names, data.countryCode),
    description: compareDescription(data),
    url,
    numberOfItems: data.entries.length,
    itemListElement: data.entries.map((entry, i) => {
      const p = entry.available ? entry.total : null;
      return {
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Occupation',
          name: entryLabel(names[i]!),
          ...(entry.href ? { url: `${origin}${entry.href}` } : {}),
          occupationLocation: [{ '@type': 'Country', name: countryName(data.countryCode) }],
          ...(p
            ? {
                estimatedSalary: yearlyPayJsonLd(p, data.currency),
              }
            : {}),
        },
      };
    }),
  };
}
