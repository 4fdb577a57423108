import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import { parseAmount, parseWhole } from './contribution-form';
import { formField, type FormFields } from '~/lib/form-body';

/**
 * The "Add your salary" form's internship option (`?kind=internship`): the fields as posted (plain
 * HTML, so it works before JavaScript) into POST /profile/internships' body. The stipend is typed
 * as the salary form's amounts are ("25,000", "25k"); what is not a number goes as typed, for the
 * contract's schema to refuse naming the field.
 */
export const INTERNSHIP_FIELDS = ['currency', 'company', 'title', 'location', 'monthlyStipend', 'durationMonths', 'year'] as const;
export type InternshipFormValues = Record<(typeof INTERNSHIP_FIELDS)[number], string>;

export type InternshipFormBody = FormFields<RouteInput<typeof api.saveMemberInternship, 'body'>>;

export function formToInternship(form: FormData): InternshipFormBody {
  const location = formField(form, 'location');
  return {
    currency: formField(form, 'currency'),
    company: formField(form, 'company'),
    title: formField(form, 'title'),
    location: location || undefined,
    monthlyStipend: parseAmount(formField(form, 'monthlyStipend')) ?? '',
    durationMonths: parseWhole(formField(form, 'durationMonths')),
    year: parseWhole(formField(form, 'year')) ?? '',
  };
}

/** A new internship's fields: this year, six months, the region's currency. */
export function emptyInternshipForm(now: Date, prefill: Partial<InternshipFormValues> = {}): InternshipFormValues {
  return {
    currency: 'INR',
    company: '',
    title: '',
    location: '',
    monthlyStipend: '',
    durationMonths: '6',
    year: String(now.getUTCFullYear()),
    ...prefill,
  };
}
