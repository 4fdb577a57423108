import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { dayLabel } from '../jobgpt-text';

// The chart's name goes on its <svg> (role "application"); Recharts passes ARIA attributes on to it.
const svgName = { 'aria-label': 'Applications a day over the last 14 days' } as BarChartProps['barChartProps'];

/** Applications created each day of the last 14 (loaded lazily by StatsPanel). */
export default function ApplicationsChart({ days }: { days: ReadonlyArray<{ day: string; applications: number }> }) {
  const data = days.map((d) => ({ day: dayLabel(d.day), Applications: d.applications }));
  return (
    <BarChart
      h="100%"
      data={data}
      dataKey="day"
      series={[{ name: 'Applications', color: 'brand.6' }]}
      tickLine="none"
      gridAxis="y"
      withLegend={false}
      yAxisProps={{ allowDecimals: false, width: 28 }}
      xAxisProps={{ interval: 'preserveStartEnd' }}
      barChartProps={svgName}
    />
  );
}
