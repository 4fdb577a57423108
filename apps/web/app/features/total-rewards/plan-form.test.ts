import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { describePlanIssues, planFormValues, readPlanForm } from './plan-form';
import { readBulkChoice, yearChoices, yearLabel } from './statements-query';

const formOf = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('the plan values form', () => {
  it('shows the defaults in whole percent and reads them back to the same plan', () => {
    const plan = api.statementPlan.parse({
      benefits: [{ label: '401(k) match', percentOfBase: 0.04 }],
      perquisites: [{ label: 'Meals', yearly: 26_400 }],
      sharePrice: 180,
      defaultVesting: [5, 15, 40, 40],
    });
    const v = planFormValues(plan);
    expect(v).toMatchObject({
      basicShare: '40',
      defaultVesting: '5/15/40/40',
      benefits: [{ label: '401(k) match', yearly: '', percent: '4' }],
    });
    const form = formOf([
      ['basicShare', v.basicShare],
      ['pfBasis', v.pfBasis],
      ['baseIsCtc', 'on'],
      ['insurancePremium', '12,000'],
      ['sharePrice', v.sharePrice],
      ['stockCompany', ''],
      ['defaultVesting', v.defaultVesting],
      ['benefit.0.label', '401(k) match'],
      ['benefit.0.yearly', ''],
      ['benefit.0.percent', '4'],
      ['benefit.1.label', ''],
      ['benefit.1.yearly', ''],
      ['benefit.1.percent', ''],
      ['perk.0.label', 'Meals'],
      ['perk.0.yearly', '26400'],
      ['perk.1.label', ''],
      ['perk.1.yearly', ''],
    ]);
    const read = readPlanForm(form);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(api.statementPlan.parse(read.body)).toEqual({ ...plan, insurancePremium: 12_000 });
  });

  it('names a field that is not a number, and the API schema’s refusals by their labels', () => {
    const read = readPlanForm(
      formOf([
        ['insurancePremium', 'lots'],
        ['benefit.0.label', 'Gym'],
        ['benefit.0.yearly', '1x'],
      ]),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.message).toBe('Insurance premium: “lots” is not a number; Benefit 1, yearly amount: “1x” is not a number');
    expect(Object.keys(read.fields)).toEqual(['insurancePremium', 'benefit.0.yearly']);

    const bad = readPlanForm(
      formOf([
        ['basicShare', '40'],
        ['insurancePremium', '-1'],
        ['benefit.0.label', 'Gym'],
        ['benefit.0.yearly', '100'],
        ['benefit.0.percent', '3'],
      ]),
    );
    expect(bad.ok).toBe(true);
    if (!bad.ok) return;
    const checked = api.statementPlan.safeParse(bad.body);
    expect(checked.success).toBe(false);
    const described = describePlanIssues(checked.error!.issues);
    expect(described.fields).toEqual({
      insurancePremium: 'Insurance premium: must not be negative',
      'benefit.0.label': 'Benefit 1, name: a benefit is a yearly amount or a percent of base',
    });
  });

  it('words the shares typed in percent itself: basic from 10 to 100 %, a benefit from 0 to 100 %', () => {
    const read = readPlanForm(
      formOf([
        ['basicShare', '5'],
        ['benefit.0.label', '401(k)'],
        ['benefit.0.yearly', ''],
        ['benefit.0.percent', '150'],
      ]),
    );
    expect(read).toMatchObject({
      ok: false,
      fields: { basicShare: 'Basic pay (India): from 10 to 100 % of base', 'benefit.0.percent': 'Benefit 1, % of base: from 0 to 100 %' },
    });
  });
});

describe('the statements URLs', () => {
  it('names India’s financial year and the US calendar year', () => {
    expect(yearLabel('in', 2026)).toBe('FY 2026-27');
    expect(yearLabel('in', 2099)).toBe('FY 2099-00');
    expect(yearLabel('us', 2026)).toBe('2026');
  });

  it('offers the years from the hire year (six back at most) to next year', () => {
    expect(yearChoices('2024-07-01', 2026)).toEqual([2027, 2026, 2025, 2024]);
    expect(yearChoices('2001-01-01', 2026)).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(yearChoices('2030-01-01', 2026)).toEqual([2027, 2026]);
  });

  it('takes the ticked employees for one PDF, at most 100', () => {
    expect(readBulkChoice(new URLSearchParams('id=E1&id=E2&id=E1'))).toEqual({ ok: true, ids: ['E1', 'E2'] });
    expect(readBulkChoice(new URLSearchParams(''))).toMatchObject({ ok: false });
    const many = new URLSearchParams([...Array(101)].map((_, i) => ['id', `E${i}`]));
    expect(readBulkChoice(many)).toEqual({ ok: false, message: 'At most 100 statements go in one PDF: 101 are ticked' });
    expect(api.STATEMENTS_BULK_MAX).toBe(100);
  });
});
