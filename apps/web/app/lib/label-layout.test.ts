import { describe, expect, it } from 'vitest';
import { labelPositions, placeLabels } from './label-layout';

describe('percentile labels under a bar', () => {
  it('puts each label under its marker when there is room', () => {
    expect(labelPositions([20, 35, 50, 65, 80], 10)).toEqual([20, 35, 50, 65, 80]);
    // Not evenly spaced: where the markers are.
    expect(labelPositions([12, 30, 41, 60, 88], 10)).toEqual([12, 30, 41, 60, 88]);
  });

  it('keeps the labels at the ends wholly on the track', () => {
    expect(labelPositions([0, 40, 100], 10)).toEqual([5, 40, 95]);
    expect(labelPositions([2, 99], 20)).toEqual([10, 90]);
  });

  it('spreads crowded labels around their markers, in order and a label apart, the others staying put', () => {
    const at = labelPositions([11.5, 20, 36, 66, 100], 17);
    expect(at).toEqual([8.5, 25.5, 42.5, 66, 91.5]);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(17 - 1e-9);
    // A crowd in the middle centres on its markers.
    expect(labelPositions([10, 48, 50, 52, 90], 10)).toEqual([10, 40, 50, 60, 90]);
  });

  it('fits every label when all markers crowd at one end, and never asks for more room than the track has', () => {
    expect(labelPositions([0.8, 1.6, 2.9, 5.4, 9.7], 17)).toEqual([8.5, 25.5, 42.5, 59.5, 76.5]);
    expect(labelPositions([50, 50, 50, 50, 50], 30)).toEqual([10, 30, 50, 70, 90]);
    expect(labelPositions([], 10)).toEqual([]);
  });

  it('places each label for every track width: the narrower the track, the wider apart', () => {
    const labels = [
      { key: 'p10', label: '10th', value: '₹9.5 L', at: 11.5 },
      { key: 'p25', label: '25th', value: '₹16.5 L', at: 20 },
      { key: 'p50', label: 'Median', value: '₹30.2 L', at: 36 },
      { key: 'p75', label: '75th', value: '₹54.5 L', at: 66 },
      { key: 'p90', label: '90th', value: '₹82.9 L', at: 100 },
    ];
    const placed = placeLabels(labels);
    expect(placed.map((l) => l.place[0])).toEqual([10, 30, 50, 70, 90]);
    expect(placed.map((l) => l.place[1])).toEqual([9, 27, 45, 66, 91]);
    expect(placed.map((l) => l.place[2])).toEqual([9.5, 22, 36, 66, 93.75]);
    expect(placed[2]).toMatchObject({ key: 'p50', label: 'Median', value: '₹30.2 L', at: 36 });
  });
});
