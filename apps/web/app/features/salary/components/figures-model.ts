import { formatCompact } from '@paysight/contract/core';
import { moneyCountry, viewText, type SalaryStats } from '../salary-text';
import { markPositions, percentileGeometry, rangeGeometry, scaleMaxOf, type PercentileGeometry } from '~/lib/bar-geometry';
import { histogramModel } from './histogram-model';
import { placeLabels, type PlacedLabel } from '~/lib/label-layout';

const MARKS = [
  ['p10', '10th'],
  ['p25', '25th'],
  ['p50', 'Median'],
  ['p75', '75th'],
  ['p90', '90th'],
] as const;

export interface PercentileBar {
  name: string;
  /** The median, formatted. */
  median: string;
  geometry: PercentileGeometry;
  labels: PlacedLabel[];
}

/**
 * The salary page's drawings, laid out once in its loader: the page's script draws them without
 * computing them (bar-geometry.ts and label-layout.ts are not in its JavaScript).
 */
export function salaryFigures(stats: SalaryStats) {
  return {
    bars: percentileBars(stats),
    /** The distribution: bars, gridlines, pay labels and the median (histogram-model.ts). */
    histogram: histogramModel(stats.histogram, moneyCountry(stats.currency), stats.total.p50),
    /** Each breakdown row's p25–p75 range and median on its table's one scale, in the rows' order. */
    ranges: {
      byLevel: ranges(stats.byLevel),
      byCompanyLevel: ranges(stats.byCompanyLevel),
      byExperience: ranges(stats.byExperience),
      byLocation: ranges(stats.byLocation),
      topCompanies: ranges(stats.topCompanies),
    },
  };
}

export type SalaryFigures = ReturnType<typeof salaryFigures>;
export type RangeGeometry = ReturnType<typeof rangeGeometry>;

/** A breakdown's rows on one scale: up to the largest 75th percentile. */
function ranges(rows: ReadonlyArray<{ p25: number; p50: number; p75: number }>): RangeGeometry[] {
  const scaleMax = Math.max(1, ...rows.map((r) => r.p75));
  return rows.map((row) => rangeGeometry(row, scaleMax));
}

/**
 * The pay breakdown's bars, drawn and labelled: total, base, stock and bonus (the last two when
 * reported) from the 10th to the 90th percentile, on one scale, their figures formatted.
 */
export function percentileBars(stats: SalaryStats): PercentileBar[] {
  const cc = moneyCountry(stats.currency);
  const text = viewText(stats.view);
  const rows = [
    { name: text.total, p: stats.total },
    { name: 'Base', p: stats.base },
    ...(stats.stock ? [{ name: text.stock, p: stats.stock }] : []),
    ...(stats.bonus ? [{ name: 'Bonus', p: stats.bonus }] : []),
  ];
  const scaleMax = scaleMaxOf(rows.map((r) => r.p));
  return rows.map(({ name, p }) => {
    const at = markPositions(p, scaleMax);
    return {
      name,
      median: formatCompact(p.p50, cc),
      geometry: percentileGeometry(p, scaleMax),
      labels: placeLabels(MARKS.map(([key, label]) => ({ key, label, value: formatCompact(p[key], cc), at: at[key] }))),
    };
  });
}
