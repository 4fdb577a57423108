/**
 * Where the percentile labels under a bar go (the salary page's bars, computed in its loader, and
 * the offers page's): apart from bar-geometry.ts so pages that draw no labels never load it.
 */

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * Where the labels under a bar go: each as near its marker as it can be, in order, at least
 * `gap` apart (a label's width, in percent of the track) and wholly on the track. Crowded labels
 * share the room around their markers (a least-squares fit per crowd), so they spread evenly only
 * when every marker is crowded. `markers` in percent of the track, ascending.
 */
export function labelPositions(markers: readonly number[], gap: number): number[] {
  const n = markers.length;
  if (n === 0) return [];
  // Never wider than the track allows.
  const g = Math.min(gap, 100 / n);
  const lo = g / 2;
  const hi = 100 - g / 2;
  // Runs of labels set `g` apart: the first's position, and the markers they stand for.
  const runs: Array<{ first: number; from: number; to: number }> = [];
  const fit = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += markers[i]! - (i - from) * g;
    return Math.min(Math.max(sum / (to - from), lo), hi - (to - from - 1) * g);
  };
  for (let i = 0; i < n; i++) {
    runs.push({ first: fit(i, i + 1), from: i, to: i + 1 });
    // Merge with the run before while they overlap.
    while (runs.length > 1) {
      const b = runs[runs.length - 1]!;
      const a = runs[runs.length - 2]!;
      if (a.first + (a.to - a.from) * g <= b.first + 1e-9) break;
      runs.splice(-2, 2, { first: fit(a.from, b.to), from: a.from, to: b.to });
    }
  }
  return runs.flatMap((r) => Array.from({ length: r.to - r.from }, (_, k) => round(r.first + k * g)));
}

/**
 * A label's width in percent of the track, for a track under 300px, from 300px and from 440px
 * (a label is about 56px wide). CSS picks the layout for the track's width with a container query
 * (salary.module.css .marks), so nothing is measured in the browser.
 */
export const LABEL_GAPS = [20, 18, 12.5] as const;

export interface PercentileLabel {
  key: string;
  /** "10th", "Median" … */
  label: string;
  /** The figure, formatted. */
  value: string;
  /** Where its marker is on the track, in percent. */
  at: number;
}

/** A label with its place under the track for each width: small, medium, wide. */
export interface PlacedLabel extends PercentileLabel {
  place: [number, number, number];
}

/** Each label's place for every track width (labels in the order of their markers). */
export function placeLabels(labels: readonly PercentileLabel[]): PlacedLabel[] {
  const markers = labels.map((l) => l.at);
  const [small, medium, wide] = LABEL_GAPS.map((gap) => labelPositions(markers, gap));
  return labels.map((l, i) => ({ ...l, place: [small![i]!, medium![i]!, wide![i]!] }));
}
