import { describe, expect, it } from 'vitest';
import { median, summariseFlows, type FlowInput } from './switch.rules.js';

const move = (personId: number, otherId: number, months: number, value: number | null, titleId = 1, isDemo = false): FlowInput => ({
  personId,
  otherId,
  months,
  value,
  titleId,
  isDemo,
});

describe('talent-flow aggregation', () => {
  it('takes the median between the middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('shows a flow of 5 people, hides one of 4, and counts a boomerang once', () => {
    const moves = [
      ...[1, 2, 3, 4, 5].map((p) => move(p, 10, p * 6, p * 10)),
      // Person 1 went to company 10 a second time: still 5 people, 6 moves in the medians.
      move(1, 10, 60, 100),
      ...[6, 7, 8, 9].map((p) => move(p, 20, 12, 5)),
    ];
    const s = summariseFlows(moves, 5);
    expect(s.flows).toHaveLength(1);
    expect(s.flows[0]).toMatchObject({ otherId: 10, count: 5, medianMonths: 21, medianValue: 35, valueCount: 6 });
    // The 4 hidden people are under the floor on their own: left out.
    expect(s.otherCount).toBeNull();
  });

  it('sums hidden flows into "other" when the sum reaches the floor, each person once', () => {
    const moves = [
      ...[1, 2, 3].map((p) => move(p, 20, 12, null)),
      ...[4, 5].map((p) => move(p, 30, 12, null)),
      // Person 1 also went to a third small destination: counted once in "other".
      move(1, 40, 12, null),
    ];
    expect(summariseFlows(moves, 5)).toEqual({ flows: [], otherCount: 5, isDemo: false });
    expect(summariseFlows(moves.slice(0, 4), 5).otherCount).toBeNull();
  });

  it('gives no median of fewer than 5 known values, and only titles taken by 5 people', () => {
    const moves = [1, 2, 3, 4, 5, 6].map((p) => move(p, 10, 12, p <= 4 ? 10 : null, p <= 5 ? 7 : 8, p === 6));
    const [flow] = summariseFlows(moves, 5).flows;
    expect(flow).toMatchObject({ count: 6, medianValue: null, valueCount: 4, topTitles: [{ titleId: 7, count: 5 }] });
    expect(summariseFlows(moves, 5).isDemo).toBe(true);
  });
});
