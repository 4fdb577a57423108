import type { CSSProperties } from 'react';
import type { PlacedLabel } from '~/lib/label-layout';
import classes from './salary.module.css';

/**
 * The percentiles under a bar, each under its marker (a tick marks the exact place), placed by
 * label-layout.ts for three track widths; CSS picks one (salary.module.css .marks).
 */
export function PercentileLabels({ name, labels }: { name: string; labels: PlacedLabel[] }) {
  return (
    <div className={classes.marksBox}>
      <div className={classes.ticks} aria-hidden="true">
        {labels.map((l) => (
          <span key={l.key} style={{ left: `${l.at}%` }} />
        ))}
      </div>
      <dl className={classes.marks} aria-label={name}>
        {labels.map((l) => (
          <div key={l.key} style={{ '--at-s': `${l.place[0]}%`, '--at-m': `${l.place[1]}%`, '--at-w': `${l.place[2]}%` } as CSSProperties}>
            <dt>{l.label}</dt>
            <dd>{l.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The member's own figure on the bar, `at` from its left (an offer, their total): one marker wherever "you" is shown. */
export function YouMark({ at }: { at: string }) {
  return <span className={classes.youMark} style={{ left: at }} />;
}

type LegendItem = readonly [swatch: string | undefined, label: string];

/** The middle half's swatch and the median's, which every key of percentile bars shows. */
export const LEGEND_BOX: LegendItem = [classes.swatchBox, '25th–75th'];
export const LEGEND_MEDIAN: LegendItem = [classes.swatchMedian, 'Median'];

/** The key under percentile bars: each swatch (its class) and what it stands for. */
export function BarLegend({ items }: { items: LegendItem[] }) {
  return (
    <div className={classes.legend} aria-hidden="true">
      {items.map(([swatch, label]) => (
        <span key={label}>
          <i className={swatch} /> {label}
        </span>
      ))}
    </div>
  );
}
