import type { api } from '@paysight/contract';
import { parseTypedAmount, typedAmountHint, type CountryCode, type RouteInput } from '@paysight/contract/core';
import { JOB_FORM_FIELDS, withoutUndefined, type FormFields } from '~/lib/form-body';

export { parseTypedAmount };

/**
 * The add-an-offer form as plain data: its fields, what a typed amount means ("24.5 lakhs",
 * "$185k"), the request body made from a submitted form, and the fields an offer letter fills.
 */

export const OFFER_FORM_FIELDS = [
  'currency',
  'companyName',
  ...JOB_FORM_FIELDS,
  'bonus',
  'signingBonus',
  'totalStocks',
  'stocks',
  'vesting',
  'date',
  'deadline',
  'gender',
  'isCurrent',
  'countInFigures',
] as const;
export type OfferFormField = (typeof OFFER_FORM_FIELDS)[number];
/** The fields posted as a ticked box ("on") or not at all. */
const SWITCHES: ReadonlySet<OfferFormField> = new Set(['isCurrent', 'countInFigures']);
export type OfferFormValues = Record<OfferFormField, string>;

export const EMPTY_OFFER_FORM: OfferFormValues = {
  ...(Object.fromEntries(OFFER_FORM_FIELDS.map((f) => [f, ''])) as OfferFormValues),
  currency: 'INR',
};

export const AMOUNT_FIELDS = ['base', 'bonus', 'signingBonus', 'totalStocks', 'stocks'] as const satisfies readonly OfferFormField[];

export const countryOfCurrency = (currency: string): CountryCode => (currency === 'USD' ? 'us' : 'in');

/** What a typed amount means, in lakhs or thousands (SPEC §9): "₹24.5 lakhs", "$185k"; empty when unreadable. */
export function amountHint(text: string, currency: string): string {
  const v = parseTypedAmount(text);
  return typeof v === 'number' ? typedAmountHint(v, countryOfCurrency(currency)) : '';
}

/** "25, 25, 25, 25", "5/15/40/40" or "5 15 40 40" (percent per year); empty is null; anything else as typed. */
export function parseVesting(text: string): number[] | string | null {
  const t = text.trim().replace(/%/g, '');
  if (t === '') return null;
  const parts = t.split(/[\s,/;]+/).filter(Boolean);
  const nums = parts.map(Number);
  return nums.every((n) => Number.isFinite(n)) ? nums : text.trim();
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

const orNull = (s: string) => (s === '' ? null : s);

function wholeNumber(s: string): number | string | null {
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
}

/** POST /offers' fields as the form posts them, values as typed (the action checks them: parseFormBody). */
export type OfferFormBody = FormFields<RouteInput<typeof api.createOffer, 'body'>>;

/**
 * The POST /offers body from the submitted form. Typed values stay as typed when they cannot be
 * read, so the contract's schema names the field when it refuses them; the currency decides the country.
 */
export function formToBody(form: FormData): OfferFormBody {
  const currency = str(form, 'currency') || 'INR';
  const vesting = parseVesting(str(form, 'vesting'));
  const body: OfferFormBody = {
    currency,
    countryCode: countryOfCurrency(currency),
    companyName: str(form, 'companyName'),
    title: str(form, 'title'),
    level: orNull(str(form, 'level')),
    standardLevel: wholeNumber(str(form, 'standardLevel')),
    location: orNull(str(form, 'location')),
    experience: wholeNumber(str(form, 'experience')),
    base: parseTypedAmount(str(form, 'base')) ?? '',
    bonus: parseTypedAmount(str(form, 'bonus')),
    signingBonus: parseTypedAmount(str(form, 'signingBonus')),
    totalStocks: parseTypedAmount(str(form, 'totalStocks')),
    stocks: parseTypedAmount(str(form, 'stocks')),
    stockDetails: vesting === null ? null : { vesting },
    date: orNull(str(form, 'date')),
    deadline: orNull(str(form, 'deadline')),
    gender: orNull(str(form, 'gender')),
    isCurrent: form.get('isCurrent') === 'on',
    countInFigures: form.get('countInFigures') === 'on',
    // Absent until the captcha is solved: the schema then says so.
    captcha: str(form, 'captcha') || undefined,
  };
  return withoutUndefined(body);
}

/** What was typed, to show again after a refusal. */
export function typedValues(form: FormData): OfferFormValues {
  const out = { ...EMPTY_OFFER_FORM };
  for (const f of OFFER_FORM_FIELDS) out[f] = SWITCHES.has(f) ? (form.get(f) === 'on' ? 'on' : '') : str(form, f);
  return out;
}

export type PrefillField = Exclude<keyof api.OfferPrefill, 'lines'>;

/** The form fields an offer letter fills, and the letter's field each comes from. */
const PREFILL_TO_FORM: Array<[PrefillField, OfferFormField]> = [
  ['currency', 'currency'],
  ['companyName', 'companyName'],
  ['title', 'title'],
  ['level', 'level'],
  ['location', 'location'],
  ['base', 'base'],
  ['bonus', 'bonus'],
  ['signingBonus', 'signingBonus'],
  ['totalStocks', 'totalStocks'],
  ['vesting', 'vesting'],
  ['date', 'date'],
  ['deadline', 'deadline'],
];

export const PREFILL_LABELS: Record<PrefillField, string> = {
  currency: 'Currency',
  companyName: 'Company',
  title: 'Title',
  level: 'Level',
  location: 'Location',
  base: 'Base / fixed pay',
  bonus: 'Bonus / variable pay',
  signingBonus: 'Joining / signing bonus',
  totalStocks: 'Stock grant',
  vesting: 'Vesting',
  date: 'Offer date',
  deadline: 'Accept by',
};

/** The form after an offer letter was read: what the letter says replaces what was there; the rest stays. */
export function applyPrefill(values: OfferFormValues, prefill: api.OfferPrefill): OfferFormValues {
  const out = { ...values };
  for (const [from, to] of PREFILL_TO_FORM) {
    const found = prefill[from];
    if (!found) continue;
    const v = found.value;
    out[to] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  // A yearly figure from another letter would no longer match the grant read here.
  if (prefill.totalStocks) out.stocks = '';
  return out;
}

/** The found fields, in the form's order, for the member to check. */
export function foundFields(
  prefill: api.OfferPrefill,
): Array<{ field: PrefillField; label: string; value: string; line: string; note: string | null }> {
  return PREFILL_TO_FORM.flatMap(([field]) => {
    const f = prefill[field];
    if (!f) return [];
    const value = Array.isArray(f.value) ? f.value.map((p) => `${p}%`).join(' / ') : String(f.value);
    return [{ field, label: PREFILL_LABELS[field], value, line: f.line, note: f.note }];
  });
}
