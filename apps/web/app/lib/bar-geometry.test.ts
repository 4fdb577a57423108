import { describe, expect, it } from 'vitest';
import { markPositions, percentileGeometry, rangeGeometry, scaleMaxOf } from './bar-geometry';

describe('bar geometry', () => {
  it('places the whisker, box and median of a percentile bar in percent of the scale', () => {
    expect(percentileGeometry({ p10: 10, p25: 25, p50: 50, p75: 75, p90: 90 }, 100)).toEqual({
      outer: { left: 10, width: 80 },
      inner: { left: 25, width: 50 },
      median: 50,
    });
  });

  it('rounds to hundredths and clamps to the track', () => {
    const g = percentileGeometry({ p10: -5, p25: 1, p50: 2, p75: 3, p90: 400 }, 300);
    expect(g.outer).toEqual({ left: 0, width: 100 });
    expect(g.inner).toEqual({ left: 0.33, width: 0.67 });
    expect(g.median).toBe(0.67);
  });

  it('survives an empty scale', () => {
    expect(percentileGeometry({ p10: 1, p25: 1, p50: 1, p75: 1, p90: 1 }, 0).median).toBe(0);
  });

  it('shares one scale: the largest p90, skipping absent rows', () => {
    expect(scaleMaxOf([{ p90: 8 }, null, { p90: 30 }, undefined])).toBe(30);
    expect(scaleMaxOf([])).toBe(1);
  });

  it('draws a p25–p75 range with its median', () => {
    expect(rangeGeometry({ p25: 20, p50: 30, p75: 60 }, 200)).toEqual({ left: 10, width: 20, median: 15 });
  });

  it('gives each percentile its place on the track, as the bar draws it', () => {
    const p = { p10: 10, p25: 25, p50: 50.5, p75: 75, p90: 400 };
    const g = percentileGeometry(p, 300);
    expect(markPositions(p, 300)).toEqual({ p10: 3.33, p25: 8.33, p50: 16.83, p75: 25, p90: 100 });
    expect(markPositions(p, 300).p25).toBe(g.inner.left);
    expect(markPositions(p, 300).p50).toBe(g.median);
  });
});
