import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import type { api } from '@paysight/contract';
import type { LayoffMeasure } from '../layoffs-query';
import { formatCount, formatMonth } from '../layoffs-text';

/** Notices or jobs by month as bars (loaded lazily by LayoffsTrend). */
export default function LayoffsTrendChart({ trend, measure }: { trend: api.LayoffMonth[]; measure: LayoffMeasure }) {
  const name = measure === 'jobs' ? 'Jobs' : 'Notices';
  // The chart's name goes on its <svg>; recharts passes ARIA attributes on, though its types leave them out.
  const svgName = { 'aria-label': `${name} in WARN notices by month` } as BarChartProps['barChartProps'];
  const data = trend.map((m) => ({ month: formatMonth(m.month), [name]: m[measure] }));
  return (
    <BarChart
      h="100%"
      data={data}
      dataKey="month"
      series={[{ name, color: 'red.6' }]}
      tickLine="none"
      gridAxis="y"
      valueFormatter={formatCount}
      xAxisProps={{ minTickGap: 24 }}
      barChartProps={svgName}
    />
  );
}
