import type { api } from '@paysight/contract';

/**
 * Pure shapes for the career page's charts: positions in per cent of a plot, computed here so the
 * components only draw (and the arithmetic is unit-tested).
 */

export interface ScatterPoint {
  slug: string;
  name: string;
  rank: number;
  percentile: number;
  median: number;
  count: number;
  /** Left, from 0 (rank 1) to 100 (the last ranked place). */
  x: number;
  /** From the top: 0 at the 100th percentile, 100 at the 0th. */
  y: number;
  selected: boolean;
}

/** Employers with a rank, placed by rank (across) and pay percentile (up): the eliteness chart. */
export function elitenessPoints(view: api.CareerEliteness): {
  points: ScatterPoint[];
  unranked: api.CareerEliteness['companies'];
  ranked: number;
} {
  const ranked = view.companyRank?.ranked ?? Math.max(1, ...view.companies.map((c) => c.rank ?? 1));
  const span = Math.max(1, ranked - 1);
  const points = view.companies
    .filter((c): c is typeof c & { rank: number } => c.rank !== null)
    .map((c) => ({
      slug: c.slug,
      name: c.name,
      rank: c.rank,
      percentile: c.percentile,
      median: c.median,
      count: c.count,
      x: ranked <= 1 ? 50 : ((c.rank - 1) / span) * 100,
      y: 100 - c.percentile,
      selected: c.slug === view.company?.slug,
    }));
  return { points, unranked: view.companies.filter((c) => c.rank === null), ranked };
}

/** A 0–5 star average as a bar width in per cent. */
export const starWidth = (average: number) => Math.max(0, Math.min(100, (average / 5) * 100));

export interface RangeBar {
  /** Left edge and width of the p10–p90 whisker and the p25–p75 box, and the median's place, in per cent of the scale. */
  whisker: [number, number] | null;
  box: [number, number] | null;
  median: number | null;
}

/** A wage row's p10/p25/p50/p75/p90 on a scale from 0 to `max`. */
export function rangeBar(a: api.CareerMarket['wages'][number]['annual'], max: number): RangeBar {
  const at = (v: number | null) => (v === null || max <= 0 ? null : Math.min(100, (v / max) * 100));
  const span = (lo: number | null, hi: number | null): [number, number] | null => {
    const l = at(lo);
    const h = at(hi);
    return l === null || h === null ? null : [l, Math.max(0.5, h - l)];
  };
  return { whisker: span(a.p10, a.p90), box: span(a.p25, a.p75), median: at(a.p50) };
}

/** Bars for a series scaled to its largest value (per cent widths or heights). */
export function scaled<T>(rows: readonly T[], value: (row: T) => number): Array<T & { size: number }> {
  const max = Math.max(0, ...rows.map(value));
  return rows.map((row) => ({ ...row, size: max > 0 ? (value(row) / max) * 100 : 0 }));
}
