import { describe, expect, it } from 'vitest';
import { compaHref, parseCompaQuery, rosterQuery } from './compa-query';
import { percent, rangeMarker, ratio, rosterErrors, money } from './compa-text';

describe('/compa URL', () => {
  it('keeps the values the contract takes and drops the rest and the empty fields of a plain form', () => {
    const q = parseCompaQuery(
      new URLSearchParams('manager=E4&level=2&location=&bucket=%3C+0.85&sort=salary&groupBy=level&bandGroupId=abc&employee=12'),
    );
    expect(q).toEqual({ manager: 'E4', level: 2, bucket: '< 0.85', sort: 'below-min', groupBy: 'level', employee: 12 });
    expect(parseCompaQuery(new URLSearchParams('level=9&employee=0&page=1'))).toEqual({ sort: 'below-min' });
    expect(parseCompaQuery(new URLSearchParams('page=3')).page).toBe(3);
    expect(parseCompaQuery(new URLSearchParams('page=1001')).page).toBeUndefined();
  });

  it("hrefs carry only the chosen values; the roster's query leaves the employee out", () => {
    expect(compaHref({ sort: 'below-min' })).toBe('/compa');
    expect(compaHref({ sort: 'name', level: 3, employee: 7 })).toBe('/compa?level=3&sort=name&employee=7');
    expect(rosterQuery({ sort: 'below-min', manager: 'E4', employee: 7, page: 2 })).toEqual({ manager: 'E4', page: '2' });
  });
});

describe('/compa words', () => {
  it('ratios to two decimals, penetration with a true minus, money in the roster currency', () => {
    expect(ratio(0.9)).toBe('0.90');
    expect(ratio(null)).toBe('—');
    expect(percent(-12.5)).toBe('−12.5 %');
    expect(percent(112.5)).toBe('112.5 %');
    expect(money(1_800_000, 'INR')).toBe('₹18,00,000');
    expect(money(120_000, 'USD')).toBe('$120,000');
  });

  it('marks pay below the minimum green and above the maximum red, in words too', () => {
    expect(rangeMarker({ belowMin: true, aboveMax: false })).toEqual({ tone: 'below', label: 'Below minimum' });
    expect(rangeMarker({ belowMin: false, aboveMax: true })).toEqual({ tone: 'above', label: 'Above maximum' });
    expect(rangeMarker({ belowMin: false, aboveMax: false }).tone).toBeNull();
    expect(rangeMarker(null).tone).toBeNull();
  });

  it("splits a refused file's message into its errors", () => {
    expect(
      rosterErrors(
        'The file has 2 errors and nothing was saved: Row 2, email: "a@" is not an email address; Row 3, fte: must be above 0; and 4 more',
      ),
    ).toEqual({
      head: 'The file has 2 errors and nothing was saved',
      errors: ['Row 2, email: "a@" is not an email address', 'Row 3, fte: must be above 0', 'and 4 more'],
    });
    expect(rosterErrors('The CSV could not be read.')).toEqual({ head: 'The CSV could not be read', errors: [] });
  });
});
