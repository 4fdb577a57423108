import { CURRENCY_INR, TRUNCATE_DEFAULT_CHARS, type CountryCode } from './constants.js';

/**
 * Money display (SPEC §9). Amounts are integers in the currency's unit. India shows rupees with
 * Indian digit grouping and compact figures in lakhs (1 decimal); the US shows dollars in
 * thousands (0 decimals).
 */

export type CurrencyCode = 'INR' | 'USD';

export const currencyForCountry = (cc: CountryCode): CurrencyCode => (cc === 'in' ? 'INR' : 'USD');
export const currencySign = (cc: CountryCode) => (cc === 'in' ? '₹' : '$');

/** SPEC §3 Salary.multiplier / postfix: the unit in which a member types an amount. */
export const salaryUnit = (currency: number) =>
  currency === CURRENCY_INR ? { multiplier: 100_000, postfix: 'lakhs' as const } : { multiplier: 10_000, postfix: 'k' as const };

/**
 * What a typed amount means, in the unit members think in (SPEC §3 postfix): 2450000 rupees →
 * "₹24.5 lakhs", 185000 dollars → "$185k". Empty for amounts too small to say so.
 */
export function typedAmountHint(value: number, cc: CountryCode): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  if (cc === 'in') {
    if (value >= 10_000_000) return `₹${trimZero((value / 10_000_000).toFixed(2))} crore`;
    if (value >= 100_000) {
      const lakhs = trimZero((value / 100_000).toFixed(2));
      return `₹${lakhs} ${lakhs === '1' ? 'lakh' : 'lakhs'}`;
    }
    return `₹${groupDigits(value, 'in')}`;
  }
  if (value >= 1_000_000) return `$${trimZero((value / 1_000_000).toFixed(2))}M`;
  if (value >= 1_000) return `$${trimZero((value / 1_000).toFixed(1))}k`;
  return `$${Math.round(value)}`;
}

const trimZero = (s: string) => s.replace(/\.?0+$/, '');

const UNITS: Array<[RegExp, number]> = [
  [/^(crores?|cr)$/, 10_000_000],
  [/^(lakhs?|lacs?|lpa|l)$/, 100_000],
  [/^(k|thousand)$/, 1_000],
  [/^(m|mn|million)$/, 1_000_000],
];

/**
 * A typed amount in whole rupees or dollars: "2450000", "24,50,000", "₹24.5 lakhs", "24.5L",
 * "185k", "$1.2M", "12 00 000". Empty is null; what cannot be read is returned as typed, for the API to refuse
 * by name.
 */
export function parseTypedAmount(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  const m = t
    .toLowerCase()
    // Digit groups typed with spaces: "12 00 000".
    .replace(/(\d)\s+(?=\d)/g, '$1')
    .replace(/^(₹|rs\.?|inr|\$|usd)\s*/, '')
    .replace(/\s*(per annum|p\.?a\.?|a year|\/yr|\/year)$/, '')
    .match(/^(\d[\d,]*(?:\.\d+)?)\s*([a-z]*)$/);
  if (!m) return t;
  const n = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(n)) return t;
  if (!m[2]) return n;
  const unit = UNITS.find(([re]) => re.test(m[2]!));
  return unit ? Math.round(n * unit[1]) : t;
}

/**
 * A whole number with digit groups, without Intl: 2500000 → "2,500,000", or "25,00,000" with
 * India's grouping (lakhs and crores). The same text as toLocaleString('en-US' / 'en-IN'), but in
 * a browser the first toLocaleString loads ICU's number data, inside the hydration task of any
 * page that formats a count or an amount while it renders.
 */
export function groupDigits(value: number, cc: CountryCode = 'us'): string {
  const n = Math.round(value);
  const digits = String(Math.abs(n));
  const sign = n < 0 ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = cc === 'in' ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${sign}${groups.join(',')},${last3}`;
}

/** SPEC §9: 1 decimal for India, 0 for the US. */
export const displayDecimals = (cc: CountryCode) => (cc === 'in' ? 1 : 0);

/** Full amount with the country's digit grouping: ₹25,00,000 / $250,000. */
export function formatAmount(value: number, cc: CountryCode): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}${currencySign(cc)}${groupDigits(Math.abs(value), cc)}`;
}

/**
 * Compact amount: ₹25.5 L, ₹1.2 Cr, $250k, $1,250k (SPEC §3: postfix lakhs or k; §9: the US
 * shows 0 decimals, so a million and more stays in grouped thousands instead of "$1.25M").
 */
export function formatCompact(value: number, cc: CountryCode): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const s = currencySign(cc);
  if (cc === 'in') {
    if (abs >= 10_000_000) return `${sign}${s}${(abs / 10_000_000).toFixed(displayDecimals(cc))} Cr`;
    if (abs >= 100_000) return `${sign}${s}${(abs / 100_000).toFixed(displayDecimals(cc))} L`;
    return `${sign}${s}${groupDigits(abs, 'in')}`;
  }
  if (abs >= 1_000) return `${sign}${s}${groupDigits(Math.round(abs / 1_000), 'us')}k`;
  return `${sign}${s}${Math.round(abs)}`;
}

/** Text truncation with an ellipsis, default 100 characters (SPEC §9). */
export function truncate(text: string, max = TRUNCATE_DEFAULT_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/**
 * A price or payment in the currency's minor unit (paise, cents) as people read it: ₹3,999,
 * ₹1,23,456.50, $149, $9.99. Whole amounts show no decimals; India groups digits in lakhs.
 */
export function formatMoney(minor: number, currency: CurrencyCode): string {
  const cc: CountryCode = currency === 'INR' ? 'in' : 'us';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}${currencySign(cc)}${groupDigits(whole, cc)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as receipts, mails and pages write it: "24 Nov 2026", in UTC, from a Date, an ISO
 * timestamp or an ISO date. No Intl: the server and the browser render the same text.
 */
export function formatDate(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
