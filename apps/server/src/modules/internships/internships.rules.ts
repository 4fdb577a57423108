import type { api } from '@paysight/contract';
import { percentileOfSorted } from '../benchmarking/benchmark.rules.js';

type StipendFigures = NonNullable<api.Internships['overall']>;

/** One stipend as the figures use it. */
export interface Stipend {
  monthly: number;
  company: { name: string; slug: string };
  title: { name: string; slug: string };
  city: { name: string; slug: string } | null;
  year: number;
  isDemo: boolean;
}

/** Count, median and middle half of monthly stipends (whole currency units); null under `minSlice`. */
export function stipendFigures(values: readonly number[], minSlice: number): StipendFigures | null {
  if (values.length < minSlice) return null;
  const sorted = Float64Array.from(values).sort();
  return {
    count: values.length,
    p25: Math.round(percentileOfSorted(sorted, 0.25)),
    median: Math.round(percentileOfSorted(sorted, 0.5)),
    p75: Math.round(percentileOfSorted(sorted, 0.75)),
  };
}

/** The groups with `minSlice` stipends or more, best paid first (then by name); smaller groups are left out. */
export function stipendGroups(
  stipends: readonly Stipend[],
  groupOf: (s: Stipend) => { name: string; slug: string } | null,
  minSlice: number,
): api.StipendGroup[] {
  const groups = new Map<string, { group: { name: string; slug: string }; values: number[] }>();
  for (const s of stipends) {
    const group = groupOf(s);
    if (!group) continue;
    const entry = groups.get(group.slug) ?? { group, values: [] };
    entry.values.push(s.monthly);
    groups.set(group.slug, entry);
  }
  const out: api.StipendGroup[] = [];
  for (const { group, values } of groups.values()) {
    const figures = stipendFigures(values, minSlice);
    if (figures) out.push({ group, ...figures });
  }
  return out.sort((a, b) => b.median - a.median || a.group.name.localeCompare(b.group.name));
}
