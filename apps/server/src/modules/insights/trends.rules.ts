/** Pure rules of GET /salary-trends: which periods a window holds, and how interval auto chooses. */

/** The calendar quarters (keyed by their first month) that hold the months of `window`, oldest first. */
export function quarterWindow(window: string[]): string[] {
  const starts = window.map((month) => {
    const [y, m] = month.split('-').map(Number);
    return `${y}-${String(Math.floor((m! - 1) / 3) * 3 + 1).padStart(2, '0')}`;
  });
  return [...new Set(starts)];
}

/** A month's median moves a lot with fewer records than this: interval auto then draws quarters. */
export const STEADY_MONTH = 30;

/**
 * Interval auto: by month when at least half the window's months hold STEADY_MONTH records (and
 * so reach MIN_SLICE); else by quarter, which pools three months into one steadier point.
 */
export function autoInterval(months: Array<{ count: number | null }>): 'month' | 'quarter' {
  const steady = months.filter((m) => m.count !== null && m.count >= STEADY_MONTH).length;
  return steady * 2 >= months.length ? 'month' : 'quarter';
}
