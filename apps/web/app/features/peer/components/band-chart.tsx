import type { BandPoint } from '../peer-chart';
import { money } from '../peer-text';
import { FloatingBarChart } from '~/shell/floating-bar-chart';
import classes from './peer.module.css';

/**
 * p25–p75 of one family across levels, split at p50 (loaded lazily by BandPanel). Each bar floats
 * on an invisible offset up to p25; a hidden cell has no bar at all (a gap, never a zero).
 */
export default function BandChart({ points, currency, label }: { points: BandPoint[]; currency: 'INR' | 'USD'; label: string }) {
  const data = points.map((p) => ({
    level: p.label,
    offset: p.band ? p.band.p25 : null,
    'p25 to p50': p.band ? p.band.p50 - p.band.p25 : null,
    'p50 to p75': p.band ? p.band.p75 - p.band.p50 : null,
  }));
  return (
    <FloatingBarChart
      data={data}
      parts={['p25 to p50', 'p50 to p75']}
      label={label}
      money={(v) => money(v, currency)}
      maxBarWidth={72}
      tooltip={(level) => {
        const point = points.find((p) => p.label === level);
        if (!point) return null;
        return (
          <div className={classes.tooltip}>
            <strong>{point.label}</strong>
            {point.band ? (
              <>
                <span>p75 {money(point.band.p75, currency)}</span>
                <span>p50 {money(point.band.p50, currency)}</span>
                <span>p25 {money(point.band.p25, currency)}</span>
              </>
            ) : (
              <span>{point.hidden ?? 'Not shown'}</span>
            )}
          </div>
        );
      }}
    />
  );
}
