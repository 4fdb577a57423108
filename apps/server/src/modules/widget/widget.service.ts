import { AppError, COUNTRY_CODES, ERROR_CODES, api, type Region } from '@paysight/contract';
import { getSalaryStats, resolveSlice, type SalaryDeps } from '../salary/salary.service.js';
import type { WidgetCard } from './widget.rules.js';

/** The widget reads the salary page's figures (the same cache), in the page's default view. */
export type WidgetDeps = SalaryDeps;

const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'United States' };
const DEFAULT_QUERY = api.salaryStatsQuery.parse({});
const SLICE = /^[a-z0-9-]+(--[a-z0-9-]+)?$/;

const headingOf = (title: { name: string }, company: { name: string } | null) =>
  company ? `${title.name} at ${company.name}` : title.name;

/**
 * The card of a company and title ("{company}--{title}", or a title): the slice's median, middle
 * half and count; under MIN_SLICE records only that there are too few; 'unknown' for a slice
 * that does not exist. No search quota: the card carries a page's summary, never its records.
 */
export async function getWidgetCard(deps: WidgetDeps, cc: string, q: string): Promise<WidgetCard> {
  if (!COUNTRY_CODES.includes(cc as Region) || q.length > 200 || !SLICE.test(q)) return { kind: 'unknown' };
  const region = cc as Region;
  try {
    const stats = await getSalaryStats(deps, region, q, DEFAULT_QUERY);
    return {
      kind: 'figures',
      heading: headingOf(stats.title, stats.company),
      regionName: REGION_NAMES[region],
      median: stats.total.p50,
      p25: stats.total.p25,
      p75: stats.total.p75,
      count: stats.count,
      isDemo: stats.isDemo,
    };
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    if (err.code !== ERROR_CODES.tooFewRecords) return { kind: 'unknown' };
    const { title, company } = await resolveSlice(deps, region, q, {});
    return { kind: 'too-few', heading: headingOf(title, company), regionName: REGION_NAMES[region], minSlice: deps.minSlice };
  }
}
