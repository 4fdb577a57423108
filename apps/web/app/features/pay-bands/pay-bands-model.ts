import type { api } from '@paysight/contract';

/**
 * A version's bands as the screen lays them out: one section per job family × location (in the
 * plan's order), each with a row per level, the progression to the next level present, the width,
 * the market figures behind it (from the benchmark the loader ran for the same peer group, date and
 * cells), and the findings that point at it.
 */

export interface MarketFigure {
  /** The cell's p50 and the target percentile of the plan's metric; null while the cell is hidden. */
  p50: number | null;
  target: number | null;
  /** Why the cell is hidden. */
  hidden: string | null;
}

export interface BandRow {
  band: api.PayBand;
  anchor: string;
  width: number;
  /** mid(next level) ÷ mid − 1; null on the top level of the section. */
  progressionToNext: number | null;
  nextLevel: number | null;
  market: MarketFigure | null;
  /** Indexes (in the version's findings) of the findings that name this level. */
  findings: number[];
}

export interface BandSection {
  key: string;
  family: { slug: string; name: string };
  location: string;
  /** The factor the location's bands were built with, and where it came from. */
  differential: api.PayBandVersion['differentials'][number] | null;
  rows: BandRow[];
}

/** An id for a level's row (a finding links to it). */
export const bandAnchor = (family: string, location: string, level: number) =>
  `band-${family}-${location.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${level}`;

export const sectionKey = (family: string, location: string) => `${family}|${location.toLowerCase()}`;

const marketKey = (family: string, level: number, location: string) => `${family}|${level}|${location.toLowerCase()}`;

/** The benchmark's cells as market figures by family, level and location. */
export function marketFigures(cells: readonly api.BenchmarkCell[], metric: 'base' | 'total', target: number): Map<string, MarketFigure> {
  const out = new Map<string, MarketFigure>();
  for (const c of cells) {
    const p = c.shown ? c[metric] : null;
    const key = `p${target}` as keyof NonNullable<typeof p>;
    out.set(marketKey(c.family.slug, c.level, c.location), {
      p50: p ? p.p50 : null,
      target: p ? (p[key] ?? null) : null,
      hidden: c.hidden?.message ?? null,
    });
  }
  return out;
}

export function bandSections(version: api.PayBandVersion, market: Map<string, MarketFigure> | null): BandSection[] {
  const sections = new Map<string, BandSection>();
  for (const band of version.bands) {
    const key = sectionKey(band.family.slug, band.location);
    let section = sections.get(key);
    if (!section) {
      section = {
        key,
        family: band.family,
        location: band.location,
        differential:
          version.differentials.find((d) => d.family === band.family.slug && d.location.toLowerCase() === band.location.toLowerCase()) ??
          null,
        rows: [],
      };
      sections.set(key, section);
    }
    section.rows.push({
      band,
      anchor: bandAnchor(band.family.slug, band.location, band.level),
      width: band.max / band.min - 1,
      progressionToNext: null,
      nextLevel: null,
      market: market?.get(marketKey(band.family.slug, band.level, band.location)) ?? null,
      findings: [],
    });
  }
  for (const section of sections.values()) {
    section.rows.sort((a, b) => a.band.level - b.band.level);
    section.rows.forEach((row, i) => {
      const next = section.rows[i + 1];
      if (next) {
        row.progressionToNext = next.band.mid / row.band.mid - 1;
        row.nextLevel = next.band.level;
      }
    });
  }
  version.findings.forEach((f, i) => {
    const section = sections.get(sectionKey(f.family, f.location));
    for (const row of section?.rows ?? []) if (f.levels.includes(row.band.level)) row.findings.push(i);
  });
  return [...sections.values()];
}

/** Where a finding points: the first of its levels' rows (the lower level of a pair). */
export const findingAnchor = (f: api.PayBandFinding) => bandAnchor(f.family, f.location, f.levels[0] ?? 1);

/** The chart's points: each band floats from min to max, split at mid (so an inverted mid shows as a lower split). */
export function chartPoints(rows: readonly BandRow[]) {
  return rows.map((r) => ({
    level: `L${r.band.level}`,
    offset: r.band.min,
    'min to mid': r.band.mid - r.band.min,
    'mid to max': r.band.max - r.band.mid,
  }));
}

/** The comparison of one family × location across the scenarios: a row per level, each scenario's band. */
export interface ScenarioTable {
  key: string;
  family: { slug: string; name: string };
  location: string;
  rows: {
    level: number;
    levelName: string;
    /** One per scenario, in order; null where that scenario has no band at the level. */
    cells: ({ min: number; mid: number; max: number; source: api.PayBand['source']; midChange: number | null } | null)[];
  }[];
}

export function scenarioTables(data: api.PayBandScenarios): ScenarioTable[] {
  const tables = new Map<string, ScenarioTable>();
  const labels = data.scenarios.map((s) => s.label);
  data.scenarios.forEach((scenario, si) => {
    for (const b of scenario.bands) {
      const key = sectionKey(b.family.slug, b.location);
      let table = tables.get(key);
      if (!table) {
        table = { key, family: b.family, location: b.location, rows: [] };
        tables.set(key, table);
      }
      let row = table.rows.find((r) => r.level === b.level);
      if (!row) {
        row = { level: b.level, levelName: b.levelName, cells: labels.map(() => null) };
        table.rows.push(row);
      }
      row.cells[si] = { min: b.min, mid: b.mid, max: b.max, source: b.source, midChange: null };
    }
  });
  // The API's change of each later scenario's mid against the first's.
  for (const c of data.comparisons) {
    const si = labels.indexOf(c.against);
    const table = tables.get(sectionKey(c.family, c.location));
    if (si < 1 || !table) continue;
    for (const l of c.levels) {
      const cell = table.rows.find((r) => r.level === l.level)?.cells[si];
      if (cell) cell.midChange = l.midChange;
    }
  }
  for (const t of tables.values()) t.rows.sort((a, b) => a.level - b.level);
  return [...tables.values()];
}
