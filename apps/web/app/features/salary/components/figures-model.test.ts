import { describe, expect, it } from 'vitest';
import { sampleStats } from '../salary-sample.test-data';
import { salaryFigures } from './figures-model';

const group = (key: string, p25: number, p50: number, p75: number) => ({ key, label: key, count: 10, p25, p50, p75 });

describe('the salary page’s figures, laid out in the loader', () => {
  it('draws total and base (stock and bonus when reported) on one scale, figures formatted, labels placed', () => {
    const { bars } = salaryFigures(sampleStats());
    expect(bars.map((b) => b.name)).toEqual(['Total', 'Base']);
    const total = bars[0]!;
    expect(total.median).toBe('₹28.4 L');
    // The largest 90th percentile (the total's) ends the scale; the base's sits on the same one.
    expect(total.geometry.outer.left + total.geometry.outer.width).toBe(100);
    expect(bars[1]!.geometry.outer.left + bars[1]!.geometry.outer.width).toBe(80.89);
    expect(total.labels.map((l) => [l.label, l.value])).toEqual([
      ['10th', '₹9.0 L'],
      ['25th', '₹16.1 L'],
      ['Median', '₹28.4 L'],
      ['75th', '₹51.1 L'],
      ['90th', '₹82.1 L'],
    ]);
    // Each label knows its marker, and its place for each track width, in order.
    expect(total.labels[2]!.at).toBe(total.geometry.median);
    for (const label of total.labels) expect(label.place).toHaveLength(3);
    for (let i = 1; i < 5; i++) expect(total.labels[i]!.place[2]).toBeGreaterThan(total.labels[i - 1]!.place[2]);

    const withExtras = salaryFigures(sampleStats({ stock: sampleStats().base, bonus: sampleStats().base }));
    expect(withExtras.bars.map((b) => b.name)).toEqual(['Total', 'Base', 'Stock', 'Bonus']);
    expect(salaryFigures(sampleStats({ view: 'first-year' })).bars[0]!.name).toBe('First-year total');
  });

  it('puts each breakdown on its own scale, up to its largest 75th percentile, in the rows’ order', () => {
    const { ranges } = salaryFigures(
      sampleStats({ byLevel: [group('1', 10, 20, 40), group('2', 20, 30, 80)], topCompanies: [group('a', 50, 60, 100)] }),
    );
    expect(ranges.byLevel).toEqual([
      { left: 12.5, width: 37.5, median: 25 },
      { left: 25, width: 75, median: 37.5 },
    ]);
    expect(ranges.topCompanies).toEqual([{ left: 50, width: 50, median: 60 }]);
    expect(ranges.byExperience).toEqual([]);
  });

  it('lays out the histogram on a round scale, in the page’s currency', () => {
    const histogram = [
      { from: 100_000, to: 150_000, count: 4 },
      { from: 150_000, to: 200_000, count: 8 },
    ];
    const model = salaryFigures(sampleStats({ histogram })).histogram!;
    expect(model.bars.map((b) => b.height)).toEqual([50, 100]);
    expect(model.bars[0]!.range).toBe('₹1.0 L–₹1.5 L');
  });
});
