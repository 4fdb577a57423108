import { formatCompact, groupDigits } from '@paysight/contract/core';
import { countLabel } from '../salary-text';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { FigureHeads } from '~/shell/figure-cells';
import classes from './salary.module.css';
import type { TrendModel } from './trend-model';

/**
 * Pay over time, drawn as plain SVG and HTML from a layout made in the loader (trend-model.ts): no
 * chart library, nothing to do when the page hydrates. The line is stretched to the box
 * (non-scaling strokes); points and labels are HTML, so text stays readable at any width. The
 * summary sentence and a table carry the same figures for screen readers and for anyone who wants
 * the numbers.
 */
export function PayTrend({ trend }: { trend: TrendModel }) {
  const unit = trend.interval === 'month' ? 'month' : 'quarter';
  return (
    <CardSection id="pay-over-time" title="Pay over time" testId="pay-trend">
      <p className={blocks.sectionNote}>
        Median yearly total of {trend.scope}, by {unit}, over the last two years. A {unit} with fewer than 5 salaries has no point.
      </p>
      <figure className={classes.trend}>
        <div className={classes.trendPlot} role="img" aria-label={trend.summary}>
          {trend.ticks.map((t) => (
            <div key={t.label} className={classes.gridline} style={{ top: `${t.y}%` }}>
              <span>{t.label}</span>
            </div>
          ))}
          <svg className={classes.trendSvg} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {trend.dashed && <path d={trend.dashed} className={classes.trendGap} vectorEffect="non-scaling-stroke" />}
            {trend.solid && <path d={trend.solid} className={classes.trendLine} vectorEffect="non-scaling-stroke" />}
          </svg>
          {trend.points.map((p) => (
            <span
              key={p.label}
              className={classes.trendDot}
              style={{ left: `${p.x}%`, top: `${p.y}%` }}
              title={`${p.label}: ${formatCompact(p.median, trend.cc)}, ${countLabel(p.count)}`}
            />
          ))}
        </div>
        <div className={`${classes.axis} ${classes.trendAxis}`} aria-hidden="true">
          {trend.axis.map((label, i) => (
            <span key={i}>{label}</span>
          ))}
        </div>
        <figcaption className={classes.chartSummary} data-testid="pay-trend-summary">
          {trend.summary}
        </figcaption>
      </figure>
      <details className={classes.chartTable}>
        <summary>Show the figures</summary>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{unit === 'month' ? 'Month' : 'Quarter'}</th>
              <FigureHeads names={['Median', 'Salaries']} />
            </tr>
          </thead>
          <tbody>
            {trend.points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td className={blocks.num}>{formatCompact(p.median, trend.cc)}</td>
                <td className={blocks.num}>{groupDigits(p.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </CardSection>
  );
}
