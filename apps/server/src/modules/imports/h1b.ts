import { createHash } from 'node:crypto';
import { companySlug, titleSlug } from '@paysight/contract';
import { fiscalQuarterEnd, parseDate } from './dates.js';
import type { ImportFormat, MapResult } from './imports.types.js';
import { cleanCity, normaliseTitle, usStateName } from './normalise.js';
import { socGroup } from './soc.js';

/**
 * The US Department of Labor's H-1B LCA disclosure files (one row per Labor Condition
 * Application). Columns keep the DOL names; the full files have about a hundred, of which these
 * are read. See docs/imports.md.
 */

const REQUIRED = ['EMPLOYER_NAME', 'JOB_TITLE', 'WAGE_RATE_OF_PAY_FROM', 'WAGE_UNIT_OF_PAY', 'WORKSITE_CITY', 'WORKSITE_STATE'] as const;
const OPTIONAL = [
  'CASE_NUMBER',
  'CASE_STATUS',
  'FULL_TIME_POSITION',
  'WAGE_RATE_OF_PAY_TO',
  'SOC_CODE',
  'SOC_TITLE',
  'PW_WAGE_LEVEL',
  'DECISION_DATE',
  'RECEIVED_DATE',
  'BEGIN_DATE',
  'YEAR',
  'QUARTER',
] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

/** Periods a year, by the DOL convention (2,080 working hours). */
export const ANNUAL_FACTORS: Record<string, number> = { year: 1, hour: 2080, week: 52, biweekly: 26, month: 12 };
/** An annual wage outside this range is a typo in the filing (often a yearly figure under "Hour"). */
export const PLAUSIBLE_ANNUAL = { min: 10_000, max: 5_000_000 } as const;

const WAGE_LEVELS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };

/** "$85,000.00", "85000", "40.5" → a number; undefined when it is none. */
export function parseWage(value: string | undefined): number | undefined {
  const v = (value ?? '').replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(v)) return undefined;
  return Number(v);
}

/** The annual figure in whole dollars, or undefined for an unknown unit. */
export function annualise(wage: number, unit: string): number | undefined {
  const factor = ANNUAL_FACTORS[unit.toLowerCase().replace(/[^a-z]/g, '')];
  return factor === undefined ? undefined : Math.round(wage * factor);
}

const skip = (reason: string): MapResult => ({ ok: false, reason });

function mapRow(get: (column: Column) => string | undefined): MapResult {
  const status = get('CASE_STATUS');
  if (status !== undefined && status.toLowerCase() !== 'certified') return skip(status === '' ? 'no case status' : `case status ${status}`);
  // Annualising a part-time hourly wage would overstate pay.
  if ((get('FULL_TIME_POSITION') ?? '').toUpperCase() === 'N') return skip('part-time');

  const employer = get('EMPLOYER_NAME') ?? '';
  if (companySlug(employer) === '') return skip('no employer name');
  const title = normaliseTitle(get('JOB_TITLE') ?? '');
  if (titleSlug(title) === '') return skip('no job title');

  const from = parseWage(get('WAGE_RATE_OF_PAY_FROM'));
  if (from === undefined) return skip('unparsable wage');
  if (from <= 0) return skip('non-positive wage');
  // A range counts at its lower figure (normally FROM; TO when a filing swapped them).
  const to = parseWage(get('WAGE_RATE_OF_PAY_TO'));
  const wage = to !== undefined && to > 0 && to < from ? to : from;
  const unit = get('WAGE_UNIT_OF_PAY') ?? '';
  const annual = annualise(wage, unit);
  if (annual === undefined) return skip(unit === '' ? 'no wage unit' : `unknown wage unit ${unit}`);
  if (annual < PLAUSIBLE_ANNUAL.min || annual > PLAUSIBLE_ANNUAL.max) return skip('implausible wage');

  const reportedOn =
    parseDate(get('DECISION_DATE')) ??
    parseDate(get('RECEIVED_DATE')) ??
    fiscalQuarterEnd(get('YEAR'), get('QUARTER')) ??
    parseDate(get('BEGIN_DATE'));
  if (!reportedOn) return skip('no date');

  const { family, industry } = socGroup(get('SOC_CODE'));
  const stateCode = (get('WORKSITE_STATE') ?? '').toUpperCase();
  const city = cleanCity(get('WORKSITE_CITY') ?? '');
  const stateName = usStateName(stateCode);

  const caseNumber = get('CASE_NUMBER');
  const sourceRef = caseNumber
    ? caseNumber
    : `sha256:${createHash('sha256')
        .update(JSON.stringify([...REQUIRED, ...OPTIONAL].map((c) => get(c) ?? null)))
        .digest('hex')}`;

  return {
    ok: true,
    row: {
      source: 'h1b',
      verification: 'filing',
      sourceRef,
      countryCode: 'us',
      currency: 'USD',
      company: { name: employer, industry },
      title: { name: title, family },
      level: null,
      standardLevel: WAGE_LEVELS[(get('PW_WAGE_LEVEL') ?? '').toUpperCase()] ?? null,
      location: city ? { city, state: stateName ?? stateCode, region: stateCode, countryCode: 'us' } : null,
      yearsOfExperience: null,
      yearsAtCompany: null,
      base: annual,
      stockGrant: null,
      vestingYears: null,
      stockYearly: null,
      bonus: null,
      signingBonus: null,
      total: annual,
      reportedOn,
      skills: [],
    },
  };
}

export const h1bFormat: ImportFormat<Column> = { name: 'h1b', required: REQUIRED, optional: OPTIONAL, map: mapRow };
