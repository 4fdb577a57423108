import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import type { BandRow } from '../pay-bands-model';
import { chartPoints } from '../pay-bands-model';
import { money, moneyCompact, type Currency } from '../pay-bands-text';
import classes from './pay-bands.module.css';

/**
 * A family × location's bands, one floating bar per level from min to max, split at the mid (loaded
 * lazily by BandSectionView). Bars float on an invisible offset up to min, so where one level's bar
 * reaches into the next one's the overlap shows, and an inverted mid sits lower than the level below's.
 */
export default function BandChart({ rows, currency, label }: { rows: BandRow[]; currency: Currency; label: string }) {
  // The chart's name goes on its <svg> (role "application"); Recharts passes ARIA attributes on to it.
  const svgName = { 'aria-label': label } as BarChartProps['barChartProps'];
  return (
    <BarChart
      h="100%"
      data={chartPoints(rows)}
      dataKey="level"
      type="stacked"
      series={[
        { name: 'offset', color: 'transparent' },
        { name: 'min to mid', color: 'brand.4' },
        { name: 'mid to max', color: 'brand.7' },
      ]}
      tickLine="none"
      gridAxis="y"
      withLegend={false}
      yAxisProps={{ width: 72, tickFormatter: (v: number) => moneyCompact(v, currency) }}
      barChartProps={svgName}
      tooltipProps={{
        content: ({ label: level }) => {
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
        },
      }}
    />
  );
}
