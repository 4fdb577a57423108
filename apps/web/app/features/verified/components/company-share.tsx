import { lazy, Suspense } from 'react';
import blocks from '~/shell/page-blocks.module.css';
import { FigureCells, FigureHeads } from '~/shell/figure-cells';
import { countryName } from '~/features/salary/salary-text';
import { useSeen } from '~/lib/use-seen';
import { formatCount, formatShare, type VerifiedStats } from '../verified-text';
import classes from '../verified.module.css';
import { ScrollTable } from '~/features/salary/components/scroll-table';

// The chart library (recharts) loads when the chart comes into view: it is not in the page's first
// JavaScript, and drawing it does not block the page's first seconds.
const CompanyShareChart = lazy(() => import('./company-share-chart'));

export type CompanyRow = VerifiedStats['companies'][number];

/** The server-rendered bars (and the stand-in while the chart loads): each company's verified share. */
function ShareBars({ rows }: { rows: CompanyRow[] }) {
  return (
    <ul className={classes.bars} aria-hidden="true">
      {rows.map((row) => (
        <li key={row.company.slug} className={classes.barRow}>
          <span className={classes.barName}>{row.company.name}</span>
          <span className={classes.barTrack}>
            <span className={classes.barFill} style={{ width: `${Math.min(100, row.share * 100)}%` }} />
          </span>
          <span className={classes.barValue}>{formatShare(row.share)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Companies with the most verified salaries: a table, and a bar chart of the verified share. */
export function CompanyShare({ stats }: { stats: VerifiedStats }) {
  const [chartRef, seen] = useSeen<HTMLDivElement>();
  const rows = stats.companies;
  if (rows.length === 0) {
    return (
      <p className={blocks.sectionNote} data-testid="verified-companies-empty">
        No company has enough salaries in {countryName(stats.countryCode)} yet.
      </p>
    );
  }
  const bars = <ShareBars rows={rows} />;
  return (
    <div className={`${blocks.columns} ${classes.shareGrid}`}>
      <ScrollTable
        testId="verified-companies"
        head={
          <>
            <th scope="col">Company</th>
            <FigureHeads names={['Salaries', 'Verified', 'Share']} />
          </>
        }
      >
        {rows.map((row) => (
          <tr key={row.company.slug}>
            <th scope="row" className={blocks.strong} style={{ whiteSpace: 'normal' }}>
              {row.company.name}
            </th>
            <FigureCells values={[formatCount(row.records), formatCount(row.verified), formatShare(row.share)]} />
          </tr>
        ))}
      </ScrollTable>
      {/* A fixed height: the chart replaces the bars without moving anything. */}
      <div
        ref={chartRef}
        className={classes.chart}
        style={{ height: `${Math.max(160, rows.length * 28 + 40)}px` }}
        data-testid="verified-chart"
      >
        <div className={classes.chartInner}>
          {seen ? (
            <Suspense fallback={bars}>
              <CompanyShareChart rows={rows} />
            </Suspense>
          ) : (
            bars
          )}
        </div>
      </div>
    </div>
  );
}
