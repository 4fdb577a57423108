import type { api } from '@paysight/contract';
import { formatAmount, groupDigits, type CountryCode } from '@paysight/contract/core';

const where = (cc: CountryCode) => (cc === 'in' ? 'India' : 'the US');

export function internshipsHeading(cc: CountryCode, company: string | null, title: string | null): string {
  const who = [company, title].filter(Boolean).join(' ');
  return `${who ? `${who} internship` : 'Internship'} stipends in ${where(cc)}`;
}

export const stipendsText = (n: number) => `${groupDigits(n)} ${n === 1 ? 'stipend' : 'stipends'}`;

/** "₹35,000 a month (middle half ₹25,000 to ₹45,000) from 42 stipends". */
export function figuresText(f: NonNullable<api.Internships['overall']>, cc: CountryCode): string {
  return `${formatAmount(f.median, cc)} a month (middle half ${formatAmount(f.p25, cc)} to ${formatAmount(f.p75, cc)}) from ${stipendsText(f.count)}`;
}

export function internshipsDescription(d: api.Internships, heading: string): string {
  const cc = d.countryCode as CountryCode;
  return d.overall
    ? `${heading}: a median of ${figuresText(d.overall, cc)}, by company, title and city, as interns report them on Paysight.`
    : `${heading}: not enough stipends reported yet; each figure needs ${d.minSlice} or more.`;
}
