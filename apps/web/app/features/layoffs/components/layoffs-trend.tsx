import type { api } from '@paysight/contract';
import { lazy, Suspense } from 'react';
import salary from '~/features/salary/components/salary.module.css';
import { useSeen } from '~/lib/use-seen';
import blocks from '~/shell/page-blocks.module.css';
import type { LayoffMeasure } from '../layoffs-query';
import { formatCount, formatMonth } from '../layoffs-text';
import classes from './layoffs.module.css';

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
      <details className={salary.chartTable}>
        <summary>The trend as a table (by year)</summary>
        <div className={salary.scroll}>
          <table className={salary.table} data-testid="layoffs-years">
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col" className={blocks.num}>
                  Notices
                </th>
                <th scope="col" className={blocks.num}>
                  Jobs
                </th>
              </tr>
            </thead>
            <tbody>
              {byYear(trend).map(([year, t]) => (
                <tr key={year}>
                  <th scope="row">{year}</th>
                  <td className={blocks.num}>{formatCount(t.notices)}</td>
                  <td className={blocks.num}>{formatCount(t.jobs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
