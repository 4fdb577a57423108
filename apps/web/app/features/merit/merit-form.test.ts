import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { columnLabel, emptyCycleForm, formToCycleBody, moneyText, typedCycleValues } from './merit-form';

describe('the new-cycle form', () => {
  it('first shows this year’s cycle with the template matrix, and makes a body the API takes', () => {
    const values = emptyCycleForm('2026-03-15');
    expect(values).toMatchObject({ name: 'Merit 2026', effectiveDate: '2027-01-01', periodStart: '2026-01-01', periodEnd: '2026-12-31' });
    const body = formToCycleBody(values);
    const parsed = api.meritCycleBody.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body).toMatchObject({
      proration: { kind: 'day' },
      pools: [{ kind: 'merit', basis: 'percent', percent: 0.04 }],
      matrix: { mode: 'flat', bounds: [0.9, 1, 1.1], ratings: ['1', '2', '3', '4', '5'] },
    });
    expect((body.matrix as { cells: unknown[][] }).cells[3]).toEqual([0.05, 0.04, 0.035, 0.03]);
    expect(body).not.toHaveProperty('currency');
  });

  it('reads a posted form: typed percents, a cut-off, a dropped rating, eligibility; text that is not a number goes to the API as typed', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Mid-year',
      effectiveDate: '2026-07-01',
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
      currency: 'USD',
      proration: 'cutoff',
      cutoff: '2026-03-31',
      hiredOnOrBefore: '2026-03-31',
      minTenureMonths: '3',
      poolPercent: '3.75',
      'rating-0': 'Meets',
      'rating-1': '',
      'bound-0': '1.0',
      'cell-0-0': '4',
      'cell-0-1': 'lots',
    }))
      form.set(k, v);
    const body = formToCycleBody(typedCycleValues(form));
    expect(body).toMatchObject({
      currency: 'USD',
      proration: { kind: 'cutoff', cutoff: '2026-03-31' },
      eligibility: { hiredOnOrBefore: '2026-03-31', minTenureMonths: 3 },
      pools: [{ percent: 0.0375 }],
      matrix: { bounds: [1], ratings: ['Meets'], cells: [[0.04, 'lots']] },
    });
    expect(api.meritCycleBody.safeParse(body).success).toBe(false);
  });

  it('names the columns and writes money with paise only when there are some', () => {
    expect([0, 1, 2, 3].map((c) => columnLabel(['0.9', '1.0', '1.1'], c))).toEqual(['below 0.9', '0.9–1.0', '1.0–1.1', '1.1 and above']);
    expect(moneyText(1814.76, 'INR')).toBe('₹1,814.76');
    expect(moneyText(93_600, 'INR')).toBe('₹93,600');
    expect(moneyText(1_20_000.5, 'INR')).toBe('₹1,20,000.50');
    expect(moneyText(-45, 'USD')).toBe('-$45');
  });
});
