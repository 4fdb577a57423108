import type { api } from '@paysight/contract';
import { lazy, Suspense } from 'react';
import { useSeen } from '~/lib/use-seen';
import { FigureCells, FigureHeads } from '~/shell/figure-cells';
import blocks from '~/shell/page-blocks.module.css';
import type { LayoffMeasure } from '../layoffs-query';
import { formatCount, formatMonth } from '../layoffs-text';
import classes from './layoffs.module.css';
import { TableDetails } from './table-details';

// The chart library (recharts) loads when the chart comes into view, as on /verified.
const LayoffsTrendChart = lazy(() => import('./layoffs-trend-chart'));

/** Months summed by year, for the table (a month per row would be hundreds). */
function byYear(trend: api.LayoffMonth[]) {
  const years = new Map<string, { notices: number; jobs: number }>();
  for (const m of trend) {
    const y = m.month.slice(0, 4);
    const t = years.get(y) ?? { notices: 0, jobs: 0 };
    years.set(y, { notices: t.notices + m.notices, jobs: t.jobs + m.jobs });
  }
  return [...years.entries()].reverse();
}

/** Notices or jobs by month: a chart once seen, server-rendered bars until then, and the years as a table. */
export function LayoffsTrend({ trend, measure }: { trend: api.LayoffMonth[]; measure: LayoffMeasure }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  if (trend.length === 0) return <p className={blocks.sectionNote}>No dated notices match these filters.</p>;
  const max = Math.max(1, ...trend.map((m) => m[measure]));
  const bars = (
    <div className={classes.bars} aria-hidden="true">
      {trend.map((m) => (
        <span key={m.month} className={classes.bar} style={{ height: `${(m[measure] / max) * 100}%` }} title={formatMonth(m.month)} />
      ))}
    </div>
  );
  const first = trend[0]!.month;
  const last = trend.at(-1)!.month;
  return (
    <>
      <p className={blocks.sectionNote}>
        {measure === 'jobs' ? 'Jobs' : 'Notices'} by month of notice, {formatMonth(first)} to {formatMonth(last)}.
      </p>
      <div ref={ref} className={classes.chart} data-testid="layoffs-trend">
        {seen ? (
          <Suspense fallback={bars}>
            <LayoffsTrendChart trend={trend} measure={measure} />
          </Suspense>
        ) : (
          bars
        )}
      </div>
      <TableDetails summary="The trend as a table (by year)" testId="layoffs-years">
        <thead>
          <tr>
            <th scope="col">Year</th>
            <FigureHeads names={['Notices', 'Jobs']} />
          </tr>
        </thead>
        <tbody>
          {byYear(trend).map(([year, t]) => (
            <tr key={year}>
              <th scope="row">{year}</th>
              <FigureCells values={[formatCount(t.notices), formatCount(t.jobs)]} />
            </tr>
          ))}
        </tbody>
      </TableDetails>
    </>
  );
}
