/**
 * Talent-flow aggregation (ADR 028): moves grouped by the other company, with the privacy floor.
 * - a flow is shown only with at least `minSlice` people (each person counted once per flow);
 * - a median is shown only over at least `minSlice` values (else null);
 * - the people of the hidden flows are summed into `otherCount`, shown only when that sum is
 *   itself at least `minSlice` (else null: left out);
 * - a flow's top titles are those taken by at least `minSlice` of its people (at most 3).
 * Medians interpolate between the two middle values, as percentile_cont(0.5) on the salary pages.
 */

export interface FlowInput {
  personId: number;
  otherId: number;
  months: number;
  /** Pay change in percent (moves) or pay (first jobs); null when not known. */
  value: number | null;
  titleId: number;
  isDemo: boolean;
}

export interface FlowGroup {
  otherId: number;
  count: number;
  medianMonths: number;
  /** Median of the known values; null when fewer than minSlice are known. */
  medianValue: number | null;
  valueCount: number;
  topTitles: { titleId: number; count: number }[];
}

export interface FlowSummary {
  flows: FlowGroup[];
  otherCount: number | null;
  /** Any person behind a shown figure (a flow, or the other count) is a demo person. */
  isDemo: boolean;
}

const TOP_TITLES = 3;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  const lo = sorted[Math.floor(mid)]!;
  const hi = sorted[Math.ceil(mid)]!;
  return lo + (hi - lo) * (mid - Math.floor(mid));
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Group moves by the other company. When one person made several moves to the same company
 * (a boomerang), they count once, and each of their moves counts in the medians.
 */
export function summariseFlows(moves: readonly FlowInput[], minSlice: number, round: (v: number) => number = round1): FlowSummary {
  const groups = new Map<number, FlowInput[]>();
  for (const m of moves) {
    const list = groups.get(m.otherId);
    if (list) list.push(m);
    else groups.set(m.otherId, [m]);
  }
  const flows: FlowGroup[] = [];
  const hiddenPeople = new Set<number>();
  let isDemo = false;
  for (const [otherId, list] of groups) {
    const people = new Set(list.map((m) => m.personId));
    if (people.size < minSlice) {
      for (const p of people) hiddenPeople.add(p);
      continue;
    }
    isDemo ||= list.some((m) => m.isDemo);
    const values = list.flatMap((m) => (m.value === null ? [] : [m.value]));
    const titlePeople = new Map<number, Set<number>>();
    for (const m of list) {
      const set = titlePeople.get(m.titleId) ?? new Set<number>();
      set.add(m.personId);
      titlePeople.set(m.titleId, set);
    }
    flows.push({
      otherId,
      count: people.size,
      medianMonths: round1(median(list.map((m) => m.months))),
      medianValue: values.length >= minSlice ? round(median(values)) : null,
      valueCount: values.length,
      topTitles: [...titlePeople]
        .map(([titleId, set]) => ({ titleId, count: set.size }))
        .filter((t) => t.count >= minSlice)
        .sort((a, b) => b.count - a.count || a.titleId - b.titleId)
        .slice(0, TOP_TITLES),
    });
  }
  flows.sort((a, b) => b.count - a.count || a.otherId - b.otherId);
  const otherCount = hiddenPeople.size >= minSlice ? hiddenPeople.size : null;
  if (otherCount !== null) isDemo ||= moves.some((m) => hiddenPeople.has(m.personId) && m.isDemo);
  return { flows, otherCount, isDemo };
}
