import { formatCompact, type CountryCode } from '@paysight/contract/core';
import { percentileGeometry, scaleMaxOf, type PercentileMarks } from './bar-geometry';
import { moneyCountry, viewText, type SalaryStats } from '../salary-text';
import classes from './salary.module.css';

const MARKS = [
  ['p10', '10th'],
  ['p25', '25th'],
  ['p50', 'Median'],
  ['p75', '75th'],
  ['p90', '90th'],
] as const;

function PercentileBar({ name, p, scaleMax, cc }: { name: string; p: PercentileMarks; scaleMax: number; cc: CountryCode }) {
  const g = percentileGeometry(p, scaleMax);
  return (
    <div data-testid={`bar-${name.toLowerCase()}`}>
      <div className={classes.barHead}>
        <span className={classes.barName}>{name}</span>
        <span className={classes.barMedian}>{formatCompact(p.p50, cc)}</span>
      </div>
      <div className={classes.track} aria-hidden="true">
        <span className={classes.whisker} style={{ left: `${g.outer.left}%`, width: `${g.outer.width}%` }} />
        <span className={classes.box} style={{ left: `${g.inner.left}%`, width: `${g.inner.width}%` }} />
        <span className={classes.medianMark} style={{ left: `${g.median}%` }} />
      </div>
      <dl className={classes.marks} aria-label={`${name} percentiles`}>
        {MARKS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatCompact(p[key], cc)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Total, base, stock and bonus (the last two when reported) from the 10th to the 90th percentile, on one scale. */
export function PercentileBars({ stats }: { stats: SalaryStats }) {
  const cc = moneyCountry(stats.currency);
  const text = viewText(stats.view);
  const rows = [
    { name: text.total, p: stats.total },
    { name: 'Base', p: stats.base },
    ...(stats.stock ? [{ name: text.stock, p: stats.stock }] : []),
    ...(stats.bonus ? [{ name: 'Bonus', p: stats.bonus }] : []),
  ];
  const scaleMax = scaleMaxOf(rows.map((r) => r.p));
  return (
    <section className={classes.card} aria-labelledby="pay-breakdown">
      <h2 className={classes.sectionTitle} id="pay-breakdown">
        Pay breakdown
      </h2>
      <p className={classes.sectionNote}>{text.barsNote}</p>
      <div className={classes.bars}>
        {rows.map((row) => (
          <PercentileBar key={row.name} name={row.name} p={row.p} scaleMax={scaleMax} cc={cc} />
        ))}
      </div>
      <div className={classes.legend} aria-hidden="true">
        <span>
          <i className={classes.swatchBox} /> 25th–75th
        </span>
        <span>
          <i className={classes.swatchWhisker} /> 10th–90th
        </span>
        <span>
          <i className={classes.swatchMedian} /> Median
        </span>
      </div>
    </section>
  );
}
