import { typedAmountHint } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { formData } from '~/lib/form-data.test-support';
import { contributionToForm, emptyContributionForm, formToContribution, parseAmount } from './contribution-form';

describe('salary form', () => {
  it('reads amounts typed with Indian or US separators', () => {
    expect(parseAmount('24,50,000')).toBe(2_450_000);
    expect(parseAmount(' 185,000 ')).toBe(185_000);
    expect(parseAmount('₹ 12 00 000')).toBe(1_200_000);
    expect(parseAmount('24.5 lakhs')).toBe(2_450_000);
    expect(parseAmount('')).toBeUndefined();
    // Not a number: sent as typed so the API names the field.
    expect(parseAmount('lots')).toBe('lots');
  });

  it('shows what a typed amount means in lakhs or thousands (SPEC §3 postfix)', () => {
    expect(typedAmountHint(2_450_000, 'in')).toBe('₹24.5 lakhs');
    expect(typedAmountHint(100_000, 'in')).toBe('₹1 lakh');
    expect(typedAmountHint(12_500_000, 'in')).toBe('₹1.25 crore');
    expect(typedAmountHint(185_000, 'us')).toBe('$185k');
    expect(typedAmountHint(1_250_000, 'us')).toBe('$1.25M');
    expect(typedAmountHint(0, 'us')).toBe('');
  });

  it('turns the posted fields into the API body: a grant with its schedule, empty fields left out', () => {
    expect(
      formToContribution(
        formData({
          src: 'salary-page',
          currency: 'INR',
          company: 'Google',
          title: 'Software Engineer',
          level: 'L4',
          standardLevel: '',
          location: 'Bengaluru',
          experience: '5',
          base: '45,00,000',
          bonus: '',
          rsuValue: '40,00,000',
          vesting: 'back-4',
          isCurrent: 'on',
        }),
      ),
    ).toEqual({
      src: 'salary-page',
      currency: 'INR',
      company: 'Google',
      title: 'Software Engineer',
      level: 'L4',
      location: 'Bengaluru',
      experience: 5,
      base: 4_500_000,
      stockDetails: { rsu: { value: 4_000_000 }, vesting: [5, 15, 40, 40] },
      isCurrent: true,
    });
  });

  it('sends stock options with their prices, on the chosen schedule', () => {
    expect(
      formToContribution(
        formData({
          currency: 'USD',
          company: 'Acme',
          title: 'Engineer',
          experience: '3',
          base: '150000',
          optionCount: '20,000',
          strikePrice: '1.25',
          preferredPrice: '6',
          vesting: 'even-4',
        }),
      ).stockDetails,
    ).toEqual({ vesting: [25, 25, 25, 25], options: { count: 20_000, strikePrice: 1.25, preferredPrice: 6 } });
  });

  it('opens a saved contribution for editing with the grant and its schedule', () => {
    const values = contributionToForm({
      id: 7,
      src: 'profile',
      currency: 'USD',
      company: { name: 'Google' },
      title: { name: 'Software Engineer' },
      level: null,
      standardLevel: 3,
      location: null,
      experience: 8,
      base: 200_000,
      stocks: 100_000,
      bonus: 30_000,
      signingBonus: null,
      stockDetails: { rsu: { value: 400_000 }, vesting: [33, 33, 22, 12] },
      targetSalary: null,
      offerDate: null,
      isCurrent: false,
    });
    expect(values).toMatchObject({
      id: '7',
      currency: 'USD',
      standardLevel: '3',
      stocks: '',
      rsuValue: '400000',
      vesting: 'front-4',
      isCurrent: '',
    });
    expect(emptyContributionForm({ company: 'Acme' })).toMatchObject({
      company: 'Acme',
      currency: 'INR',
      isCurrent: 'on',
      vesting: 'even-4',
    });
  });
});
