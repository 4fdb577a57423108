import { formatCompact, type CountryCode, groupDigits } from '@paysight/contract/core';
import type { api } from '@paysight/contract';
import { countryName } from '~/features/salary/salary-text';

/** Words and figures of the negotiation page, shared by the page, its meta tags and the tests. */

export const moneyRegion = (currency: 'INR' | 'USD'): CountryCode => (currency === 'INR' ? 'in' : 'us');
export const money = (value: number, currency: 'INR' | 'USD') => formatCompact(value, moneyRegion(currency));
/** "12.5%" (one decimal, none when whole). */
export const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
export const plural = (n: number, one: string, many: string) => `${groupDigits(n)} ${n === 1 ? one : many}`;

export const negotiateHeading = 'Negotiate your offer with an expert';

export function negotiateTitle(region: CountryCode) {
  return `Salary Negotiation Coaching in ${countryName(region)}`;
}

export function negotiateDescription(region: CountryCode, summary: api.NegotiationReviews['summary'] | null) {
  const base = `Work with a negotiation coach on your job offer in ${countryName(region)}: offer review, a counter-offer plan, scripts and support until you sign.`;
  if (!summary || summary.count === 0 || summary.medianUpliftPercent === null || summary.averageRating === null) return base;
  return `${base} Median uplift ${percent(summary.medianUpliftPercent)}, rated ${summary.averageRating}/5 in ${plural(summary.count, 'review', 'reviews')}.`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-03-04" → "4 Mar 2026" (no Intl: server and browser render the same text). */
export function reviewDate(iso: string) {
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? `${d} ${MONTHS[m - 1]} ${y}` : iso;
}

/** What the service includes (the "What you get" cards). */
export const WHAT_YOU_GET = [
  {
    title: 'Offer review',
    text: 'Every part of the offer (base, stock, bonus, joining bonus, level) placed against real market data for the role.',
  },
  { title: 'A counter-offer plan', text: 'What to ask for, in which order, and what to trade: a written plan agreed on the first call.' },
  { title: 'Scripts and emails', text: 'The exact words for the recruiter call and every email, drafted with you line by line.' },
  { title: 'Recruiter call practice', text: 'Rehearse the hard moments (exploding deadlines, "the band is fixed") before they happen.' },
  { title: 'Support until you sign', text: 'Message your coach at every step, as often as you need, until the final offer is signed.' },
  { title: 'Level and equity advice', text: 'Push for the right level, and understand grants, vesting, refreshers and ESOP terms.' },
] as const;

/** How it works, in order. */
export const STEPS = [
  { title: 'Share your offer', text: 'Evaluate your offer on Paysight: see where each part sits in its market.' },
  { title: 'Meet your coach', text: 'We match you with a coach who knows the company, the level and the region.' },
  { title: 'Plan the counter', text: 'Agree what to ask for and why, with the data to back every number.' },
  { title: 'Negotiate with backup', text: 'You talk to the recruiter; your coach prepares you before and debriefs after each round.' },
  { title: 'Sign a better offer', text: 'Your coach reads the final offer letter with you before you accept it.' },
] as const;
