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
