import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import type { BandPoint } from '../peer-chart';
import { money } from '../peer-text';
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
  // The chart's name goes on its <svg> (role "application"); Recharts passes ARIA attributes on to it.
  const svgName = { 'aria-label': label } as BarChartProps['barChartProps'];
  return (
    <BarChart
      h="100%"
      data={data}
      dataKey="level"
      type="stacked"
      series={[
        { name: 'offset', color: 'transparent' },
        { name: 'p25 to p50', color: 'brand.4' },
        { name: 'p50 to p75', color: 'brand.7' },
      ]}
      tickLine="none"
      gridAxis="y"
      withLegend={false}
      maxBarWidth={72}
      yAxisProps={{ width: 72, tickFormatter: (v: number) => money(v, currency) }}
      barChartProps={svgName}
      tooltipProps={{
        content: ({ label: level }) => {
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
        },
      }}
    />
  );
}
