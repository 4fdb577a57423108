import type { api } from '@paysight/contract';
import { lazy, Suspense } from 'react';
import { useSeen } from '~/lib/use-seen';
import { FigureCells, FigureHeads } from '~/shell/figure-cells';
import blocks from '~/shell/page-blocks.module.css';
import { MAP_SHADES, NO_DATA_FILL, NONE_MATCHING_FILL, shadeFloors } from '../layoffs-map-scale';
import { layoffsHref, type LayoffsQuery } from '../layoffs-query';
import { formatCount } from '../layoffs-text';
import classes from './layoffs.module.css';
import { TableDetails } from './table-details';

// The map (d3-geo, topojson-client and the us-atlas file) loads when it comes into view: it is not
// in the page's first JavaScript.
const UsMapSvg = lazy(() => import('./us-map-svg'));

/** Why states have no notices, each reason with the states it applies to. */
function reasonsOf(states: api.LayoffStateFigures[]) {
  const by = new Map<string, string[]>();
  for (const s of states) if (s.noDataReason) by.set(s.noDataReason, [...(by.get(s.noDataReason) ?? []), s.name]);
  return [...by.entries()];
}

/** The US map coloured by notices or jobs, its legend (the greyed states' reasons in it), and the same figures as a table. */
export function LayoffsMap({ map, query }: { map: api.LayoffMap; query: LayoffsQuery }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const measure = map.measure;
  const floors = shadeFloors(map.max);
  const reasons = reasonsOf(map.states);
  const standIn = <p>The map draws here; the table below gives every state&apos;s figures.</p>;
  return (
    <>
      <div ref={ref} className={classes.map} data-testid="layoffs-map">
        <div className={classes.mapInner}>
          {seen ? (
            <Suspense fallback={standIn}>
              <UsMapSvg
                states={map.states}
                measure={measure}
                max={map.max}
                selected={query.state}
                hrefOf={(code) => layoffsHref(query, { state: code as LayoffsQuery['state'], page: 1 })}
              />
            </Suspense>
          ) : (
            standIn
          )}
        </div>
      </div>
      <ul className={classes.legend} aria-label="Map legend" data-testid="layoffs-map-legend">
        <li>
          <span className={classes.swatch} style={{ background: NONE_MATCHING_FILL }} aria-hidden="true" />0 {measure}
        </li>
        {map.max > 0 &&
          MAP_SHADES.map((shade, i) => (
            <li key={shade}>
              <span className={classes.swatch} style={{ background: shade }} aria-hidden="true" />
              {formatCount(floors[i]!)}
              {i === MAP_SHADES.length - 1 ? `–${formatCount(map.max)}` : '+'}
            </li>
          ))}
        {reasons.map(([reason, names]) => (
          <li key={reason} title={names.join(', ')}>
            <span className={classes.swatch} style={{ background: NO_DATA_FILL }} aria-hidden="true" />
            No data ({names.length} {names.length === 1 ? 'state' : 'states'}): {reason}
          </li>
        ))}
      </ul>
      <TableDetails summary="The map as a table" testId="layoffs-states">
        <caption className={blocks.srOnly}>WARN notices and jobs by state</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <FigureHeads names={['Notices', 'Jobs']} />
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {map.states.map((s) => (
            <tr key={s.code} data-state={s.code}>
              <th scope="row">{s.name}</th>
              <FigureCells values={s.noDataReason ? ['—', '—'] : [formatCount(s.notices), formatCount(s.jobs)]} />
              <td className={classes.kind}>{s.noDataReason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </TableDetails>
    </>
  );
}
