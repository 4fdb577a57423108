import { describe, expect, it } from 'vitest';
import { stipendFigures, stipendGroups, type Stipend } from './internships.rules.js';

const s = (monthly: number, company: string, city: string | null = null): Stipend => ({
  monthly,
  company: { name: company, slug: company.toLowerCase() },
  title: { name: 'Software Engineer', slug: 'software-engineer' },
  city: city ? { name: city, slug: city.toLowerCase() } : null,
  year: 2026,
  isDemo: false,
});

describe('internship stipends under the privacy floor', () => {
  it('gives no figure from 4 stipends and the median and middle half from 5', () => {
    expect(stipendFigures([10, 20, 30, 40], 5)).toBeNull();
    expect(stipendFigures([40_000, 10_000, 30_000, 20_000, 50_000], 5)).toEqual({ count: 5, p25: 20_000, median: 30_000, p75: 40_000 });
  });

  it('lists only groups of 5 or more, best paid first, and leaves stipends without a city out of the cities', () => {
    const stipends = [
      ...[1, 2, 3, 4, 5].map((i) => s(20_000 + i, 'Acme', 'Pune')),
      ...[1, 2, 3, 4, 5].map((i) => s(60_000 + i, 'Bigco', i < 5 ? 'Pune' : null)),
      ...[1, 2, 3, 4].map((i) => s(90_000 + i, 'Tiny', 'Delhi')),
    ];
    expect(stipendGroups(stipends, (x) => x.company, 5).map((g) => [g.group.name, g.count, g.median])).toEqual([
      ['Bigco', 5, 60_003],
      ['Acme', 5, 20_003],
    ]);
    expect(stipendGroups(stipends, (x) => x.city, 5).map((g) => [g.group.name, g.count])).toEqual([['Pune', 9]]);
  });
});
