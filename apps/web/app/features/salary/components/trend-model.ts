import { formatCompact, type CountryCode } from '@paysight/contract/core';
import { formatMonth } from '../salary-text';

/** The trend call's answer, as the page needs it (api.SalaryTrends). */
export interface TrendInput {
  currency: 'INR' | 'USD';
  title: { name: string } | null;
  company: { name: string } | null;
  location: { name: string } | null;
  interval: 'month' | 'quarter';
  months: Array<{ month: string; count: number | null; median: number | null }>;
  change: { from: string; to: string; percent: number } | null;
}

export interface TrendPoint {
  /** "Jun 2025" or "Q2 2025". */
  label: string;
  median: number;
  count: number;
  /** Position in the plot, in percent of its width and height (0 at the top). */
  x: number;
  y: number;
}

export interface TrendModel {
  cc: CountryCode;
  interval: 'month' | 'quarter';
  /** Only points with a figure (MIN_SLICE records or more); the periods between have none. */
  points: TrendPoint[];
  /** SVG path data in a 100 × 100 box: solid between neighbouring periods, dashed across a gap. */
  solid: string;
  dashed: string;
  /** Gridlines: value and position (percent from the top). */
  ticks: Array<{ label: string; y: number }>;
  /** The first, middle and last period's names, under the plot. */
  axis: string[];
  /** One sentence a screen reader (and everyone) gets instead of the drawing. */
  summary: string;
  /** Whose pay: "Software Engineer salaries at Google in Bengaluru". */
  scope: string;
}

/** "2025-04" → "Q2 2025" for a quarter, "Apr 2025" for a month. */
export function periodLabel(month: string, interval: 'month' | 'quarter'): string {
  if (interval === 'month') return formatMonth(month);
  const [y, m] = month.split('-').map(Number);
  return `Q${Math.floor((m! - 1) / 3) + 1} ${y}`;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Lays out pay over time once (in the loader), so the page draws it as plain SVG and HTML without
 * a chart library. Null when fewer than two periods have a figure: a line needs two points.
 */
export function trendModel(trend: TrendInput): TrendModel | null {
  const cc: CountryCode = trend.currency === 'INR' ? 'in' : 'us';
  const periods = trend.months;
  const shown = periods.flatMap((p, i) => (p.median !== null && p.count !== null ? [{ ...p, i, median: p.median, count: p.count }] : []));
  if (shown.length < 2) return null;

  const values = shown.map((p) => p.median);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  // Room above and below the line; a flat line sits in the middle.
  const pad = hi > lo ? (hi - lo) * 0.15 : Math.max(hi * 0.1, 1);
  const min = lo - pad;
  const max = hi + pad;
  const xOf = (i: number) => (periods.length === 1 ? 50 : round((i / (periods.length - 1)) * 100));
  const yOf = (v: number) => round(((max - v) / (max - min)) * 100);

  const points = shown.map((p) => ({
    label: periodLabel(p.month, trend.interval),
    median: p.median,
    count: p.count,
    x: xOf(p.i),
    y: yOf(p.median),
  }));
  let solid = '';
  let dashed = '';
  for (let k = 1; k < shown.length; k++) {
    const a = points[k - 1]!;
    const b = points[k]!;
    const segment = `M${a.x} ${a.y}L${b.x} ${b.y}`;
    if (shown[k]!.i === shown[k - 1]!.i + 1) solid += segment;
    else dashed += segment;
  }

  const ticks = [hi, (hi + lo) / 2, lo]
    .filter((v, i, all) => all.indexOf(v) === i)
    .map((v) => ({ label: formatCompact(v, cc), y: yOf(v) }));
  const first = periods[0]!;
  const middle = periods[Math.floor((periods.length - 1) / 2)]!;
  const last = periods.at(-1)!;
  const axis = [first, middle, last].map((p) => periodLabel(p.month, trend.interval));

  const unit = trend.interval === 'month' ? 'month' : 'quarter';
  const a = points[0]!;
  const b = points.at(-1)!;
  const change = trend.change ? ` (${trend.change.percent > 0 ? '+' : ''}${trend.change.percent}%)` : '';
  const missing = periods.length - shown.length;
  const summary =
    `Median yearly total by ${unit}: ${formatCompact(a.median, cc)} in ${a.label}, ${formatCompact(b.median, cc)} in ${b.label}${change}.` +
    (missing > 0 ? ` ${missing} of ${periods.length} ${unit}s had too few salaries to show.` : '');
  const scope =
    `${trend.title ? `${trend.title.name} salaries` : 'salaries'}` +
    (trend.company ? ` at ${trend.company.name}` : '') +
    (trend.location ? ` in ${trend.location.name}` : '');
  return { cc, interval: trend.interval, points, solid, dashed, ticks, axis, summary, scope };
}
