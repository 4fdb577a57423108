/**
 * Percentiles computed in the tests, independently of SQL: linear interpolation between closest
 * ranks, the method percentile_cont uses (docs/decisions/008-salary-aggregates.md).
 */
export function percentile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** The median as the API returns it: rounded to the currency's unit. */
export const median = (values: number[]) => Math.round(percentile(values, 0.5));
