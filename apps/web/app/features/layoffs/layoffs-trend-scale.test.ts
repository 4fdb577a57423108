import { describe, expect, it } from 'vitest';
import { axisTop, yearTicks } from './layoffs-trend-scale';

const monthsFrom = (year: number, month: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const m = (month - 1 + i) % 12;
    return { month: `${year + Math.floor((month - 1 + i) / 12)}-${String(m + 1).padStart(2, '0')}` };
  });

describe('the layoffs trend axes', () => {
  it('tops the value axis at the next round number: the tallest bar fills more than half of it', () => {
    expect([0, 1, 7, 12, 2_600, 2_500, 40_001].map(axisTop)).toEqual([1, 1, 8, 15, 3_000, 2_500, 50_000]);
    for (const n of [3, 9, 11, 99, 101, 777, 12_345]) expect(n / axisTop(n)).toBeGreaterThan(0.5);
  });

  it('names each January of a few years, and every 5th year of decades, where it falls', () => {
    const three = yearTicks(monthsFrom(2021, 6, 30)); // Jun 2021 – Nov 2023
    expect(three).toEqual([
      { year: 2022, at: 7 / 30 },
      { year: 2023, at: 19 / 30 },
    ]);
    const decades = yearTicks(monthsFrom(1999, 1, 279)); // Jan 1999 – Mar 2022
    expect(decades.map((t) => t.year)).toEqual([2000, 2005, 2010, 2015, 2020]);
    expect(decades[0]!.at).toBeCloseTo(12 / 279);
    expect(yearTicks([])).toEqual([]);
  });
});
