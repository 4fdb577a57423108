import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { formData } from '~/lib/form-data.test-support';
import {
  amountHint,
  applyPrefill,
  EMPTY_OFFER_FORM,
  foundFields,
  formToBody,
  parseTypedAmount,
  parseVesting,
  typedValues,
} from './offer-form';
import { sharingText } from './offers-text';

describe('typed amounts', () => {
  it('reads whole amounts, grouped digits and the usual units', () => {
    expect(parseTypedAmount('2450000')).toBe(2_450_000);
    expect(parseTypedAmount('24,50,000')).toBe(2_450_000);
    expect(parseTypedAmount('₹24.5 lakhs')).toBe(2_450_000);
    expect(parseTypedAmount('24.5L')).toBe(2_450_000);
    expect(parseTypedAmount('1.2 cr')).toBe(12_000_000);
    expect(parseTypedAmount('$185k')).toBe(185_000);
    expect(parseTypedAmount('')).toBeNull();
    // Left as typed: the API refuses it by name.
    expect(parseTypedAmount('about twenty')).toBe('about twenty');
    expect(parseTypedAmount('24 bananas')).toBe('24 bananas');
  });

  it('says what an amount means as it is typed (SPEC §9: lakhs, k)', () => {
    expect(amountHint('2450000', 'INR')).toBe('₹24.5 lakhs');
    expect(amountHint('185000', 'USD')).toBe('$185k');
    expect(amountHint('nope', 'INR')).toBe('');
  });
});

describe('the request body', () => {
  it('turns the form into POST /offers: the country from the currency, amounts and vesting read', () => {
    expect(
      formToBody(
        formData({
          currency: 'USD',
          companyName: ' Google ',
          title: 'Software Engineer',
          level: '',
          standardLevel: '3',
          base: '185,000',
          totalStocks: '200k',
          vesting: '5, 15, 40, 40',
          isCurrent: 'on',
          captcha: 'abc',
        }),
      ),
    ).toMatchObject({
      currency: 'USD',
      countryCode: 'us',
      companyName: 'Google',
      level: null,
      standardLevel: 3,
      base: 185_000,
      totalStocks: 200_000,
      bonus: null,
      stockDetails: { vesting: [5, 15, 40, 40] },
      isCurrent: true,
      captcha: 'abc',
    });
  });

  it('sends the member’s choice to count the offer: on only when the switch is on', () => {
    expect(formToBody(formData({ base: '2450000', countInFigures: 'on' }))).toMatchObject({ countInFigures: true });
    expect(formToBody(formData({ base: '2450000' }))).toMatchObject({ countInFigures: false });
    expect(typedValues(formData({ countInFigures: 'on' })).countInFigures).toBe('on');
  });

  it('sends no captcha when the widget gave none (the API then asks for it)', () => {
    expect(formToBody(formData({ base: '2450000' }))).not.toHaveProperty('captcha');
    expect(parseVesting('25/25/25/25')).toEqual([25, 25, 25, 25]);
    expect(parseVesting('quarterly')).toBe('quarterly');
  });
});

describe('prefill from a letter', () => {
  const found = <T>(value: T, line = 'a line') => ({ value, line, note: null });
  const prefill: api.OfferPrefill = {
    currency: found('INR' as const),
    base: found(2_450_000, 'Fixed Pay: Rs. 24,50,000'),
    bonus: null,
    signingBonus: found(350_000),
    totalStocks: found(4_000_000),
    vesting: found([25, 25, 25, 25]),
    companyName: found('Google India Private Limited'),
    title: null,
    level: null,
    location: found('Bengaluru'),
    date: found('2026-11-10'),
    deadline: found('2026-11-20'),
    lines: 12,
  };

  it('fills what the letter says and keeps the rest', () => {
    const values = applyPrefill({ ...EMPTY_OFFER_FORM, title: 'Software Engineer', stocks: '100000' }, prefill);
    expect(values).toMatchObject({
      currency: 'INR',
      base: '2450000',
      vesting: '25, 25, 25, 25',
      title: 'Software Engineer',
      stocks: '',
      deadline: '2026-11-20',
    });
    expect(foundFields(prefill)[0]).toEqual({ field: 'currency', label: 'Currency', value: 'INR', line: 'a line', note: null });
    expect(foundFields(prefill).find((f) => f.field === 'vesting')?.value).toBe('25% / 25% / 25% / 25%');
  });
});

describe('what an offer’s sharing says', () => {
  it('counted, held, not chosen, or chosen but unknown to the catalogue', () => {
    expect(sharingText({ countInFigures: true, sharedAs: 'published' })).toBe('Counted, anonymously, in the salary figures.');
    expect(sharingText({ countInFigures: true, sharedAs: 'held' })).toMatch(/^Held for review/);
    expect(sharingText({ countInFigures: false, sharedAs: 'not-shared' })).toBe('Not counted in the salary figures.');
    expect(sharingText({ countInFigures: true, sharedAs: 'not-shared' })).toBe(
      'Not counted: its company or title is not in our catalogue.',
    );
  });
});
