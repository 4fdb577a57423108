import type { api } from '@paysight/contract';
import { formatCompact, groupDigits, type CountryCode, type CurrencyCode } from '@paysight/contract/core';

/** Titles, descriptions and labels of the salary page, as pure functions of its data. */

export type SalaryStats = api.SalaryStats;

export const countryName = (cc: CountryCode) => (cc === 'in' ? 'India' : 'United States');

/** Amounts are formatted by their currency (with gpayCC an India page shows dollars). */
export const moneyCountry = (currency: CurrencyCode): CountryCode => (currency === 'INR' ? 'in' : 'us');

/** "Google Software Engineer Salary in United States", "Software Engineer Salary in India". */
export function salaryHeading(names: { company: string | null; title: string }, cc: CountryCode): string {
  return `${names.company ? `${names.company} ` : ''}${names.title} Salary in ${countryName(cc)}`;
}

export const statsNames = (stats: Pick<SalaryStats, 'company' | 'title'>) => ({
  company: stats.company?.name ?? null,
  title: stats.title.name,
});

// groupDigits, not toLocaleString: a page formats counts as it hydrates, and the browser's first
// toLocaleString loads ICU's number data inside that task (60–70 ms on the 4×-slowed mobile profile).
const plural = (n: number, one: string, many = `${one}s`) => `${groupDigits(n)} ${n === 1 ? one : many}`;

/** The meta description: who, where, the median and the middle half, and how many salaries. */
export function salaryDescription(stats: SalaryStats): string {
  const money = (v: number) => formatCompact(v, moneyCountry(stats.currency));
  const who = stats.company ? `${stats.company.name} ${stats.title.name}` : stats.title.name;
  return (
    `${who} salaries in ${countryName(stats.countryCode)}: median total pay ${money(stats.total.p50)} a year ` +
    `(middle half ${money(stats.total.p25)} to ${money(stats.total.p75)}), from ${plural(stats.count, 'salary', 'salaries')}. ` +
    'Base, stock and bonus by level, experience and location.'
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2024-11-03" → "Nov 2024" (no Intl: the server and the browser must render the same text). */
export function formatMonth(isoDate: string): string {
  const [y, m] = isoDate.split('-');
  const month = MONTHS[Number(m) - 1];
  return month && y ? `${month} ${y}` : isoDate;
}

/** "2024-11-03" → "3 Nov 2024". */
export function formatDay(isoDate: string): string {
  const d = Number(isoDate.split('-')[2]);
  return Number.isFinite(d) && d > 0 ? `${d} ${formatMonth(isoDate)}` : isoDate;
}

export function formatDateRange(range: { from: string; to: string }): string {
  const from = formatMonth(range.from);
  const to = formatMonth(range.to);
  return from === to ? from : `${from} – ${to}`;
}

export const countLabel = (n: number) => plural(n, 'salary', 'salaries');

const VERIFICATION: Record<string, string> = {
  verified: 'Verified',
  member: 'Member',
  filing: 'Public filing',
  import: 'Imported',
  demo: 'Demo',
};
export const verificationLabel = (v: string) => VERIFICATION[v] ?? v.charAt(0).toUpperCase() + v.slice(1);

/** "1 USD = ₹84.50 (31 Oct 2026)": the rate a converted page used. */
export function conversionNote(conversion: NonNullable<SalaryStats['conversion']>): string {
  const inrPerUsd = conversion.from === 'INR' ? 1 / conversion.rate : conversion.rate;
  return `Converted from ${conversion.from} at 1 USD = ₹${inrPerUsd.toFixed(2)} (rate of ${formatDay(conversion.asOf)})`;
}

/**
 * The words that change with the view: yearly (base + yearly stock + bonus, the signing bonus
 * apart) or the first year (base + what vests in year one + bonus + signing bonus).
 */
export function viewText(view: SalaryStats['view']) {
  return view === 'first-year'
    ? {
        intro: 'First-year pay (base, the first year’s stock vest, bonus and signing bonus) shared on Paysight.',
        median: 'Median first-year pay',
        total: 'First-year total',
        stock: 'Stock (year 1)',
        barsNote: 'The first year. Stock is what vests in year one; stock and bonus cover those who reported them.',
        perYear: 'First-year pay',
        amounts: 'First-year amounts: the signing bonus is included.',
      }
    : {
        intro: 'Total pay per year (base, stock and bonus) shared on Paysight.',
        median: 'Median total pay per year',
        total: 'Total',
        stock: 'Stock',
        barsNote: 'Per year. Stock is the yearly vesting value; stock and bonus cover those who reported them.',
        perYear: 'Total pay per year',
        amounts: 'Yearly amounts; the signing bonus is not included.',
      };
}
