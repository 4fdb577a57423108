import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import type { CompanyRow } from './company-share';

// The chart's name goes on its <svg> (role "application"); on the wrapping <div> it is not allowed.
// Recharts passes ARIA attributes on to the <svg>, though its types leave them out.
const svgName = { 'aria-label': 'Verified share of salaries by company' } as BarChartProps['barChartProps'];

/** Each company's salaries split into verified and not, as shares of 100% (loaded lazily by CompanyShare). */
export default function CompanyShareChart({ rows }: { rows: CompanyRow[] }) {
  const data = rows.map((row) => ({
    company: row.company.name,
    Verified: row.verified,
    'Not verified': row.records - row.verified,
  }));
  return (
    <BarChart
      h="100%"
      data={data}
      dataKey="company"
      type="percent"
      orientation="vertical"
      series={[
        { name: 'Verified', color: 'green.6' },
        { name: 'Not verified', color: 'gray.5' },
      ]}
      tickLine="none"
      gridAxis="none"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 28 }}
      yAxisProps={{ width: 110, interval: 0 }}
      barChartProps={svgName}
    />
  );
}
