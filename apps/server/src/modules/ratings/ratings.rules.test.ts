import { describe, expect, it } from 'vitest';
import { distributionOf, summarize } from './ratings.rules.js';

const row = (n: number) => ({ workLife: n, culture: n, growth: n, management: n, compensation: n });

describe('ratings under the floor', () => {
  it('shows a star only with MIN_SLICE raters, and hides enough others that the total never gives a small one away', () => {
    // 5 fives, 4 fours: the fours are hidden; alone hidden they would be 9 − 5, so the fives go too.
    expect(distributionOf([5, 5, 5, 5, 5, 4, 4, 4, 4], 5).map((b) => b.count)).toEqual([0, 0, 0, null, null]);
    // 5 fives, 5 threes, 1 one: the one is hidden, and the smaller shown star with it.
    expect(distributionOf([5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 1], 5).map((b) => b.count)).toEqual([null, 0, 6, 0, null]);
    // 6 fours, 5 twos: all shown, with shares.
    expect(distributionOf([4, 4, 4, 4, 4, 4, 2, 2, 2, 2, 2], 5)).toEqual([
      { stars: 1, count: 0, share: 0 },
      { stars: 2, count: 5, share: 45 },
      { stars: 3, count: 0, share: 0 },
      { stars: 4, count: 6, share: 55 },
      { stars: 5, count: 0, share: 0 },
    ]);
  });

  it('gives no summary from 4 raters and one from 5; a year only with 5 raters of its own', () => {
    expect(summarize([row(1), row(2), row(3), row(4)], [], 5)).toBeNull();
    const five = summarize(
      [row(1), row(2), row(3), row(4), row(5)],
      [
        { year: 2025, rows: [row(2), row(2), row(2), row(2)] },
        { year: 2026, rows: [row(1), row(2), row(3), row(4), row(5)] },
      ],
      5,
    );
    expect(five).toMatchObject({ raters: 5, overall: 3, byYear: [{ year: 2026, raters: 5, overall: 3 }] });
  });
});
