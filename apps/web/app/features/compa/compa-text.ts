import type { api } from '@paysight/contract';

/** Words and numbers of /compa, pure. */

export type Currency = 'INR' | 'USD';

/** An amount in the roster's currency: ₹18,00,000 (Indian grouping) or $120,000. */
export const money = (n: number, currency: Currency) =>
  currency === 'INR' ? `₹${Math.round(n).toLocaleString('en-IN')}` : `$${Math.round(n).toLocaleString('en-US')}`;

/** A ratio to two decimals as a comp analyst reads it (0.90). */
export const ratio = (r: number | null | undefined) => (r === null || r === undefined ? '—' : r.toFixed(2));

/** A penetration percentage (−25 %, 0 %, 125 %). */
export const percent = (p: number | null | undefined) =>
  p === null || p === undefined ? '—' : `${p < 0 ? '−' : ''}${Math.abs(p).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

/**
 * Where pay sits against the band, as a marker and words (never colour alone): below the minimum a
 * green circle, above the maximum a red one (issue 29's markers), inside nothing.
 */
export function rangeMarker(band: Pick<api.CompaEmployee['band'] & object, 'belowMin' | 'aboveMax'> | null): {
  tone: 'below' | 'above' | null;
  label: string | null;
} {
  if (!band) return { tone: null, label: null };
  if (band.belowMin) return { tone: 'below', label: 'Below minimum' };
  if (band.aboveMax) return { tone: 'above', label: 'Above maximum' };
  return { tone: null, label: null };
}

/** "Engineering 2026, version 2 (effective 1 Jun 2026)". */
export const bandSource = (b: { group: { name: string }; version: number; effectiveDate: string }, formatDate: (iso: string) => string) =>
  `${b.group.name}, version ${b.version} (effective ${formatDate(b.effectiveDate)})`;

/**
 * A refused file's message → its errors, one a line: "The file has 2 errors and nothing was saved:
 * Row 3, base: …; Row 4, family: …".
 */
export function rosterErrors(message: string): { head: string; errors: string[] } {
  const colon = message.indexOf(': Row ');
  if (colon === -1) return { head: message.replace(/\.$/, ''), errors: [] };
  return {
    head: message.slice(0, colon),
    errors: message
      .slice(colon + 2)
      .split(/; (?=Row \d|and \d+ more)/)
      .map((e) => e.trim()),
  };
}

export const GROUP_BY_LABEL: Record<api.CompaGroupBy, string> = { manager: 'Team (manager)', level: 'Level', location: 'Location' };
export const SORT_LABEL: Record<api.CompaRosterQuery['sort'], string> = {
  'below-min': 'Below minimum first',
  name: 'Name',
  'ratio-desc': 'Highest compa-ratio first',
};
