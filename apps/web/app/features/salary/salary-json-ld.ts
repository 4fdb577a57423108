import { yearlyPayJsonLd } from '~/lib/json-ld';
import { countryName, salaryDescription, statsNames, type SalaryStats } from './salary-text';

/**
 * schema.org Occupation with the yearly total pay as a MonetaryAmountDistribution, so search
 * engines can show the range. Built on the server (in the loader) from the page's own figures.
 */
export function salaryJsonLd(stats: SalaryStats, url: string) {
  const { company, title } = statsNames(stats);
  const p = stats.total;
  return {
    '@context': 'https://schema.org',
    '@type': 'Occupation',
    name: company ? `${title} at ${company}` : title,
    description: salaryDescription(stats),
    url,
    occupationLocation: [{ '@type': 'Country', name: countryName(stats.countryCode) }],
    estimatedSalary: yearlyPayJsonLd(p, stats.currency),
  };
}
