import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { standingHref, standingSentence } from './standing-text';

const ranked: api.ContributionStanding = {
  id: 7,
  countryCode: 'in',
  currency: 'INR',
  total: 3_240_000,
  outcome: 'ranked',
  slice: {
    parts: ['company', 'title', 'level'],
    label: 'Software Engineer at Google in India (L5 · Senior)',
    company: { name: 'Google', slug: 'google' },
    title: { name: 'Software Engineer', slug: 'software-engineer' },
    standardLevel: 3,
    level: 'L5',
    location: null,
    count: 212,
  },
  dropped: ['location'],
  note: 'Fewer than 5 published salaries for Software Engineer at Google in Pune (L5 · Senior), so the city was left out.',
  market: { p25: 2_600_000, p50: 3_000_000, p75: 3_600_000, p90: 4_200_000 },
  percentileRank: 64,
};

describe('where a saved salary stands', () => {
  it('says the total, the rank and the slice it is ranked in', () => {
    expect(standingSentence(ranked)).toBe(
      'Your total of ₹32.4 L is more than 64% of 212 Software Engineer salaries at Google in India (L5 · Senior).',
    );
  });

  it('names the city when the slice kept it, and the standard level alone when the member gave no name of their own', () => {
    const slice = { ...ranked.slice!, parts: ['title', 'level', 'location'] as const, company: null, level: null };
    expect(standingSentence({ ...ranked, slice: { ...slice, parts: [...slice.parts], location: { name: 'Pune', slug: 'pune-in' } } })).toBe(
      'Your total of ₹32.4 L is more than 64% of 212 Software Engineer salaries in Pune (Senior).',
    );
  });

  it('reads the ends as words', () => {
    expect(standingSentence({ ...ranked, percentileRank: 100 })).toMatch(/is more than all 212 Software Engineer salaries/);
    expect(standingSentence({ ...ranked, percentileRank: 0 })).toMatch(/is below all 212 Software Engineer salaries/);
  });

  it('has no sentence and no link without a standing', () => {
    const none = { ...ranked, outcome: 'too-few' as const, slice: null, market: null, percentileRank: null };
    expect(standingSentence(none)).toBeNull();
    expect(standingHref(none)).toBeNull();
  });

  it('links to the slice’s salary page, its level and city as the page’s filters', () => {
    expect(standingHref(ranked)).toBe('/in/salary/google--software-engineer?rosettaLevel=3');
    const city = {
      ...ranked,
      slice: { ...ranked.slice!, company: null, standardLevel: null, location: { name: 'Pune', slug: 'pune-in' } },
    };
    expect(standingHref(city)).toBe('/in/salary/software-engineer?location=pune-in');
  });
});
