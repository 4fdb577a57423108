import { US_STATES } from '@paysight/contract/core';
import type { api } from '@paysight/contract';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import atlas from 'us-atlas/states-albers-10m.json';
import { fillOf } from '../layoffs-map-scale';
import type { LayoffMeasure } from '../layoffs-query';
import { formatCount } from '../layoffs-text';
import classes from './layoffs.module.css';

// us-atlas's states, already projected (Albers USA) to a 975 × 610 box: the path needs no projection.
type Topology = Parameters<typeof feature>[0];
const topology = atlas as unknown as Topology & { objects: { states: Parameters<typeof feature>[1] } };
const collection = feature(topology, topology.objects.states);
const shapes = 'features' in collection ? collection.features : [collection];
const draw = geoPath();
const codeOfFips = new Map<string, string>(US_STATES.map((s) => [s.fips, s.code]));

/** What a state's shape says to a screen reader and in its tooltip. */
export function stateLabel(s: api.LayoffStateFigures) {
  return s.noDataReason
    ? `${s.name}: no data. ${s.noDataReason}`
    : `${s.name}: ${formatCount(s.notices)} notices, ${formatCount(s.jobs)} jobs`;
}

/**
 * The US map coloured by notices or jobs (loaded lazily by LayoffsMap, with d3-geo, topojson-client
 * and the us-atlas file). A state with notices links to the list filtered to it; one without is
 * greyed, its title saying why.
 */
export default function UsMapSvg({
  states,
  measure,
  max,
  selected,
  hrefOf,
}: {
  states: api.LayoffStateFigures[];
  measure: LayoffMeasure;
  max: number;
  selected: string | undefined;
  hrefOf: (code: string) => string;
}) {
  const byCode = new Map(states.map((s) => [s.code, s]));
  return (
    <svg viewBox="0 0 975 610" aria-labelledby="layoffs-map-title" data-testid="layoffs-map-svg">
      <title id="layoffs-map-title">{`Map of US states coloured by WARN ${measure}`}</title>
      {shapes.map((f) => {
        const code = codeOfFips.get(String(f.id));
        const s = code ? byCode.get(code) : undefined;
        const d = draw(f);
        if (!s || !d) return null;
        const label = stateLabel(s);
        const shape = (
          <path
            d={d}
            className={classes.state}
            style={{ fill: fillOf(s, measure, max) }}
            data-state={s.code}
            data-selected={selected === s.code || undefined}
          >
            <title>{label}</title>
          </path>
        );
        return s.noDataReason ? (
          <g key={s.code}>{shape}</g>
        ) : (
          <a key={s.code} href={hrefOf(s.code)} aria-label={label}>
            {shape}
          </a>
        );
      })}
    </svg>
  );
}
