import type { api } from '@paysight/contract';
import { PERCENTILES, type Percentile } from './pay-bands-query';

/**
 * The band plan form (create a group, save a version) as posted: plain HTML fields, so it works
 * without JavaScript. Widths, progressions, differentials and the linter's limits are typed in whole
 * percent (50 for a 50 % band), as comp teams quote them; the API takes fractions (0.5). The form's
 * own checks only turn text into numbers and name the field; the limits are the API's (the action
 * checks the body with the contract's schema before sending it).
 *
 * Field names: metric, targetPercentile, width, steps (market | plan), progression (empty: none), rounding, families
 * (repeated), reference, locations (repeated: the other locations), diff.<location>, width.<level>,
 * lintProgressionMin, lintProgressionMax, lintMaxOverlap, effectiveDate, note, and each manual
 * override as override.<n>.family | level | location | min | max.
 */

export const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MAX_OVERRIDE_ROWS = 50;

export interface OverrideRow {
  family: string;
  level: string;
  location: string;
  min: string;
  max: string;
}

/** The form's values as text, the way the inputs hold them. */
export interface PlanFormValues {
  metric: 'base' | 'total';
  targetPercentile: Percentile;
  width: string;
  /** market: each family's progression and linter range follow the market's own level steps; plan: the figures below. */
  steps: api.PayBandPlan['steps'];
  progression: string;
  rounding: string;
  families: string[];
  reference: string;
  locations: string[];
  differentials: Record<string, string>;
  widths: Record<string, string>;
  lintProgressionMin: string;
  lintProgressionMax: string;
  lintMaxOverlap: string;
  effectiveDate: string;
  note: string;
  overrides: OverrideRow[];
}

/** A fraction as whole percent text, without float noise: 0.15 → "15", 0.125 → "12.5". */
export const percentText = (fraction: number) => String(Number((fraction * 100).toFixed(4)));

/**
 * A new group's plan: P50 of base pay, 50 % wide, steps between levels and the linter's progression
 * range from the market's own steps (15 % and 10–20 % where a family's market shows too few levels),
 * to the nearest thousand.
 */
export function emptyPlanForm(today: string, reference: string): PlanFormValues {
  return {
    metric: 'base',
    targetPercentile: 50,
    width: '50',
    steps: 'market',
    progression: '15',
    rounding: '1000',
    families: [],
    reference,
    locations: [],
    differentials: {},
    widths: {},
    lintProgressionMin: '10',
    lintProgressionMax: '20',
    lintMaxOverlap: '70',
    effectiveDate: today,
    note: '',
    overrides: [],
  };
}

/**
 * A saved version as the form's starting point for the next one: its plan, and its manual bands as
 * overrides (they stay until removed). The effective date is today's unless the version's is later.
 */
export function versionToForm(version: api.PayBandVersion, today: string): PlanFormValues {
  const { plan } = version;
  const [reference = '', ...others] = plan.locations;
  return {
    metric: plan.metric,
    targetPercentile: plan.targetPercentile,
    width: percentText(plan.width),
    steps: plan.steps,
    progression: plan.progression === null ? '' : percentText(plan.progression),
    rounding: String(plan.rounding),
    families: [...plan.families],
    reference,
    locations: others,
    differentials: Object.fromEntries(Object.entries(plan.differentials ?? {}).map(([k, v]) => [k, String(v)])),
    widths: Object.fromEntries(Object.entries(plan.widths ?? {}).map(([k, v]) => [k, percentText(v)])),
    lintProgressionMin: percentText(plan.lint.progressionMin),
    lintProgressionMax: percentText(plan.lint.progressionMax),
    lintMaxOverlap: percentText(plan.lint.maxOverlap),
    effectiveDate: version.effectiveDate > today ? version.effectiveDate : today,
    note: '',
    overrides: version.bands
      .filter((b) => b.source === 'manual')
      .map((b) => ({ family: b.family.slug, level: String(b.level), location: b.location, min: String(b.min), max: String(b.max) })),
  };
}

export type ReadPlan =
  { ok: true; body: api.PayBandVersionInput; values: PlanFormValues } | { ok: false; message: string; values: PlanFormValues };

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v.trim() : '';
};
const texts = (form: FormData, key: string) =>
  form
    .getAll(key)
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);

