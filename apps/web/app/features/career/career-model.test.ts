import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { elitenessPoints, rangeBar, scaled, starWidth } from './career-model';
import { careerHref, parseCareerQuery } from './career-query';
import { monthsText, ordinal, payChangeText } from './career-text';

const employer = (slug: string, rank: number | null, percentile: number) => ({ name: slug, slug, rank, median: 100, count: 5, percentile });

describe('career page model', () => {
  it('places ranked employers by rank across and pay percentile up, and lists the unranked apart', () => {
    const view = {
      company: { name: 'b', slug: 'b' },
      companyRank: { ranked: 5 },
      companies: [employer('a', 1, 90), employer('b', 3, 50), employer('c', 5, 10), employer('d', null, 70)],
    } as unknown as api.CareerEliteness;
    const { points, unranked, ranked } = elitenessPoints(view);
    expect(ranked).toBe(5);
    expect(points.map((p) => [p.slug, p.x, p.y, p.selected])).toEqual([
      ['a', 0, 10, false],
      ['b', 50, 50, true],
      ['c', 100, 90, false],
    ]);
    expect(unranked.map((u) => u.slug)).toEqual(['d']);
  });

  it('draws a wage range on its scale and leaves out what BLS does not publish', () => {
    expect(rangeBar({ mean: null, p10: 50, p25: 75, p50: 100, p75: 150, p90: 200 }, 200)).toEqual({
      whisker: [25, 75],
      box: [37.5, 37.5],
      median: 50,
    });
    expect(rangeBar({ mean: null, p10: null, p25: null, p50: null, p75: null, p90: null }, 200)).toEqual({
      whisker: null,
      box: null,
      median: null,
    });
  });

  it('scales a series to its largest value, and stars to a bar', () => {
    expect(scaled([{ v: 5 }, { v: 10 }], (r) => r.v).map((r) => r.size)).toEqual([50, 100]);
    expect(scaled([{ v: 0 }], (r) => r.v)[0]!.size).toBe(0);
    expect(starWidth(4)).toBe(80);
  });

  it('reads the page query with safe defaults, and writes it back', () => {
    const q = parseCareerQuery(new URLSearchParams('cc=us&title=Data%20Scientist&view=market&company=&x=1'));
    expect(q).toEqual({ cc: 'us', title: 'Data Scientist', company: null, compare: null, view: 'market' });
    expect(parseCareerQuery(new URLSearchParams('cc=uk&view=nope'))).toMatchObject({ cc: 'in', view: 'eliteness' });
    expect(careerHref({ ...q, view: 'job-risk' })).toBe('/career?cc=us&title=Data+Scientist&view=job-risk');
    expect(careerHref({ cc: 'in', view: 'eliteness' })).toBe('/career');
  });

  it('words places, times and pay changes', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 72, 101].map(ordinal).join(' ')).toBe('1st 2nd 3rd 4th 11th 12th 13th 21st 72nd 101st');
    expect(monthsText(27)).toBe('after 2 yrs 3 mo');
    expect(monthsText(8)).toBe('after 8 mo');
    expect(monthsText(24)).toBe('after 2 yrs');
    expect(payChangeText(31.6)).toBe('pay +32%');
    expect(payChangeText(-4)).toBe('pay −4%');
    expect(payChangeText(null)).toBe('pay change: not enough data');
  });
});
