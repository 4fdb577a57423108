import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** The salary page's window of pay over time: two years. */
export const TREND_MONTHS = 24;

/**
 * GET /salary-trends for a salary page's slice (title, company, location): median total by month,
 * or by quarter when most months are too thin to show (interval auto). Used by the salary page's
 * loader beside the stats call; a failure only leaves the chart out.
 */
export function getSalaryTrends(
  client: ApiClient,
  routes: typeof api,
  input: { cc: CountryCode; title: string; company: string | null; location: string | undefined },
): Promise<ApiResult<api.SalaryTrends>> {
  return client.call(routes.getSalaryTrends, {
    query: {
      cc: input.cc,
      title: input.title,
      company: input.company ?? undefined,
      location: input.location,
      months: TREND_MONTHS,
      interval: 'auto',
    },
  });
}
