import type { api } from '@paysight/contract';

/**
 * The plan values form (docs/decisions/056-total-rewards.md) as posted: plain HTML fields, so it
 * works without JavaScript. Shares are typed in whole percent (40 for a 40 % basic, 4 for a 4 %
 * 401(k) match), as people quote them; the API takes fractions. The form's own checks only turn
 * text into numbers and name the field; the limits are the API's (the action checks the body with
 * the contract's schema before sending it, and words each refusal with the field's label).
 *
 * Field names: basicShare, pfBasis, baseIsCtc (a checkbox), insurancePremium, sharePrice,
 * stockCompany, defaultVesting ("25/25/25/25"), benefit.<n>.label | yearly | percent and
 * perk.<n>.label | yearly.
 */

/** Empty rows offered under the saved ones, so a benefit or perquisite can be added without JavaScript. */
export const SPARE_ROWS = 2;
export const MAX_ROWS = 30;

export interface BenefitRow {
  label: string;
  yearly: string;
  percent: string;
}
export interface PerkRow {
  label: string;
  yearly: string;
}

/** The form's values as text, the way the inputs hold them. */
export interface RewardsPlanFormValues {
  basicShare: string;
  pfBasis: api.StatementPlan['india']['pfBasis'];
  baseIsCtc: boolean;
  insurancePremium: string;
  sharePrice: string;
  stockCompany: string;
  defaultVesting: string;
  benefits: BenefitRow[];
  perks: PerkRow[];
}

/** A fraction as whole percent text, without float noise: 0.4 → "40", 0.035 → "3.5". */
const percentText = (fraction: number) => String(Number((fraction * 100).toFixed(4)));

/** The saved plan (or the defaults) as the form shows it. */
export function planFormValues(plan: api.StatementPlan): RewardsPlanFormValues {
  return {
    basicShare: percentText(plan.india.basicShare),
    pfBasis: plan.india.pfBasis,
    baseIsCtc: plan.india.baseIsCtc,
    insurancePremium: String(plan.insurancePremium),
    sharePrice: plan.sharePrice === null ? '' : String(plan.sharePrice),
    stockCompany: plan.stockCompany ?? '',
    defaultVesting: plan.defaultVesting ? plan.defaultVesting.join('/') : '',
    benefits: plan.benefits.map((b) => ({
      label: b.label,
      yearly: b.yearly === null ? '' : String(b.yearly),
      percent: b.percentOfBase === null ? '' : percentText(b.percentOfBase),
    })),
    perks: plan.perquisites.map((p) => ({ label: p.label, yearly: String(p.yearly) })),
  };
}

/** Each plan field as the form labels it, to word the API's refusals ("Insurance premium: …"). */
export const FIELD_LABELS: Record<string, string> = {
  basicShare: 'Basic pay (India)',
  pfBasis: 'Employer PF (12 %) on',
  baseIsCtc: 'Base is the fixed CTC',
  insurancePremium: 'Insurance premium',
  sharePrice: 'Share price',
  stockCompany: 'Stock of',
  defaultVesting: 'Default vesting',
};

export type PlanFormResult =
  | { ok: true; values: RewardsPlanFormValues; body: api.StatementPlanInput }
  | { ok: false; values: RewardsPlanFormValues; message: string; fields: Record<string, string> };

