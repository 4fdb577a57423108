import { describe, expect, it } from 'vitest';
import { chooseCompared, offersSearch, parseOffersQuery } from './offers-query';
import { bestColumn, deadlineText } from './offers-text';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';
const c = '33333333-3333-4333-8333-333333333333';
const d = '44444444-4444-4444-8444-444444444444';

describe('the offers URL', () => {
  it('reads up to three compared offers (repeated or comma-separated) and the view', () => {
    expect(parseOffersQuery(new URLSearchParams(`compare=${a}&compare=${b},${c},${d}&view=first-year`))).toEqual({
      compare: [a, b, c],
      view: 'first-year',
    });
    expect(parseOffersQuery(new URLSearchParams('compare=nope&view=weekly'))).toEqual({ compare: [], view: 'yearly' });
    expect(offersSearch({ compare: [a, b], view: 'first-year' })).toBe(`?compare=${a}&compare=${b}&view=first-year`);
    expect(offersSearch({ compare: [], view: 'yearly' })).toBe('');
  });

  it('shows the member’s own offers asked for, else the newest three', () => {
    expect(chooseCompared([a, b, c, d], [c, 'someone-elses'])).toEqual([c]);
    expect(chooseCompared([a, b, c, d], [])).toEqual([a, b, c]);
  });
});

describe('texts', () => {
  it('marks the leading offer only among offers in one currency', () => {
    expect(bestColumn([{ value: 1 }, { value: 3 }], ['INR', 'INR'])).toBe(1);
    expect(bestColumn([{ value: 1 }, { value: 3 }], ['INR', 'USD'])).toBeNull();
    expect(bestColumn([{ value: 2 }, { value: 2 }], ['INR', 'INR'])).toBeNull();
  });

  it('deadlines', () => {
    expect(deadlineText('2026-11-25', '2026-11-22')).toBe('3 days left');
    expect(deadlineText('2026-11-22', '2026-11-22')).toBe('due today');
    expect(deadlineText('2026-11-21', '2026-11-22')).toBe('passed 1 day ago');
  });
});
