import type { api } from '@paysight/contract';
import { FigureCells, FigureHeads } from '~/shell/figure-cells';
import blocks from '~/shell/page-blocks.module.css';
import type { LayoffMeasure } from '../layoffs-query';
import { formatCount, formatMonth } from '../layoffs-text';
import { axisTop, yearTicks } from '../layoffs-trend-scale';
import classes from './layoffs.module.css';
import { TableDetails } from './table-details';

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

/**
 * Notices or jobs by month as a bar chart drawn by the server (HTML and CSS, no chart library: it is
 * on screen at once on a phone, and hundreds of months cost the page nothing to hydrate), each bar
 * naming its month and figure on hover; the years as a table.
 */
export function LayoffsTrend({ trend, measure }: { trend: api.LayoffMonth[]; measure: LayoffMeasure }) {
  if (trend.length === 0) return <p className={blocks.sectionNote}>No dated notices match these filters.</p>;
  const word = measure === 'jobs' ? 'jobs' : 'notices';
  const peak = trend.reduce((top, m) => (m[measure] > top[measure] ? m : top));
  const top = axisTop(peak[measure]);
  const first = trend[0]!.month;
  const last = trend.at(-1)!.month;
  // Bars stay apart while there is room; hundreds of months touch, as an area would.
  const gap = trend.length > 80 ? 0 : trend.length > 40 ? 1 : 2;
  return (
    <>
      <p className={blocks.sectionNote}>
        {measure === 'jobs' ? 'Jobs' : 'Notices'} by month of notice, {formatMonth(first)} to {formatMonth(last)}.
      </p>
      <figure
        className={classes.trendChart}
        role="img"
        aria-label={`${measure === 'jobs' ? 'Jobs' : 'Notices'} by month, ${formatMonth(first)} to ${formatMonth(last)}; the most in ${formatMonth(peak.month)}: ${formatCount(peak[measure])} ${word}`}
        data-testid="layoffs-trend"
      >
        <div className={classes.valueAxis}>
          <span>{formatCount(top)}</span>
          <span>{Number.isInteger(top / 2) ? formatCount(top / 2) : ''}</span>
          <span>0</span>
        </div>
        <div className={classes.plot}>
          <div className={classes.bars} style={{ gap }}>
            {trend.map((m) => (
              <span
                key={m.month}
                className={classes.bar}
                style={{ height: `${(m[measure] / top) * 100}%` }}
                title={`${formatMonth(m.month)}: ${formatCount(m[measure])} ${word}`}
              />
            ))}
          </div>
        </div>
        <div className={classes.timeAxis}>
          {yearTicks(trend).map((t) => (
            <span key={t.year} style={{ left: `${t.at * 100}%` }}>
              {t.year}
            </span>
          ))}
        </div>
      </figure>
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
