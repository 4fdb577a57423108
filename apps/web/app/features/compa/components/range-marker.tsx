import type { api } from '@paysight/contract';
import { rangeMarker } from '../compa-text';
import classes from './compa.module.css';

/** A circle and its words where pay sits outside the band: green below the minimum, red above the maximum. */
export function RangeMarker({ band }: { band: api.CompaEmployee['band'] }) {
  const m = rangeMarker(band);
  if (!m.tone) return null;
  return (
    <span className={classes.marker} data-marker={m.tone}>
      <span className={`${classes.dot} ${m.tone === 'below' ? classes.below : classes.above}`} aria-hidden="true" />
      {m.label}
    </span>
  );
}
