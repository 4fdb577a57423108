import type { api } from '@paysight/contract';
import { groupDigits } from '@paysight/contract/core';
import { paths } from '~/config/paths';
import { withoutUndefined, type FormFields } from '~/lib/form-body';

/**
 * /merit as plain data (ADR 057): the new-cycle form's fields and template, the body made from a
 * posted form (plain HTML: every value arrives as text; percentages typed as percent, 4 for 4 %),
 * the words of statuses and approval states, and the cycle page's URL.
 */

export const MERIT_PATH = paths.merit();

export const STATUS_LABEL: Record<api.MeritStatus, string> = {
  'not-started': 'Not started',
  active: 'Active',
  paused: 'Paused',
  approved: 'Approved',
  closed: 'Closed',
};

/** The button that moves a cycle to a status (from `next`). */
export function moveLabel(from: api.MeritStatus, to: api.MeritStatus): string {
  if (to === 'active') return from === 'not-started' ? 'Start the cycle' : 'Resume the cycle';
  if (to === 'paused') return 'Pause the cycle';
  if (to === 'approved') return 'Approve the cycle';
  return 'Close the cycle';
}

export const STATE_LABEL: Record<api.MeritApprovalState, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const PRORATION_LABEL: Record<api.MeritProration['kind'], string> = {
  day: 'By day (days in role ÷ days in the period)',
  month: 'By month (whole months in role)',
  cutoff: 'Cut-off date (in role by then: all, after: none)',
};

