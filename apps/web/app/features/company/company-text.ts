import type { api } from '@paysight/contract';
import { formatCompact, type CountryCode, groupDigits } from '@paysight/contract/core';

const COUNTRY_NAMES: Record<CountryCode, string> = { in: 'India', us: 'United States' };

/** "Google salaries in India", or in a city when the page is narrowed to one. */
export function companyHeading(company: string, cc: CountryCode, city: string | null = null): string {
  return `${company} salaries in ${city ?? COUNTRY_NAMES[cc]}`;
}

/** The page's description: the ladder's range and how many salaries it rests on. */
export function companyDescription(page: api.CompanyPage): string {
  const where = page.location?.name ?? COUNTRY_NAMES[page.countryCode];
  const shown = page.ladder?.levels.filter((l) => l.total) ?? [];
  const first = shown[0];
  const last = shown.at(-1);
  const ladder =
    page.ladder && first && last
      ? ` ${page.ladder.family.name} median total pay from ${formatCompact(first.total!.p50, page.countryCode)} (${first.name}) to ${formatCompact(last.total!.p50, page.countryCode)} (${last.name}).`
      : '';
  return (
    `${page.company.name} salaries in ${where} by level, title and location, from ${groupDigits(page.count)} salaries ` +
    `shared on Paysight.${ladder}`
  );
}
