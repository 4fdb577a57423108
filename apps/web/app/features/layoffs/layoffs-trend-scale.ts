/** The trend chart's axes (components/layoffs-trend.tsx). */

const STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** A round top for the value axis at or above `n`, so the tallest bar fills most of the height. */
export function axisTop(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  return STEPS.map((m) => m * power).find((top) => top >= n)!;
}

/**
 * The years the time axis names, each at its January's share of the months shown: every year, or
 * every 2nd or 5th when the months span many years, so labels never crowd a phone's width.
 */
export function yearTicks(months: readonly { month: string }[]): { year: number; at: number }[] {
  if (months.length === 0) return [];
  const first = Number(months[0]!.month.slice(0, 4));
  const last = Number(months.at(-1)!.month.slice(0, 4));
  const step = last - first < 8 ? 1 : last - first < 16 ? 2 : 5;
  return months.flatMap((m, i) => {
    const year = Number(m.month.slice(0, 4));
    return m.month.endsWith('-01') && year % step === 0 ? [{ year, at: i / months.length }] : [];
  });
}
