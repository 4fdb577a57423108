import { viewText, type SalaryStats } from '../salary-text';
import type { PercentileBar as Bar } from './figures-model';
import { BarLegend, LEGEND_BOX, LEGEND_MEDIAN, PercentileLabels } from './percentile-labels';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import classes from './salary.module.css';

function PercentileBar({ bar }: { bar: Bar }) {
  const g = bar.geometry;
  return (
    <div data-testid={`bar-${bar.name.toLowerCase()}`}>
      <div className={classes.barHead}>
        <span className={classes.barName}>{bar.name}</span>
        <span className={classes.barMedian}>{bar.median}</span>
      </div>
      <div className={classes.track} aria-hidden="true">
        <span className={classes.whisker} style={{ left: `${g.outer.left}%`, width: `${g.outer.width}%` }} />
        <span className={classes.box} style={{ left: `${g.inner.left}%`, width: `${g.inner.width}%` }} />
        <span className={classes.medianMark} style={{ left: `${g.median}%` }} />
      </div>
      <PercentileLabels name={`${bar.name} percentiles`} labels={bar.labels} />
    </div>
  );
}

/** The pay breakdown: bars laid out by the loader (figures-model.ts). */
export function PercentileBars({ bars, view }: { bars: Bar[]; view: SalaryStats['view'] }) {
  return (
    <CardSection id="pay-breakdown" title="Pay breakdown">
      <p className={blocks.sectionNote}>{viewText(view).barsNote}</p>
      <div className={classes.bars}>
        {bars.map((bar) => (
          <PercentileBar key={bar.name} bar={bar} />
        ))}
      </div>
      <BarLegend items={[LEGEND_BOX, [classes.swatchWhisker, '10th–90th'], LEGEND_MEDIAN]} />
    </CardSection>
  );
}
