import { describe, expect, it } from 'vitest';
import { formToReport } from './report-benefits';

describe('the benefits report form as posted', () => {
  it('sends each answered item typed by its kind and leaves out what the member did not know', () => {
    const form = new FormData();
    form.set('gratuity', 'yes');
    form.set('lifeInsurance', 'no');
    form.set('wellbeing', '');
    form.set('leaveDays', '21');
    form.set('healthCover', '5,00,000');
    form.set('meals', 'free');
    form.set('retirementMatch', '4'); // a US item: not read for India
    expect(formToReport(form, 'in')).toEqual({
      countryCode: 'in',
      items: { gratuity: true, lifeInsurance: false, leaveDays: 21, healthCover: 500_000, meals: 'free' },
    });
  });

  it('keeps text that is not a number as it is, for the schema to refuse with its message', () => {
    const form = new FormData();
    form.set('leaveDays', 'twenty');
    expect(formToReport(form, 'us').items).toEqual({ leaveDays: 'twenty' });
  });
});