/** Money as the cycle shows it: whole units grouped, two decimals when there are paise or cents ("₹1,814.76"). */
export function moneyText(amount: number, currency: string): string {
  const cc = currency === 'INR' ? 'in' : 'us';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs + 1e-9);
  const cents = Math.round((abs - whole) * 100);
  return `${sign}${currency === 'INR' ? '₹' : '$'}${groupDigits(whole, cc)}${cents > 0 ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** A fraction as a percent with up to two decimals: 0.0375 → "3.75 %". */
export const percentText = (fraction: number) => `${Math.round(fraction * 10_000) / 100} %`;

/** A guideline: "4 %" when flat, "3 %–5 % (target 4 %)" for a range. */
export function guidelineText(g: { min: number; target: number; max: number }): string {
  if (g.min === g.max) return percentText(g.target);
  return `${percentText(g.min)}–${percentText(g.max)} (target ${percentText(g.target)})`;
}

export const cycleHref = (id: number, page?: number) => `${paths.meritCycle(id)}${page && page > 1 ? `?page=${page}` : ''}`;

/** The page of the cycle's recommendations in the URL (1 when absent or not a page). */
export function parsePage(params: URLSearchParams): number {
  const page = params.get('page');
  return page && /^\d{1,4}$/.test(page) && Number(page) >= 1 && Number(page) <= 1000 ? Number(page) : 1;
}

// ---------------------------------------------------------------------------------------------
// The new-cycle form

/** The matrix a new cycle starts from: ratings 1–5 by compa-ratio, below 0.9, 0.9–1.0, 1.0–1.1, 1.1 and above (percent). */
export const MATRIX_TEMPLATE = {
  ratings: ['1', '2', '3', '4', '5'],
  bounds: ['0.9', '1.0', '1.1'],
  cells: [
    ['0', '0', '0', '0'],
    ['2', '1.5', '1', '0'],
    ['3.5', '3', '2.5', '2'],
    ['5', '4', '3.5', '3'],
    ['6', '5', '4', '3'],
  ],
} as const;
export const MATRIX_ROWS = MATRIX_TEMPLATE.ratings.length;
export const MATRIX_COLUMNS = MATRIX_TEMPLATE.bounds.length + 1;

export const CYCLE_FORM_FIELDS = [
  'name',
  'effectiveDate',
  'periodStart',
  'periodEnd',
  'currency',
  'proration',
  'cutoff',
  'hiredOnOrBefore',
  'minTenureMonths',
  'poolPercent',
] as const;
type CycleField = (typeof CYCLE_FORM_FIELDS)[number];

/** What a new-cycle form holds (all text), the matrix's cells as `cell-{row}-{column}`. */
export type CycleFormValues = Record<CycleField, string> & {
  ratings: string[];
  bounds: string[];
  cells: string[][];
};

/** The form as it first shows: this year's cycle, prorated by day, a 4 % merit pool, the template matrix. */
export function emptyCycleForm(today: string): CycleFormValues {
  const year = Number(today.slice(0, 4));
  return {
    name: `Merit ${year}`,
    effectiveDate: `${year + 1}-01-01`,
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    currency: '',
    proration: 'day',
    cutoff: '',
    hiredOnOrBefore: '',
    minTenureMonths: '',
    poolPercent: '4',
    ratings: [...MATRIX_TEMPLATE.ratings],
    bounds: [...MATRIX_TEMPLATE.bounds],
    cells: MATRIX_TEMPLATE.cells.map((row) => [...row]),
  };
}

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v.trim() : '';
};

/** What was typed, to show again after a refusal. */
export function typedCycleValues(form: FormData): CycleFormValues {
  const fields = Object.fromEntries(CYCLE_FORM_FIELDS.map((k) => [k, text(form, k)])) as Record<CycleField, string>;
  return {
    ...fields,
    ratings: Array.from({ length: MATRIX_ROWS }, (_, r) => text(form, `rating-${r}`)),
    bounds: Array.from({ length: MATRIX_COLUMNS - 1 }, (_, c) => text(form, `bound-${c}`)),
    cells: Array.from({ length: MATRIX_ROWS }, (_, r) => Array.from({ length: MATRIX_COLUMNS }, (_, c) => text(form, `cell-${r}-${c}`))),
  };
}

/** Typed percent → the API's fraction (4 → 0.04, 3.75 → 0.0375); text that is not a number goes as it is, for the API's words. */
function fractionOfPercent(typed: string): unknown {
  const n = Number(typed.replace(/%$/, '').trim());
  return typed === '' || !Number.isFinite(n) ? typed : Math.round(n * 100) / 10_000;
}
/** A typed number, or the text for the API to refuse. */
const numberOf = (typed: string): unknown => (typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed);

/**
 * POST /merit/cycles' body from the form: a flat matrix of the ratings typed (a row whose rating is
 * left empty is left out), one merit pool as a percent of the eligible payroll, the proration rule
 * and the eligibility given; the currency left empty is the roster's.
 */
export function formToCycleBody(v: CycleFormValues): FormFields<api.MeritCycleInput> {
  const rows = v.ratings.map((rating, r) => ({ rating, r })).filter(({ rating }) => rating !== '');
  const bounds = v.bounds.filter((b) => b !== '');
  return withoutUndefined({
    name: v.name,
    effectiveDate: v.effectiveDate,
    periodStart: v.periodStart,
    periodEnd: v.periodEnd,
    currency: v.currency === '' ? undefined : v.currency,
    proration: v.proration === 'cutoff' ? { kind: 'cutoff', cutoff: v.cutoff } : { kind: v.proration },
    eligibility: withoutUndefined({
      hiredOnOrBefore: v.hiredOnOrBefore === '' ? undefined : v.hiredOnOrBefore,
      minTenureMonths: v.minTenureMonths === '' ? undefined : numberOf(v.minTenureMonths),
    }),
    matrix: {
      positionBy: 'compa-ratio',
      mode: 'flat',
      bounds: bounds.map(numberOf),
      ratings: rows.map(({ rating }) => rating),
      cells: rows.map(({ r }) => v.cells[r]!.slice(0, bounds.length + 1).map(fractionOfPercent)),
    },
    pools: v.poolPercent === '' ? [] : [{ kind: 'merit', name: 'Merit', basis: 'percent', percent: fractionOfPercent(v.poolPercent) }],
  });
}

/** The span of a column of the template's bounds as typed: "below 0.9", "0.9–1.0", "1.1 and above". */
export function columnLabel(bounds: readonly string[], c: number): string {
  if (c === 0) return `below ${bounds[0] ?? ''}`;
  if (c === bounds.length) return `${bounds[c - 1]} and above`;
  return `${bounds[c - 1]}–${bounds[c]}`;
}
