import { useMounted } from '@mantine/hooks';
import { formatCompact, type CountryCode } from '@paysight/contract/core';
import { lazy, Suspense } from 'react';
import { moneyCountry, viewText, type SalaryStats } from '../salary-text';
import classes from './salary.module.css';

// The chart library (recharts) loads after the page is up: it is not in the page's first JS.
const DistributionChart = lazy(() => import('./distribution-chart'));

export type Bin = SalaryStats['histogram'][number];

/** The server-rendered histogram (and the stand-in while the chart loads): CSS columns. */
function HistogramColumns({ bins, heights, cc }: { bins: Bin[]; heights: number[]; cc: CountryCode }) {
  const first = bins[0];
  const last = bins.at(-1);
  const middle = bins[Math.floor(bins.length / 2)];
  return (
    <div className={classes.histogram}>
      <ul className={classes.columns} aria-label="Salaries by total pay">
        {bins.map((bin, i) => (
          <li key={bin.from} className={classes.column} title={`${formatCompact(bin.from, cc)}–${formatCompact(bin.to, cc)}: ${bin.count}`}>
            <span className={classes.columnCount}>{bin.count > 0 ? bin.count : ''}</span>
            <span className={classes.columnBar} style={{ height: `${heights[i]}%` }} />
            <span className={classes.srOnly}>
              {formatCompact(bin.from, cc)} to {formatCompact(bin.to, cc)}: {bin.count}
            </span>
          </li>
        ))}
      </ul>
      {first && last && middle && (
        <div className={classes.axis} aria-hidden="true">
          <span>{formatCompact(first.from, cc)}</span>
          <span>{formatCompact(middle.from, cc)}</span>
          <span>{formatCompact(last.to, cc)}</span>
        </div>
      )}
    </div>
  );
}

/** How total pay spreads: CSS columns before JavaScript (heights from figures-model.ts), the bar chart once mounted. */
export function Distribution({ stats, heights }: { stats: SalaryStats; heights: number[] }) {
  const mounted = useMounted();
  const cc = moneyCountry(stats.currency);
  const columns = <HistogramColumns bins={stats.histogram} heights={heights} cc={cc} />;
  return (
    <section className={`${classes.card} ${classes.chartCard}`} aria-labelledby="distribution">
      <h2 className={classes.sectionTitle} id="distribution">
        Distribution
      </h2>
      <p className={classes.sectionNote}>Number of salaries by {viewText(stats.view).perYear.toLowerCase()}.</p>
      {/* A fixed height: the chart replaces the columns without moving anything. */}
      <div className={classes.chart} data-testid="distribution">
        <div className={classes.chartInner}>
          {mounted ? (
            <Suspense fallback={columns}>
              <DistributionChart bins={stats.histogram} cc={cc} />
            </Suspense>
          ) : (
            columns
          )}
        </div>
      </div>
    </section>
  );
}
