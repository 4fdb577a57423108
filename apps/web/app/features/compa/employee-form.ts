import type { api } from '@paysight/contract';
import { parseTypedAmount, type RouteInput } from '@paysight/contract/core';
import { withoutUndefined, type FormFields } from '~/lib/form-body';

/**
 * The add-an-employee and edit-an-employee forms of /compa as plain data (ADR 054): the roster's
 * columns as form fields, the values an employee prefills, the request body made from a posted form
 * (plain HTML: every value arrives as text) and what was typed, to show again after a refusal.
 */

export const EMPLOYEE_FORM_FIELDS = [
  'employeeId',
  'name',
  'email',
  'title',
  'level',
  'family',
  'location',
  'managerId',
  'currency',
  'base',
  'bonusTarget',
  'equity',
  'equityType',
  'equityUnits',
  'equityVesting',
  'fte',
  'hireDate',
  'lastChangeDate',
  'performanceRating',
  'gender',
] as const;
export type EmployeeFormField = (typeof EMPLOYEE_FORM_FIELDS)[number];
export type EmployeeFormValues = Record<EmployeeFormField, string>;

/** The two forms' intents (the page's action reads them). */
export const ADD_EMPLOYEE = 'add-employee';
export const EDIT_EMPLOYEE = 'edit-employee';

/** An empty form in the roster's currency (full time). */
export function emptyEmployeeForm(currency: string): EmployeeFormValues {
  return { ...(Object.fromEntries(EMPLOYEE_FORM_FIELDS.map((f) => [f, ''])) as EmployeeFormValues), currency, fte: '1' };
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The edit form's first values: the employee as the roster has them (amounts in whole units, FTE as a fraction). */
export function employeeFormValues(e: api.CompaEmployee, currency: string): EmployeeFormValues {
  return {
    employeeId: e.employeeId,
    name: text(e.name),
    email: text(e.email),
    title: e.title,
    level: String(e.level),
    family: e.family.slug,
    location: e.location,
    managerId: text(e.manager?.employeeId),
    currency,
    base: String(e.base),
    bonusTarget: String(e.bonusTarget),
    equity: String(e.equity),
    equityType: text(e.equityType),
    equityUnits: text(e.equityUnits),
    equityVesting: text(e.equityVesting),
    fte: String(e.fte),
    hireDate: e.hireDate,
    lastChangeDate: text(e.lastChangeDate),
    performanceRating: text(e.performanceRating),
    gender: text(e.gender),
  };
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};
const orUndefined = (s: string) => (s === '' ? undefined : s);

/** A typed amount ("18,00,000", "18 lakhs", "$120k"); empty is left out (the schema's default); unreadable stays as typed. */
const amount = (s: string) => parseTypedAmount(s) ?? undefined;

/** FTE as a fraction: "0.5", or "50%" as the roster file takes it; empty is left out (full time). */
export function parseFte(s: string): number | string | undefined {
  if (s === '') return undefined;
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(s);
  if (percent) return Number(percent[1]) / 100;
  const n = Number(s);
  return /^\d*\.?\d+$/.test(s) && Number.isFinite(n) ? n : s;
}

/** A standard level (1–8) as a number; a name or a level of the workspace's scale as typed. */
const level = (s: string): number | string => (/^[1-8]$/.test(s) ? Number(s) : s);

/** POST /compa/employees' fields as the form posts them (the action checks them: parseFormBody). */
export type EmployeeFormBody = FormFields<RouteInput<typeof api.addCompaEmployee, 'body'>>;

/**
 * The body of POST /compa/employees (and /compa/employees/{id}) from the submitted form. Values that
 * cannot be read stay as typed, so the contract's schema names the field when it refuses them; an
 * optional field left empty is not sent.
 */
export function formToEmployeeBody(form: FormData): EmployeeFormBody {
  const body: EmployeeFormBody = {
    employeeId: str(form, 'employeeId'),
    name: orUndefined(str(form, 'name')),
    email: orUndefined(str(form, 'email')),
    title: str(form, 'title'),
    level: level(str(form, 'level')),
    family: str(form, 'family'),
    location: str(form, 'location'),
    currency: str(form, 'currency'),
    base: amount(str(form, 'base')) ?? '',
    bonusTarget: amount(str(form, 'bonusTarget')),
    equity: amount(str(form, 'equity')),
    equityType: orUndefined(str(form, 'equityType')),
    equityUnits: amount(str(form, 'equityUnits')),
    equityVesting: orUndefined(str(form, 'equityVesting')),
    hireDate: str(form, 'hireDate'),
    lastChangeDate: orUndefined(str(form, 'lastChangeDate')),
    managerId: orUndefined(str(form, 'managerId')),
    performanceRating: orUndefined(str(form, 'performanceRating')),
    gender: orUndefined(str(form, 'gender')),
    fte: parseFte(str(form, 'fte')),
  };
  return withoutUndefined(body);
}

/** What was typed, to show again after a refusal. */
export function typedEmployeeValues(form: FormData): EmployeeFormValues {
  return Object.fromEntries(EMPLOYEE_FORM_FIELDS.map((f) => [f, str(form, f)])) as EmployeeFormValues;
}

/** After a save, /compa opens on the employee with a word of what was done (`saved=added|edited`). */
export const SAVED_KINDS = ['added', 'edited'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

export function withSaved(href: string, kind: SavedKind): string {
  const [path, hash] = href.split('#');
  return `${path}${path!.includes('?') ? '&' : '?'}saved=${kind}${hash ? `#${hash}` : ''}`;
}

export const parseSaved = (v: string | null): SavedKind | null =>
  (SAVED_KINDS as readonly string[]).includes(v ?? '') ? (v as SavedKind) : null;
