import { NativeSelect } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { api } from '@paysight/contract';
import { lazy, Suspense, useState } from 'react';
import { bandPoints, chartChoices } from '../peer-chart';
import type { PayElement } from '../peer-query';
import { ELEMENT_LABELS, money } from '../peer-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './peer.module.css';

// The chart library (recharts) loads after the page is up: it is not in the page's first JS.
const BandChart = lazy(() => import('./band-chart'));

/** One family's p25–p75 bands with p50 across levels, at one location (both picked here). */
export function BandPanel({ benchmark, element }: { benchmark: api.Benchmark; element: PayElement }) {
  const mounted = useMounted();
  const choices = chartChoices(benchmark.cells);
  const [family, setFamily] = useState(choices.families[0]?.slug ?? '');
  const [location, setLocation] = useState(choices.locations[0] ?? '');
  const chosenFamily = choices.families.some((f) => f.slug === family) ? family : (choices.families[0]?.slug ?? '');
  const chosenLocation = choices.locations.includes(location) ? location : (choices.locations[0] ?? '');
  if (!chosenFamily) return null;
  const points = bandPoints(benchmark.cells, chosenFamily, chosenLocation, element);
  const familyName = choices.families.find((f) => f.slug === chosenFamily)?.name ?? chosenFamily;
  const label = `${ELEMENT_LABELS[element]} pay p25 to p75 with p50, ${familyName}, ${chosenLocation}, by level`;
  return (
    <section className={classes.panel} aria-labelledby="peer-chart-title" data-testid="band-chart">
      <h3 className={classes.panelTitle} id="peer-chart-title">
        Pay bands by level
      </h3>
      <div className={classes.row}>
        <NativeSelect
          label="Family"
          value={chosenFamily}
          onChange={(e) => setFamily(e.currentTarget.value)}
          data={choices.families.map((f) => ({ value: f.slug, label: f.name }))}
        />
        {choices.locations.length > 1 && (
          <NativeSelect
            label="Location"
            value={chosenLocation}
            onChange={(e) => setLocation(e.currentTarget.value)}
            data={choices.locations}
          />
        )}
      </div>
      <div className={classes.chart}>
        {mounted && (
          <Suspense fallback={null}>
            <BandChart points={points} currency={benchmark.currency} label={label} />
          </Suspense>
        )}
      </div>
      <p className={classes.note}>
        Each bar runs from p25 to p75; the line where its shades meet is p50.{' '}
        {points.some((p) => !p.band) ? 'Levels with no bar are hidden cells (see the table for why), not zero pay.' : ''}
      </p>
      <ul className={blocks.srOnly}>
        {points.map((p) => (
          <li key={p.level}>
            {p.label}:{' '}
            {p.band
              ? `p25 ${money(p.band.p25, benchmark.currency)}, p50 ${money(p.band.p50, benchmark.currency)}, p75 ${money(p.band.p75, benchmark.currency)}`
              : (p.hidden ?? 'hidden')}
          </li>
        ))}
      </ul>
    </section>
  );
}
