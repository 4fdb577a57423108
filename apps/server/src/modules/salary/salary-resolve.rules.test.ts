import { describe, expect, it } from 'vitest';
import { bestReading, pickRegion, spanSlugs, tokenizeQuery, type Candidate } from './salary-resolve.rules.js';

const row = (slug: string) => ({ id: 1, name: slug, slug });

describe('salary resolve: free text to a company and a title', () => {
  it('tokenises in lower case without accents, on anything but letters and digits, at most ten words', () => {
    expect(tokenizeQuery('  Nestlé / SDE-2 salary!  ')).toEqual(['nestle', 'sde', '2', 'salary']);
    expect(tokenizeQuery('a b c d e f g h i j k l')).toHaveLength(10);
    expect(tokenizeQuery('--')).toEqual([]);
  });

  it('reads each span as company and title slugs, with aliases and other word orders, skipping spans of filler only', () => {
    const spans = spanSlugs(['sde', 'at', 'fb']);
    expect(spans.find((s) => s.start === 0 && s.end === 1)?.titleSlugs).toEqual(['sde', 'software-engineer']);
    expect(spans.find((s) => s.start === 2 && s.end === 3)?.companySlugs).toEqual(['fb', 'meta']);
    expect(spans.some((s) => s.start === 1 && s.end === 2)).toBe(false);
    expect(spans.find((s) => s.start === 0 && s.end === 3)?.weight).toBe(2);
    expect(spanSlugs(['engineer', 'software'])[1]?.titleSlugs).toContain('software-engineer');
  });

  it('prefers more meaningful words, then a company and a title on separate words, then a title', () => {
    const c = (kind: Candidate['kind'], start: number, end: number, slug: string): Candidate => ({
      kind,
      start,
      end,
      weight: end - start,
      row: row(slug),
    });
    const pair = bestReading([c('company', 0, 1, 'google'), c('title', 1, 3, 'software-engineer'), c('company', 0, 3, 'x')]);
    expect([pair?.company?.row.slug, pair?.title?.row.slug]).toEqual(['google', 'software-engineer']);
    const tie = bestReading([c('company', 0, 1, 'meta'), c('title', 0, 1, 'meta')]);
    expect([tie?.company, tie?.title?.row.slug]).toEqual([null, 'meta']);
    expect(bestReading([])).toBeNull();
  });

  it('keeps the preferred region when it has enough records, else the region with the most', () => {
    const counts = new Map([
      ['in', 3],
      ['us', 8],
    ] as const);
    expect(pickRegion(new Map(counts), 'us', 5)).toBe('us');
    expect(pickRegion(new Map(counts), 'in', 5)).toBe('us');
    expect(pickRegion(new Map(counts), 'in', 3)).toBe('in');
    expect(pickRegion(new Map(), undefined, 5)).toBe('in');
  });
});
