/**
 * Where the marks of the percentile bars sit, in percent of their track, so
 * the bars are plain CSS (no chart library on the page's first load).
 */

export interface PercentileMarks {
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

export interface PercentileGeometry {
  /** p10 to p90 (the whisker). */
  outer: { left: number; width: number };
  /** p25 to p75 (the box). */
  inner: { left: number; width: number };
  /** p50. */
  median: number;
}

const clampPct = (v: number) => Math.min(100, Math.max(0, v));
const round = (v: number) => Math.round(v * 100) / 100;
const pct = (value: number, max: number) => round(clampPct(max > 0 ? (value / max) * 100 : 0));
const span = (from: number, to: number, max: number) => {
  const left = pct(Math.min(from, to), max);
  return { left, width: round(Math.max(0, pct(Math.max(from, to), max) - left)) };
};

/** One bar on a 0..scaleMax track. */
export function percentileGeometry(p: PercentileMarks, scaleMax: number): PercentileGeometry {
  return { outer: span(p.p10, p.p90, scaleMax), inner: span(p.p25, p.p75, scaleMax), median: pct(p.p50, scaleMax) };
}

/** Each percentile's place on a 0..scaleMax track, in percent (where its label goes under the bar). */
export function markPositions(p: PercentileMarks, scaleMax: number): PercentileMarks {
  return {
    p10: pct(p.p10, scaleMax),
    p25: pct(p.p25, scaleMax),
    p50: pct(p.p50, scaleMax),
    p75: pct(p.p75, scaleMax),
    p90: pct(p.p90, scaleMax),
  };
}

/** A shared scale for bars that should compare: the largest p90 (at least 1). */
export const scaleMaxOf = (rows: ReadonlyArray<{ p90: number } | null | undefined>) => Math.max(1, ...rows.map((r) => r?.p90 ?? 0));

/** A p25–p75 range with its median, on a 0..scaleMax track (the breakdown tables). */
export function rangeGeometry(row: { p25: number; p50: number; p75: number }, scaleMax: number) {
  return { ...span(row.p25, row.p75, scaleMax), median: pct(row.p50, scaleMax) };
}
