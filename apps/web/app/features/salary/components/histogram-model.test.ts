import { describe, expect, it } from 'vitest';
import { axisEdges, histogramModel, niceStep } from './histogram-model';

const bins = (counts: number[], from = 100_000, width = 50_000) =>
  counts.map((count, i) => ({ from: from + i * width, to: from + (i + 1) * width, count }));

describe('histogram layout', () => {
  it('picks round steps of 1, 2 or 5 × 10ⁿ', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(20)).toBe(5);
    expect(niceStep(21)).toBe(10);
    expect(niceStep(1310)).toBe(500);
  });

  it('labels about five bin edges, the first and the last always', () => {
    expect(axisEdges(12)).toEqual([0, 3, 6, 9, 12]);
    expect(axisEdges(7)).toEqual([0, 2, 4, 7]);
    expect(axisEdges(5)).toEqual([0, 2, 5]);
    expect(axisEdges(1)).toEqual([0, 1]);
    expect(axisEdges(0)).toEqual([]);
  });

  it('draws each bar in proportion to its count, on a scale up to the top gridline', () => {
    const model = histogramModel(bins([17, 18, 20, 0, 1]), 'us', 190_000)!;
    // The top gridline is 20 (steps of 5): 17 → 85%, 20 → 100%, an empty bin is flat, one salary stays visible.
    expect(model.bars.map((b) => b.height)).toEqual([85, 90, 100, 0, 5]);
    expect(model.ticks).toEqual([
      { label: '20', y: 0 },
      { label: '15', y: 25 },
      { label: '10', y: 50 },
      { label: '5', y: 75 },
      { label: '0', y: 100 },
    ]);
    expect(model.bars[0]).toEqual({ height: 85, count: 17, range: '$100k–$150k', countText: '17' });
  });

  it('leaves room above the tallest bar when it is not a round number', () => {
    const model = histogramModel(bins([1310, 655, 3]), 'in', 150_000)!;
    expect(model.ticks[0]).toEqual({ label: '1,500', y: 0 });
    expect(model.bars.map((b) => b.height)).toEqual([87.33, 43.67, 1]);
    expect(model.bars[0]!.countText).toBe('1,310');
  });

  it('puts pay labels at bin edges and the median where it falls', () => {
    const model = histogramModel(bins([1, 2, 3, 4]), 'us', 200_000)!;
    expect(model.axis).toEqual([
      { label: '$100k', x: 0 },
      { label: '$150k', x: 25 },
      { label: '$200k', x: 50 },
      { label: '$250k', x: 75 },
      { label: '$300k', x: 100 },
    ]);
    expect(model.median).toEqual({ x: 50, label: 'Median $200k', side: 'right' });
    expect(histogramModel(bins([1, 2, 3, 4]), 'us', 280_000)!.median).toEqual({ x: 90, label: 'Median $280k', side: 'left' });
    // A median outside the bins (it should not be) is not drawn.
    expect(histogramModel(bins([1, 2]), 'us', 500_000)!.median).toBeNull();
  });

  it('says what the drawing shows', () => {
    expect(histogramModel(bins([2, 5, 1]), 'us', 170_000)!.summary).toBe(
      '8 salaries from $100k to $250k. The most, 5, between $150k and $200k; the median is $170k.',
    );
  });

  it('draws nothing without bins', () => {
    expect(histogramModel([], 'us', 0)).toBeNull();
  });
});
