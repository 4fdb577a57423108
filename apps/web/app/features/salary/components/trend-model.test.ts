import { describe, expect, it } from 'vitest';
import { periodLabel, trendModel, type TrendInput } from './trend-model';

const month = (m: string, median: number | null, count: number | null = median === null ? null : 12) => ({ month: m, count, median });

describe('pay over time', () => {
  it('draws only the periods with a figure: solid between neighbours, dashed across a gap', () => {
    const trend: TrendInput = {
      currency: 'INR',
      title: { name: 'Software Engineer' },
      company: { name: 'Google' },
      location: { name: 'Bengaluru' },
      interval: 'month',
      months: [month('2026-01', 2_000_000), month('2026-02', 2_200_000), month('2026-03', null), month('2026-04', 2_400_000)],
      change: { from: '2026-01', to: '2026-04', percent: 20 },
    };
    const m = trendModel(trend)!;
    expect(m.points.map((p) => [p.label, p.x, p.count])).toEqual([
      ['Jan 2026', 0, 12],
      ['Feb 2026', 33.33, 12],
      ['Apr 2026', 100, 12],
    ]);
    // Highest median at the top, lowest at the bottom, with room around them.
    expect(m.points[2]!.y).toBeLessThan(m.points[0]!.y);
    expect(Math.min(...m.points.map((p) => p.y))).toBeGreaterThan(0);
    expect(Math.max(...m.points.map((p) => p.y))).toBeLessThan(100);
    expect(m.solid).toBe(`M0 ${m.points[0]!.y}L33.33 ${m.points[1]!.y}`);
    expect(m.dashed).toBe(`M33.33 ${m.points[1]!.y}L100 ${m.points[2]!.y}`);
    expect(m.axis).toEqual(['Jan 2026', 'Feb 2026', 'Apr 2026']);
    expect(m.scope).toBe('Software Engineer salaries at Google in Bengaluru');
    expect(m.summary).toBe(
      'Median yearly total by month: ₹20.0 L in Jan 2026, ₹24.0 L in Apr 2026 (+20%). 1 of 4 months had too few salaries to show.',
    );
  });

  it('has no chart with fewer than two figures', () => {
    expect(
      trendModel({
        currency: 'USD',
        title: null,
        company: null,
        location: null,
        interval: 'month',
        months: [month('2026-01', 200_000), month('2026-02', null)],
        change: null,
      }),
    ).toBeNull();
  });

  it('names quarters', () => {
    expect(periodLabel('2025-04', 'quarter')).toBe('Q2 2025');
    expect(periodLabel('2025-10', 'quarter')).toBe('Q4 2025');
    expect(periodLabel('2025-10', 'month')).toBe('Oct 2025');
    const flat = trendModel({
      currency: 'USD',
      title: null,
      company: null,
      location: null,
      interval: 'quarter',
      months: [month('2025-01', 100_000), month('2025-04', 100_000)],
      change: null,
    })!;
    expect(flat.points.every((p) => p.y === 50)).toBe(true);
    expect(flat.summary).toBe('Median yearly total by quarter: $100k in Q1 2025, $100k in Q2 2025.');
  });
});
