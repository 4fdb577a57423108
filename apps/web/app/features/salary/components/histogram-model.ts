import { formatCompact, groupDigits, type CountryCode } from '@paysight/contract/core';
import { countLabel } from '../salary-text';

/** The stats call's histogram: equal-width bins of total pay, lowest first. */
export type HistogramBin = { from: number; to: number; count: number };

export interface HistogramBar {
  /** Height in percent of the plot (the top gridline is 100). */
  height: number;
  count: number;
  /** "$136k–$185k". */
  range: string;
  /** The count, grouped ("1,310"). */
  countText: string;
}

export interface HistogramModel {
  bars: HistogramBar[];
  /** Gridlines from the top down to 0: the count and its place in percent from the top. */
  ticks: Array<{ label: string; y: number }>;
  /** Pay under the plot, at bin edges: the label and its place in percent from the left. */
  axis: Array<{ label: string; x: number }>;
  /** Where the median falls, in percent from the left; its label goes on the side with more room. */
  median: { x: number; label: string; side: 'left' | 'right' } | null;
  /** One sentence a screen reader (and everyone) gets instead of the drawing. */
  summary: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A round step (1, 2 or 5 × 10ⁿ, at least 1) that splits 0..max into about `parts` intervals. */
export function niceStep(max: number, parts = 4): number {
  if (max <= parts) return 1;
  const raw = max / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return step;
}

/** Which bin edges get a label: about five, evenly spaced, always the first and the last. */
export function axisEdges(bins: number): number[] {
  if (bins <= 0) return [];
  const every = Math.max(1, Math.ceil(bins / 4));
  const edges: number[] = [];
  for (let e = 0; e < bins; e += every) edges.push(e);
  // The last edge, unless the one before it is too close (half a step or less): it takes its place.
  if (bins - edges.at(-1)! <= every / 2 && edges.length > 1) edges.pop();
  edges.push(bins);
  return edges;
}

/**
 * Lays out the distribution once (in the loader), so the page draws it as plain HTML without a
 * chart library: bar heights on a scale with round gridlines, pay labels at bin edges, the median
 * marked. Null without bins.
 */
export function histogramModel(bins: readonly HistogramBin[], cc: CountryCode, median: number): HistogramModel | null {
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last) return null;
  const max = Math.max(0, ...bins.map((b) => b.count));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);

  const bars = bins.map((b) => ({
    // A bin with salaries stays visible however few.
    height: b.count <= 0 ? 0 : Math.max(1, round((b.count / top) * 100)),
    count: b.count,
    range: `${formatCompact(b.from, cc)}–${formatCompact(b.to, cc)}`,
    countText: groupDigits(b.count),
  }));
  const ticks: HistogramModel['ticks'] = [];
  for (let v = top; v >= 0; v -= step) ticks.push({ label: groupDigits(v), y: round(((top - v) / top) * 100) });

  const span = last.to - first.from;
  const edgeValue = (e: number) => (e < bins.length ? bins[e]!.from : last.to);
  const axis = axisEdges(bins.length).map((e) => ({ label: formatCompact(edgeValue(e), cc), x: round((e / bins.length) * 100) }));

  const medianX = span > 0 ? round(((median - first.from) / span) * 100) : null;
  const markedMedian =
    medianX !== null && medianX >= 0 && medianX <= 100
      ? { x: medianX, label: `Median ${formatCompact(median, cc)}`, side: medianX > 60 ? ('left' as const) : ('right' as const) }
      : null;

  const total = bins.reduce((n, b) => n + b.count, 0);
  const peak = bins.reduce((a, b) => (b.count > a.count ? b : a), first);
  const summary =
    `${countLabel(total)} from ${formatCompact(first.from, cc)} to ${formatCompact(last.to, cc)}. ` +
    `The most, ${groupDigits(peak.count)}, between ${formatCompact(peak.from, cc)} and ${formatCompact(peak.to, cc)}; ` +
    `the median is ${formatCompact(median, cc)}.`;
  return { bars, ticks, axis, median: markedMedian, summary };
}
