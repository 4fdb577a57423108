import { viewText, type SalaryStats } from '../salary-text';
import type { HistogramModel } from './histogram-model';
import blocks from '~/shell/page-blocks.module.css';
import classes from './salary.module.css';

/**
 * How total pay spreads, drawn as plain HTML from a layout made in the loader (histogram-model.ts):
 * no chart library and nothing to do when the page hydrates. The summary sentence and a table
 * carry the same figures for screen readers and for anyone who wants the numbers.
 */
export function Distribution({ view, histogram }: { view: SalaryStats['view']; histogram: HistogramModel | null }) {
  const perYear = viewText(view).perYear;
  return (
    <section className={`${blocks.card} ${classes.chartCard}`} aria-labelledby="distribution">
      <h2 className={blocks.sectionTitle} id="distribution">
        Distribution
      </h2>
      <p className={blocks.sectionNote}>Number of salaries by {perYear.toLowerCase()}.</p>
      {histogram && (
        <figure className={classes.histogram} data-testid="distribution">
          <div className={classes.histPlot} role="img" aria-label={histogram.summary}>
            {histogram.ticks.map((t) => (
              <div
                key={t.label}
                className={t.y === 100 ? `${classes.gridline} ${classes.histBase}` : classes.gridline}
                style={{ top: `${t.y}%` }}
              >
                <span>{t.label}</span>
              </div>
            ))}
            <div className={classes.histBars}>
              {histogram.bars.map((b, i) => (
                <span key={i} className={classes.histBar} style={{ height: `${b.height}%` }} title={`${b.range}: ${b.countText}`} />
              ))}
            </div>
            {histogram.median && (
              <div className={classes.histMedian} data-side={histogram.median.side} style={{ left: `${histogram.median.x}%` }}>
                <span>{histogram.median.label}</span>
              </div>
            )}
          </div>
          <div className={classes.histAxis} aria-hidden="true">
            {histogram.axis.map((a) => (
              <span key={a.x} style={{ left: `${a.x}%` }}>
                {a.label}
              </span>
            ))}
          </div>
          <figcaption className={classes.chartSummary}>{histogram.summary}</figcaption>
        </figure>
      )}
      {histogram && (
        <details className={classes.chartTable}>
          <summary>Show the figures</summary>
          <table className={classes.table} data-testid="distribution-table">
            <thead>
              <tr>
                <th scope="col">{perYear}</th>
                <th scope="col" className={blocks.num}>
                  Salaries
                </th>
              </tr>
            </thead>
            <tbody>
              {histogram.bars.map((b, i) => (
                <tr key={i}>
                  <th scope="row">{b.range}</th>
                  <td className={blocks.num}>{b.countText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
