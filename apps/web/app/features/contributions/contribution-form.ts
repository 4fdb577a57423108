import type { api } from '@paysight/contract';
import { parseTypedAmount, type RouteInput } from '@paysight/contract/core';
import { JOB_FORM_FIELDS, withoutUndefined, type FormFields } from '~/lib/form-body';

/**
 * The "Add your salary" form, both ways: the fields as posted (plain HTML, so it works before
 * JavaScript) into POST /profile/salary's body, and a saved contribution back into the fields for
 * editing. Amounts are typed in full ("24,50,000", "185000") or with a unit ("24.5 lakhs", "185k"). What the
 * member typed stays as typed when it is not a number, so the contract's schema (parseFormBody in
 * the action) refuses it naming the field. Company, title and location go as typed: the API takes
 * a slug or the exact name.
 */

export const VESTING_SCHEDULES = {
  'even-4': { label: '4 years, 25% each', vesting: [25, 25, 25, 25] },
  'even-3': { label: '3 years, even', vesting: [33.33, 33.33, 33.34] },
  'front-4': { label: '4 years, front-loaded (33/33/22/12)', vesting: [33, 33, 22, 12] },
  'back-4': { label: '4 years, back-loaded (5/15/40/40)', vesting: [5, 15, 40, 40] },
} as const;
export type VestingSchedule = keyof typeof VESTING_SCHEDULES;

export const CONTRIBUTION_FIELDS = [
  'id',
  'src',
  'currency',
  'company',
  ...JOB_FORM_FIELDS,
  'stocks',
  'rsuValue',
  'vesting',
  'optionCount',
  'strikePrice',
  'preferredPrice',
  'bonus',
  'signingBonus',
  'targetSalary',
  'offerDate',
  'isCurrent',
] as const;
export type ContributionFormValues = Record<(typeof CONTRIBUTION_FIELDS)[number], string>;

/** A typed amount ("24,50,000", "24.5 lakhs", "185k") → whole units; "" → undefined; unreadable text stays text for the API to refuse. */
export const parseAmount = (text: string): number | string | undefined => parseTypedAmount(text) ?? undefined;

/** A per-share price ("12.50"); empty is 0; anything else goes as typed for the API to refuse. */
const parsePrice = (text: string): number | string => {
  const t = text.trim().replace(/[,\s₹$]/g, '');
  if (t === '') return 0;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : text.trim();
};

/** A whole number as typed ("6"); empty is left out; anything else goes as typed for the API to refuse. */
export const parseWhole = (text: string): number | string | undefined => {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d+$/.test(t) ? Number(t) : t;
};

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** POST /profile/salary's fields as the form posts them, values as typed (the action checks them: parseFormBody). */
export type ContributionFormBody = FormFields<RouteInput<typeof api.saveContribution, 'body'>>;

export function formToContribution(form: FormData): ContributionFormBody {
  const text = (name: string) => field(form, name).trim() || undefined;
  const rsu = parseAmount(field(form, 'rsuValue'));
  const optionCount = parseAmount(field(form, 'optionCount'));
  const schedule = VESTING_SCHEDULES[field(form, 'vesting') as VestingSchedule] ?? VESTING_SCHEDULES['even-4'];
  const stockDetails: NonNullable<ContributionFormBody['stockDetails']> = {
    vesting: [...schedule.vesting],
    rsu: rsu === undefined ? undefined : { value: rsu },
    // Options are worth the preferred (409A) price less the strike, per share.
    options:
      optionCount === undefined
        ? undefined
        : {
            count: optionCount,
            strikePrice: parsePrice(field(form, 'strikePrice')),
            preferredPrice: parsePrice(field(form, 'preferredPrice')),
          },
  };
  const body: ContributionFormBody = {
    src: text('src') ?? 'profile',
    id: parseWhole(field(form, 'id')),
    currency: text('currency') ?? 'INR',
    company: field(form, 'company').trim(),
    title: field(form, 'title').trim(),
    level: text('level'),
    standardLevel: parseWhole(field(form, 'standardLevel')),
    location: text('location'),
    experience: parseWhole(field(form, 'experience')) ?? '',
    base: parseAmount(field(form, 'base')) ?? '',
    stocks: parseAmount(field(form, 'stocks')),
    bonus: parseAmount(field(form, 'bonus')),
    signingBonus: parseAmount(field(form, 'signingBonus')),
    stockDetails: rsu === undefined && optionCount === undefined ? undefined : withoutUndefined(stockDetails),
    targetSalary: parseAmount(field(form, 'targetSalary')),
    offerDate: text('offerDate'),
    isCurrent: form.get('isCurrent') === 'on' || form.get('isCurrent') === 'true',
  };
  // Absent optional fields are left out rather than sent as undefined.
  return withoutUndefined(body);
}

export interface ContributionView {
  id: number;
  src: string;
  currency: 'INR' | 'USD';
  company: { name: string };
  title: { name: string };
  level: string | null;
  standardLevel: number | null;
  location: { name: string } | null;
  experience: number | null;
  base: number;
  stocks: number | null;
  bonus: number | null;
  signingBonus: number | null;
  stockDetails: {
    vesting?: number[];
    rsu?: { value: number };
    options?: { count: number; strikePrice: number; preferredPrice: number };
  } | null;
  targetSalary: number | null;
  offerDate: string | null;
  isCurrent: boolean;
}

const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function scheduleOf(vesting: number[] | undefined): VestingSchedule {
  const found = Object.entries(VESTING_SCHEDULES).find(([, s]) => vesting && s.vesting.join() === vesting.join());
  return (found?.[0] as VestingSchedule | undefined) ?? 'even-4';
}

export function contributionToForm(c: ContributionView): ContributionFormValues {
  const rsu = c.stockDetails?.rsu?.value;
  const options = c.stockDetails?.options;
  return {
    id: String(c.id),
    src: c.src,
    currency: c.currency,
    company: c.company.name,
    title: c.title.name,
    level: c.level ?? '',
    standardLevel: str(c.standardLevel),
    location: c.location?.name ?? '',
    experience: str(c.experience),
    base: str(c.base),
    // A grant is edited as the grant; a yearly figure only when that is what was typed.
    stocks: rsu === undefined && options === undefined ? str(c.stocks) : '',
    rsuValue: str(rsu),
    vesting: scheduleOf(c.stockDetails?.vesting),
    optionCount: str(options?.count),
    strikePrice: str(options?.strikePrice),
    preferredPrice: str(options?.preferredPrice),
    bonus: str(c.bonus),
    signingBonus: str(c.signingBonus),
    targetSalary: str(c.targetSalary),
    offerDate: c.offerDate ?? '',
    isCurrent: c.isCurrent ? 'on' : '',
  };
}

export function emptyContributionForm(prefill: Partial<ContributionFormValues> = {}): ContributionFormValues {
  const blank = Object.fromEntries(CONTRIBUTION_FIELDS.map((f) => [f, ''])) as ContributionFormValues;
  return { ...blank, src: 'profile', currency: 'INR', vesting: 'even-4', isCurrent: 'on', ...prefill };
}
