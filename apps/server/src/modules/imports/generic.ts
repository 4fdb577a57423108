import { createHash } from 'node:crypto';
import { companySlug, titleSlug } from '@paysight/contract';
import { z } from 'zod';
import { salaryTotals } from '@paysight/db';
import { parseDate } from './dates.js';
import type { ImportFormat, ImportRow, MapResult } from './imports.types.js';
import { cleanCity, normaliseTitle, titleCase, US_STATES, usStateName } from './normalise.js';
import { OTHER_FAMILY } from './soc.js';

/**
 * The generic salary CSV (documented with an example in docs/imports.md): one salary per row,
 * amounts in whole units of the currency. Each row is validated; an invalid row is skipped with
 * a reason naming the column.
 */

const REQUIRED = ['country', 'currency', 'company', 'title', 'city', 'base', 'reported_on'] as const;
const OPTIONAL = [
  'id',
  'family',
  'level',
  'standard_level',
  'state',
  'years_of_experience',
  'years_at_company',
  'stock_yearly',
  'stock_grant',
  'vesting_years',
  'bonus',
  'signing_bonus',
  'skills',
] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

/** The largest amount accepted, so that base + stock + bonus still fits the integer columns. */
const MAX_AMOUNT = 500_000_000;
const CURRENCY_OF = { in: 'INR', us: 'USD' } as const;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const text = (max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: 'is required' }).max(max, `is longer than ${max} characters`));
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().max(max, `is longer than ${max} characters`).optional());
const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string({ error: 'is required' })
    .regex(/^\d+$/, `must be a whole number${what}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max.toLocaleString('en-US')}`),
    );
const amount = z.preprocess(blankToUndefined, wholeNumber(1, MAX_AMOUNT, ' in the currency unit'));
const optionalAmount = z.preprocess(blankToUndefined, wholeNumber(0, MAX_AMOUNT, ' in the currency unit').optional());
const optionalInt = (min: number, max: number) => z.preprocess(blankToUndefined, wholeNumber(min, max, '').optional());

const rowSchema = z
  .object({
    id: optionalText(200),
    country: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(['in', 'us'], { error: 'must be in or us' }),
    ),
    currency: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(['INR', 'USD'], { error: 'must be INR or USD' }),
    ),
    company: text(200).refine((v) => companySlug(v) !== '', 'must contain letters or digits'),
    title: text(200).refine((v) => titleSlug(normaliseTitle(v)) !== '', 'must contain letters or digits'),
    family: optionalText(100),
    level: optionalText(100),
    standard_level: optionalInt(1, 8),
    city: text(100).refine((v) => cleanCity(v) !== undefined, 'must be a city name'),
    state: optionalText(100),
    years_of_experience: optionalInt(0, 60),
    years_at_company: optionalInt(0, 60),
    base: amount,
    stock_yearly: optionalAmount,
    stock_grant: optionalAmount,
    vesting_years: optionalInt(1, 10),
    bonus: optionalAmount,
    signing_bonus: optionalAmount,
    reported_on: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'is required' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
        .refine((v) => parseDate(v) === v, 'is not a calendar date')
        .refine((v) => v >= '1990-01-01', 'is before 1990'),
    ),
    skills: optionalText(1000),
  })
  .superRefine((row, ctx) => {
    if (CURRENCY_OF[row.country] !== row.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: `must be ${CURRENCY_OF[row.country]} for country ${row.country}` });
    }
    if (row.stock_grant !== undefined && row.vesting_years === undefined) {
      ctx.addIssue({ code: 'custom', path: ['vesting_years'], message: 'is required with stock_grant' });
    }
    if (row.level !== undefined && row.standard_level === undefined) {
      ctx.addIssue({ code: 'custom', path: ['standard_level'], message: 'is required with level' });
    }
    if (row.country === 'us' && row.state !== undefined && usStateName(row.state) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'must be a US state (code or name)' });
    }
  });

function stockYearlyOf(row: { stock_yearly?: number | undefined; stock_grant?: number | undefined; vesting_years?: number | undefined }) {
  if (row.stock_yearly !== undefined) return row.stock_yearly;
  if (row.stock_grant !== undefined && row.vesting_years) return Math.round(row.stock_grant / row.vesting_years);
  return null;
}

function mapRow(get: (column: Column) => string | undefined): MapResult {
  const input: Record<string, string | undefined> = {};
  for (const column of [...REQUIRED, ...OPTIONAL]) input[column] = get(column);
  const parsed = rowSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, reason: `invalid ${String(issue.path[0] ?? 'row')}: ${issue.message}` };
  }
  const row = parsed.data;
  const stockYearly = stockYearlyOf(row);
  const bonus = row.bonus ?? null;
  const city = cleanCity(row.city)!;
  let location: NonNullable<ImportRow['location']>;
  if (row.country === 'us') {
    const state = row.state ? usStateName(row.state)! : '';
    const code = Object.keys(US_STATES).find((k) => US_STATES[k] === state) ?? '';
    location = { city, state, region: code, countryCode: 'us' };
  } else {
    const state = row.state ? titleCase(row.state) : '';
    location = { city, state, region: state, countryCode: 'in' };
  }
  const sourceRef =
    row.id ??
    `sha256:${createHash('sha256')
      .update(JSON.stringify([...REQUIRED, ...OPTIONAL].map((c) => input[c] ?? null)))
      .digest('hex')}`;
  const skills = [
    ...new Map(
      (row.skills ?? '')
        .split(';')
        .map((s) => s.trim())
        .filter((s) => titleSlug(s) !== '')
        .map((s) => [titleSlug(s), s] as const),
    ).values(),
  ];

  return {
    ok: true,
    row: {
      source: 'import',
      verification: 'import',
      sourceRef,
      countryCode: row.country,
      currency: row.currency,
      company: { name: row.company, industry: 'Other' },
      title: { name: normaliseTitle(row.title), family: row.family ? titleCase(row.family) : OTHER_FAMILY },
      level: row.level !== undefined && row.standard_level !== undefined ? { name: row.level, standardLevel: row.standard_level } : null,
      standardLevel: row.standard_level ?? null,
      location,
      yearsOfExperience: row.years_of_experience ?? null,
      yearsAtCompany: row.years_at_company ?? null,
      base: row.base,
      stockGrant: row.stock_grant ?? null,
      vestingYears: row.vesting_years ?? null,
      stockYearly,
      bonus,
      signingBonus: row.signing_bonus ?? null,
      total: salaryTotals({ base: row.base, stockYearly, bonus }).total,
      reportedOn: row.reported_on,
      skills,
    },
  };
}

export const genericFormat: ImportFormat<Column> = { name: 'csv', required: REQUIRED, optional: OPTIONAL, map: mapRow };
