import { describe, expect, it } from 'vitest';
import { amountsIn, dateIn, readOfferLetter, vestingIn } from './offer-letter.js';
import { expectEach } from '../../../test/cases.js';

describe('amounts in a line', () => {
  it('reads Indian amounts in every usual form', () => {
    expect(amountsIn('Fixed pay: ₹ 24,50,000 per annum')[0]).toMatchObject({ value: 2_450_000, currency: 'INR' });
    expect(amountsIn('CTC of 24.5 LPA')[0]).toMatchObject({ value: 2_450_000, currency: 'INR' });
    expect(amountsIn('a joining bonus of 3.5 lakhs')[0]).toMatchObject({ value: 350_000, currency: 'INR' });
    expect(amountsIn('Rs. 2,45,000')[0]).toMatchObject({ value: 245_000, currency: 'INR' });
    expect(amountsIn('INR 1.2 crore in RSUs')[0]).toMatchObject({ value: 12_000_000, currency: 'INR' });
  });

  it('reads dollar amounts', () => {
    expect(amountsIn('Base salary: $185,000')[0]).toMatchObject({ value: 185_000, currency: 'USD' });
    expect(amountsIn('USD 185k a year')[0]).toMatchObject({ value: 185_000, currency: 'USD' });
    expect(amountsIn('$1.2M of RSUs')[0]).toMatchObject({ value: 1_200_000, currency: 'USD' });
  });

  it('leaves out percentages, years, dates and small numbers', () => {
    expect(amountsIn('25% each year over 4 years, from 2026')).toEqual([]);
    expect(amountsIn('10 days of leave')).toEqual([]);
  });
});

/** Each field named in `expected` is read with that value (a field not read fails as undefined). */
function expectValues(p: ReturnType<typeof readOfferLetter>, expected: Record<string, string | number>) {
  const read = p as unknown as Record<string, { value: unknown } | null | undefined>;
  expect(Object.fromEntries(Object.keys(expected).map((field) => [field, read[field]?.value]))).toEqual(expected);
}

describe('dates', () => {
  it('reads the usual forms; numeric dates day first in India, month first in the US', () => {
    expectEach(dateIn, [
      ['Date: 10 November 2026', '2026-11-10'],
      ['accept by 20th Nov, 2026', '2026-11-20'],
      ['November 20, 2026', '2026-11-20'],
      ['2026-11-20', '2026-11-20'],
    ]);
    expect(dateIn('05/11/2026', true)).toBe('2026-11-05');
    expect(dateIn('05/11/2026', false)).toBe('2026-05-11');
    expect(dateIn('31/02/2026')).toBeNull();
  });
});

describe('vesting', () => {
  it('reads yearly percentages, or an even split over N years', () => {
    expect(vestingIn('vesting 5% / 15% / 40% / 40% over four years')?.vesting).toEqual([5, 15, 40, 40]);
    expect(vestingIn('vests 25% each year over 4 years')?.vesting).toEqual([25, 25, 25, 25]);
    expect(vestingIn('vesting equally over three years')?.vesting).toEqual([33.33, 33.33, 33.34]);
    expect(vestingIn('subject to vesting')).toBeNull();
  });
});

describe('an offer letter', () => {
  it('finds the terms of an Indian letter, each with its line', () => {
    const text = [
      'Date: 10 November 2026',
      'Dear Priya,',
      'Infosys Limited is pleased to offer you the position of Technology Lead.',
      'Level: JL6',
      'Location: Pune',
      'Fixed Pay: ₹ 18,00,000 per annum',
      'Variable Pay: ₹ 1,80,000 per annum',
      'Joining Bonus: 2 lakhs, paid with the first salary',
      'Date of Joining: 1 December 2026',
      'Please accept this offer by 17 November 2026.',
    ].join('\n');
    const p = readOfferLetter(text);
    expect(p.currency?.value).toBe('INR');
    expect(p.base).toEqual({ value: 1_800_000, line: 'Fixed Pay: ₹ 18,00,000 per annum', note: null });
    expect(p.bonus?.value).toBe(180_000);
    expect(p.signingBonus?.value).toBe(200_000);
    expect(p.totalStocks).toBeNull();
    expectValues(p, { companyName: 'Infosys Limited', title: 'Technology Lead', level: 'JL6', location: 'Pune', date: '2026-11-10' });
    expect(p.deadline).toEqual({ value: '2026-11-17', line: 'Please accept this offer by 17 November 2026.', note: null });
  });

  it('reads a US letter: monthly pay made yearly, a bonus as a share of base, a grant with its schedule', () => {
    const text = [
      'November 3, 2026',
      'We are delighted to offer you employment with Amazon as a Software Development Engineer II, based in Seattle.',
      'Your base salary will be $15,000 per month.',
      'You are eligible for a target bonus of 10% of your base salary.',
      'Sign-on bonus: $40,000',
      'Restricted Stock Units worth $200,000, vesting 5% / 15% / 40% / 40% over four years.',
      'This offer is valid until November 14, 2026.',
    ].join('\n');
    const p = readOfferLetter(text);
    expect(p.currency?.value).toBe('USD');
    expect(p.base).toMatchObject({ value: 180_000, note: '$15,000 a month × 12' });
    expect(p.bonus).toMatchObject({ value: 18_000, note: '10% of the base' });
    expect(p.signingBonus?.value).toBe(40_000);
    expect(p.totalStocks?.value).toBe(200_000);
    expect(p.vesting?.value).toEqual([5, 15, 40, 40]);
    expectValues(p, {
      companyName: 'Amazon',
      title: 'Software Development Engineer II',
      location: 'Seattle',
      date: '2026-11-03',
      deadline: '2026-11-14',
    });
  });

  it('finds nothing in a letter without terms', () => {
    const p = readOfferLetter('Thank you for your time.');
    expect(p).toMatchObject({ currency: null, base: null, companyName: null, deadline: null, lines: 1 });
  });
});
