import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import type { ReactNode } from 'react';

/**
 * Bars that float, one a level: each stacks on an invisible `offset` up to its low end, then its two
 * parts (`parts`, split at its middle, lighter then darker). For charts loaded lazily (pay bands,
 * peer bands). `label` names the chart: it goes on its <svg> (role "application"), as Recharts
 * passes ARIA attributes on to it.
 */
export function FloatingBarChart({
  data,
  parts: [lower, upper],
  label,
  money,
  maxBarWidth,
  tooltip,
}: {
  data: Array<Record<string, string | number | null>>;
  parts: [string, string];
  label: string;
  money: (value: number) => string;
  maxBarWidth?: number;
  /** The tooltip of a level (the x-axis label), or null. */
  tooltip: (level: unknown) => ReactNode;
}) {
  const svgName = { 'aria-label': label } as BarChartProps['barChartProps'];
  return (
    <BarChart
      h="100%"
      data={data}
      dataKey="level"
      type="stacked"
      series={[
        { name: 'offset', color: 'transparent' },
        { name: lower, color: 'brand.4' },
        { name: upper, color: 'brand.7' },
      ]}
      tickLine="none"
      gridAxis="y"
      withLegend={false}
      maxBarWidth={maxBarWidth}
      yAxisProps={{ width: 72, tickFormatter: money }}
      barChartProps={svgName}
      tooltipProps={{ content: ({ label: level }) => tooltip(level) }}
    />
  );
}
