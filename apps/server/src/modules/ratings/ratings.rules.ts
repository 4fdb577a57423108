import type { api } from '@paysight/contract';

/**
 * Company ratings under the privacy floor (contract api/ratings.ts says what is shown): pure
 * functions over one rating per member.
 */

export const ASPECTS = ['workLife', 'culture', 'growth', 'management', 'compensation'] as const satisfies readonly api.RatingAspect[];

export type Stars = Record<api.RatingAspect, number>;

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

export function averagesOf(rows: Stars[]): Stars {
  const out = {} as Stars;
  for (const a of ASPECTS) out[a] = oneDecimal(rows.reduce((s, r) => s + r[a], 0) / rows.length);
  return out;
}

/** Mean of the aspects' means, one decimal (from the unrounded means). */
export function overallOf(rows: Stars[]): number {
  const sum = ASPECTS.reduce((s, a) => s + rows.reduce((t, r) => t + r[a], 0) / rows.length, 0);
  return oneDecimal(sum / ASPECTS.length);
}

/**
 * Counts per star with every bucket that would tell about 1 to minSlice−1 raters hidden: such a
 * bucket is hidden, and while the hidden buckets together hold 1 to minSlice−1 raters (the total
 * minus the shown ones would give them away), the smallest shown non-empty bucket is hidden too.
 */
export function distributionOf(values: number[], minSlice: number): api.RatingsSummary['aspects'][number]['distribution'] {
  const counts = [1, 2, 3, 4, 5].map((stars) => ({ stars, count: values.filter((v) => v === stars).length }));
  const hidden = new Set(counts.filter((c) => c.count > 0 && c.count < minSlice).map((c) => c.stars));
  const hiddenSum = () => counts.filter((c) => hidden.has(c.stars)).reduce((s, c) => s + c.count, 0);
  while (hiddenSum() > 0 && hiddenSum() < minSlice) {
    const next = counts.filter((c) => c.count > 0 && !hidden.has(c.stars)).sort((a, b) => a.count - b.count)[0];
    if (!next) break;
    hidden.add(next.stars);
  }
  return counts.map((c) =>
    hidden.has(c.stars)
      ? { stars: c.stars, count: null, share: null }
      : { stars: c.stars, count: c.count, share: Math.round((100 * c.count) / values.length) },
  );
}

/** The summary of one rating per member (their latest), with the years' averages; null under the floor. */
export function summarize(latest: Stars[], years: Array<{ year: number; rows: Stars[] }>, minSlice: number): api.RatingsSummary | null {
  if (latest.length < minSlice) return null;
  const averages = averagesOf(latest);
  return {
    raters: latest.length,
    overall: overallOf(latest),
    aspects: ASPECTS.map((aspect) => ({
      aspect,
      average: averages[aspect],
      distribution: distributionOf(
        latest.map((r) => r[aspect]),
        minSlice,
      ),
    })),
    byYear: years
      .filter((y) => y.rows.length >= minSlice)
      .sort((a, b) => a.year - b.year)
      .map((y) => ({ year: y.year, raters: y.rows.length, overall: overallOf(y.rows), averages: averagesOf(y.rows) })),
  };
}
