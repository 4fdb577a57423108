import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { formatCompact, type CountryCode } from '@paysight/contract/core';
import type { Bin } from './distribution';

// The chart's name goes on its <svg> (role "application"); on the wrapping <div> it is not allowed.
// Recharts passes ARIA attributes on to the <svg>, though its types leave them out.
const svgName = { 'aria-label': 'Salaries by total pay' } as BarChartProps['barChartProps'];

/** The histogram as a bar chart (loaded lazily by Distribution; the chart library stays out of the first load). */
export default function DistributionChart({ bins, cc }: { bins: Bin[]; cc: CountryCode }) {
  const data = bins.map((bin) => ({
    range: formatCompact(bin.from, cc),
    label: `${formatCompact(bin.from, cc)}–${formatCompact(bin.to, cc)}`,
    Salaries: bin.count,
  }));
  return (
    <BarChart
      h="100%"
      data={data}
      dataKey="range"
      series={[{ name: 'Salaries', color: 'brand.6' }]}
      tickLine="none"
      gridAxis="x"
      barProps={{ radius: [4, 4, 0, 0] }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      yAxisProps={{ allowDecimals: false, width: 36 }}
      tooltipProps={{
        labelFormatter: (_label, payload) => (payload?.[0]?.payload as { label?: string } | undefined)?.label ?? String(_label),
      }}
      barChartProps={svgName}
    />
  );
}
