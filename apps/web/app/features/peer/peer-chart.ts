import type { api } from '@paysight/contract';
import type { PayElement } from './peer-query';

/** One level of the band chart: its p25, p50 and p75, or null when the cell is hidden (a gap). */
export interface BandPoint {
  level: number;
  label: string;
  band: { p25: number; p50: number; p75: number } | null;
  /** Why the cell is hidden. */
  hidden: string | null;
}

/** The families and locations a benchmark's cells cover, in their order. */
export function chartChoices(cells: api.BenchmarkCell[]) {
  const families = new Map<string, string>();
  const locations: string[] = [];
  for (const c of cells) {
    families.set(c.family.slug, c.family.name);
    if (!locations.includes(c.location)) locations.push(c.location);
  }
  return { families: [...families].map(([slug, name]) => ({ slug, name })), locations };
}

/** One family at one location across its levels, lowest first: the shown cells' quartiles, hidden ones as gaps. */
export function bandPoints(cells: api.BenchmarkCell[], family: string, location: string, element: PayElement): BandPoint[] {
  return cells
    .filter((c) => c.family.slug === family && c.location === location)
    .sort((a, b) => a.level - b.level)
    .map((c) => {
      const p = c.shown ? c[element] : null;
      return {
        level: c.level,
        label: `L${c.level}`,
        band: p ? { p25: p.p25, p50: p.p50, p75: p.p75 } : null,
        hidden: c.shown ? null : (c.hidden?.message ?? 'Not shown'),
      };
    });
}
