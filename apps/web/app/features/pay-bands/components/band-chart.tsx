import type { BandRow } from '../pay-bands-model';
import { chartPoints } from '../pay-bands-model';
import { money, moneyCompact, type Currency } from '../pay-bands-text';
import { FloatingBarChart } from '~/shell/floating-bar-chart';
import classes from './pay-bands.module.css';

/**
 * A family × location's bands, one floating bar per level from min to max, split at the mid (loaded
 * lazily by BandSectionView). Bars float on an invisible offset up to min, so where one level's bar
 * reaches into the next one's the overlap shows, and an inverted mid sits lower than the level below's.
 */
export default function BandChart({ rows, currency, label }: { rows: BandRow[]; currency: Currency; label: string }) {
  return (
    <FloatingBarChart
      data={chartPoints(rows)}
      parts={['min to mid', 'mid to max']}
      label={label}
      money={(v) => moneyCompact(v, currency)}
      tooltip={(level) => {
        const row = rows.find((r) => `L${r.band.level}` === level);
        if (!row) return null;
        return (
          <div className={classes.tooltip}>
            <strong>
              Level {row.band.level} · {row.band.levelName}
            </strong>
            <span>Max {money(row.band.max, currency)}</span>
            <span>Mid {money(row.band.mid, currency)}</span>
            <span>Min {money(row.band.min, currency)}</span>
          </div>
        );
      }}
    />
  );
}