/** Text to a number: thousands separators and spaces are allowed ("1,20,000"); empty is null. */
function numberOf(text: string): number | null | 'bad' {
  const t = text.replace(/[,\s_]/g, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : 'bad';
}

/** The posted form read into the plan body, or the first field that is not a number, named. */
export function readPlanForm(form: FormData): PlanFormResult {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v.trim() : '';
  };
  const rows = <R>(prefix: string, read: (n: number) => R, empty: (r: R) => boolean) => {
    const out: R[] = [];
    for (let n = 0; n < MAX_ROWS + SPARE_ROWS; n++) {
      if (!form.has(`${prefix}.${n}.label`)) break;
      const row = read(n);
      if (!empty(row)) out.push(row);
    }
    return out;
  };
  const pfBasis = text('pfBasis') === 'full-basic' ? 'full-basic' : 'statutory-ceiling';
  const values: RewardsPlanFormValues = {
    basicShare: text('basicShare'),
    pfBasis,
    baseIsCtc: form.has('baseIsCtc'),
    insurancePremium: text('insurancePremium'),
    sharePrice: text('sharePrice'),
    stockCompany: text('stockCompany'),
    defaultVesting: text('defaultVesting'),
    benefits: rows(
      'benefit',
      (n) => ({ label: text(`benefit.${n}.label`), yearly: text(`benefit.${n}.yearly`), percent: text(`benefit.${n}.percent`) }),
      (r) => !r.label && !r.yearly && !r.percent,
    ),
    perks: rows(
      'perk',
      (n) => ({ label: text(`perk.${n}.label`), yearly: text(`perk.${n}.yearly`) }),
      (r) => !r.label && !r.yearly,
    ),
  };
  const fields: Record<string, string> = {};
  const num = (field: string, value: string, label: string) => {
    const n = numberOf(value);
    if (n === 'bad') fields[field] = `${label}: “${value}” is not a number`;
    return n === 'bad' ? null : n;
  };
  const basic = num('basicShare', values.basicShare, FIELD_LABELS.basicShare!);
  // Shares are typed in percent; the API's limits are in fractions, so the form words these itself.
  if (basic !== null && (basic < 10 || basic > 100)) fields.basicShare = `${FIELD_LABELS.basicShare}: from 10 to 100 % of base`;
  const insurance = num('insurancePremium', values.insurancePremium, FIELD_LABELS.insurancePremium!);
  const sharePrice = num('sharePrice', values.sharePrice, FIELD_LABELS.sharePrice!);
  let defaultVesting: number[] | null = null;
  if (values.defaultVesting) {
    const parts = values.defaultVesting.split(/[/,\s]+/).filter(Boolean);
    const ns = parts.map(Number);
    if (ns.some((n) => !Number.isFinite(n))) {
      fields.defaultVesting = `${FIELD_LABELS.defaultVesting}: “${values.defaultVesting}” is not yearly percents such as 25/25/25/25`;
    } else defaultVesting = ns;
  }
  const benefits = values.benefits.map((b, i) => {
    const yearly = num(`benefit.${i}.yearly`, b.yearly, `Benefit ${i + 1}, yearly amount`);
    const percent = num(`benefit.${i}.percent`, b.percent, `Benefit ${i + 1}, % of base`);
    if (percent !== null && (percent < 0 || percent > 100)) fields[`benefit.${i}.percent`] = `Benefit ${i + 1}, % of base: from 0 to 100 %`;
    return { label: b.label, yearly, percentOfBase: percent === null ? null : percent / 100 };
  });
  const perquisites = values.perks.map((p, i) => ({
    label: p.label,
    yearly: num(`perk.${i}.yearly`, p.yearly, `Perquisite ${i + 1}, yearly value`) ?? 0,
  }));
  const bad = Object.values(fields);
  if (bad.length > 0) return { ok: false, values, message: bad.join('; '), fields };
  return {
    ok: true,
    values,
    body: {
      india: { basicShare: basic === null ? 0.4 : basic / 100, pfBasis, baseIsCtc: values.baseIsCtc },
      insurancePremium: insurance ?? 0,
      benefits,
      perquisites,
      sharePrice,
      stockCompany: values.stockCompany ? values.stockCompany.toLowerCase() : null,
      defaultVesting,
    },
  };
}

/** The form field an API path names: india.basicShare → basicShare, benefits.1.yearly → benefit.1.yearly. */
export function fieldOfPath(path: ReadonlyArray<PropertyKey>): string {
  const [head, ...rest] = path.map(String);
  if (head === 'india') return rest[0] ?? 'basicShare';
  if (head === 'benefits') return rest[1] === 'percentOfBase' ? `benefit.${rest[0]}.percent` : `benefit.${rest[0]}.${rest[1] ?? 'label'}`;
  if (head === 'perquisites') return `perk.${rest[0]}.${rest[1] ?? 'label'}`;
  return head ?? '';
}

/** The label a refused field goes by on the form. */
export function labelOfField(field: string): string {
  const row = /^(benefit|perk)\.(\d+)\.(\w+)$/.exec(field);
  if (row) {
    const what = row[1] === 'benefit' ? 'Benefit' : 'Perquisite';
    const part = { label: 'name', yearly: 'yearly amount', percent: '% of base' }[row[3]!] ?? row[3];
    return `${what} ${Number(row[2]) + 1}, ${part}`;
  }
  return FIELD_LABELS[field] ?? field;
}

/** The API schema's issues as the form words them, each by its field's label, and by field for the inputs. */
export function describePlanIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    // "insurancePremium must not be negative" under its label reads "Insurance premium: must not be negative".
    const key = String(issue.path[issue.path.length - 1] ?? '');
    const message = key && issue.message.startsWith(`${key} `) ? issue.message.slice(key.length + 1) : issue.message;
    fields[field] ??= `${labelOfField(field)}: ${message}`;
  }
  return { message: Object.values(fields).join('; '), fields };
}
