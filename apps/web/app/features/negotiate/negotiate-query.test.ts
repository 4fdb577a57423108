import { describe, expect, it } from 'vitest';
import { canonicalHref, negotiateHref, parseNegotiateQuery, Q_MAX } from './negotiate-query';
import { negotiateDescription, percent, reviewDate } from './negotiate-text';
import { sampleReviews } from './negotiate-sample.test-data';

const parse = (qs: string) => parseNegotiateQuery(new URLSearchParams(qs));

describe('negotiation page URL', () => {
  it('reads the region, search and page of reviews', () => {
    expect(parse('region=us&q=%20Google%20&page=3')).toEqual({ region: 'us', q: 'Google', page: 3 });
    expect(parse('')).toEqual({ region: undefined, q: '', page: 1 });
  });

  it('drops what the API would refuse', () => {
    expect(parse('region=uk&page=0')).toEqual({ region: undefined, q: '', page: 1 });
    expect(parse('region=US&page=2.5')).toMatchObject({ region: undefined, page: 1 });
    expect(parse('page=1001').page).toBe(1);
    expect(parse(`q=${'a'.repeat(200)}`).q).toHaveLength(Q_MAX);
  });

  it('builds clean URLs: India, no search and page 1 are left out', () => {
    expect(negotiateHref({ region: 'in' })).toBe('/negotiate');
    expect(negotiateHref({ region: 'us', q: 'big tech', page: 2 }, 'reviews')).toBe('/negotiate?region=us&q=big+tech&page=2#reviews');
    expect(negotiateHref({ region: 'in', q: '', page: 1 }, 'coaches')).toBe('/negotiate#coaches');
    expect(canonicalHref('us')).toBe('/negotiate?region=us');
  });
});

describe('negotiation page text', () => {
  it('describes the region with its outcomes', () => {
    expect(negotiateDescription('in', sampleReviews().summary)).toContain('Median uplift 12.4%, rated 4.6/5 in 23 reviews.');
    expect(negotiateDescription('us', null)).not.toContain('Median');
  });

  it('formats percentages and dates the same on server and browser', () => {
    expect(percent(12)).toBe('12%');
    expect(percent(12.25)).toBe('12.3%');
    expect(reviewDate('2026-03-04')).toBe('4 Mar 2026');
  });
});
