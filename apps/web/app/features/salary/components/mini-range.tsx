import type { RangeGeometry } from './figures-model';
import classes from './salary.module.css';

/** A row's middle half and median drawn on its table's scale; hidden from screen readers, whose figures the row's cells say. */
export function MiniRangeCell({ geometry: g, className }: { geometry: RangeGeometry; className: string | undefined }) {
  return (
    <td className={className} aria-hidden="true">
      <div className={classes.miniTrack}>
        <span className={classes.miniBox} style={{ left: `${g.left}%`, width: `${g.width}%` }} />
        <span className={classes.miniMedian} style={{ left: `${g.median}%` }} />
      </div>
    </td>
  );
}