/** "1,00,000" or "100000" → 100000; "" → null; anything else → NaN. */
export function numberOf(value: string): number | null {
  const cleaned = value.replace(/[,\s_]/g, '');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The posted fields as text (to show again after a refusal). */
export function planFormValues(form: FormData): PlanFormValues {
  const percentile = Number(text(form, 'targetPercentile'));
  const reference = text(form, 'reference');
  const locations = [...new Set(texts(form, 'locations'))].filter((l) => l.toLowerCase() !== reference.toLowerCase());
  const differentials: Record<string, string> = {};
  for (const location of locations) {
    const v = text(form, `diff.${location}`);
    if (v) differentials[location] = v;
  }
  const widths: Record<string, string> = {};
  for (const level of LEVELS) {
    const v = text(form, `width.${level}`);
    if (v) widths[String(level)] = v;
  }
  const overrides: OverrideRow[] = [];
  for (let i = 0; i < MAX_OVERRIDE_ROWS; i++) {
    const row = {
      family: text(form, `override.${i}.family`),
      level: text(form, `override.${i}.level`),
      location: text(form, `override.${i}.location`),
      min: text(form, `override.${i}.min`),
      max: text(form, `override.${i}.max`),
    };
    // A row is kept once it has a figure: an empty row is the form's spare.
    if (row.min !== '' || row.max !== '') overrides.push(row);
  }
  return {
    metric: text(form, 'metric') === 'total' ? 'total' : 'base',
    targetPercentile: (PERCENTILES as readonly number[]).includes(percentile) ? (percentile as Percentile) : 50,
    width: text(form, 'width'),
    steps: text(form, 'steps') === 'market' ? 'market' : 'plan',
    progression: text(form, 'progression'),
    rounding: text(form, 'rounding'),
    families: [...new Set(texts(form, 'families'))],
    reference,
    locations,
    differentials,
    widths,
    lintProgressionMin: text(form, 'lintProgressionMin'),
    lintProgressionMax: text(form, 'lintProgressionMax'),
    lintMaxOverlap: text(form, 'lintMaxOverlap'),
    effectiveDate: text(form, 'effectiveDate'),
    note: text(form, 'note'),
    overrides,
  };
}

/**
 * The posted plan as the API's body (fractions, numbers), or the first field that is not a number,
 * named as the form labels it.
 */
export function readPlanForm(form: FormData): ReadPlan {
  const values = planFormValues(form);
  const problems: string[] = [];
  const num = (value: string, label: string, required = true): number | null => {
    const n = numberOf(value);
    if (n === null) {
      if (required) problems.push(`${label} is required`);
      return null;
    }
    if (Number.isNaN(n)) {
      problems.push(`${label} must be a number`);
      return null;
    }
    return n;
  };
  const fraction = (value: string, label: string, required = true) => {
    const n = num(value, label, required);
    return n === null ? null : Number((n / 100).toFixed(6));
  };

  const width = fraction(values.width, 'Width');
  const progression = fraction(values.progression, 'Progression between levels', false);
  const rounding = num(values.rounding, 'Rounding') ?? 0;
  const widths: Record<string, number> = {};
  for (const [level, v] of Object.entries(values.widths)) {
    const w = fraction(v, `Width of level ${level}`);
    if (w !== null) widths[level] = w;
  }
  const differentials: Record<string, number> = {};
  for (const [location, v] of Object.entries(values.differentials)) {
    const d = num(v, `Differential for ${location}`);
    if (d !== null) differentials[location] = d;
  }
  const lint = {
    progressionMin: fraction(values.lintProgressionMin, 'Lowest progression') ?? 0,
    progressionMax: fraction(values.lintProgressionMax, 'Highest progression') ?? 0,
    maxOverlap: fraction(values.lintMaxOverlap, 'Largest overlap') ?? 0,
  };
  const overrides = values.overrides.map((o, i) => {
    const label = `Manual band ${i + 1}`;
    if (!o.family || !o.location) problems.push(`${label}: pick its job family and location`);
    return {
      family: o.family,
      level: num(o.level, `${label}: level`) ?? 0,
      location: o.location,
      min: num(o.min, `${label}: min`) ?? 0,
      max: num(o.max, `${label}: max`) ?? 0,
    };
  });
  if (!values.reference) problems.push('Reference location is required');
  if (values.families.length === 0) problems.push('Pick at least one job family');
  if (problems.length > 0) return { ok: false, message: problems.join('; '), values };

  const body: api.PayBandVersionInput = {
    effectiveDate: values.effectiveDate,
    ...(values.note ? { note: values.note } : {}),
    plan: {
      metric: values.metric,
      targetPercentile: values.targetPercentile,
      width: width ?? 0,
      ...(Object.keys(widths).length > 0 ? { widths } : {}),
      progression,
      rounding,
      families: values.families,
      locations: [values.reference, ...values.locations],
      ...(Object.keys(differentials).length > 0 ? { differentials } : {}),
      lint,
      steps: values.steps,
    },
    overrides,
  };
  return { ok: true, body, values };
}
