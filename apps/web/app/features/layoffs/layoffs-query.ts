import { isUsStateCode, type UsStateCode } from '@paysight/contract/core';
import { paths } from '~/config/paths';

/**
 * /layoffs?company=amazon&state=CA&from=2020-01-01&to=2020-12-31&closures=1&measure=jobs&page=2.
 * Parsing is lenient, as on the leaderboard: a value the API would refuse is dropped (a page past
 * the last one is said by the page itself).
 */

export type LayoffMeasure = 'notices' | 'jobs';

export interface LayoffsQuery {
  company?: string;
  state?: UsStateCode;
  from?: string;
  to?: string;
  closures: boolean;
  measure: LayoffMeasure;
  page: number;
}

/** The query parameters `parseLayoffsQuery` reads (the route's `handle.query`). */
export const LAYOFFS_QUERY = ['company', 'state', 'from', 'to', 'closures', 'measure', 'page'] as const;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const dayOf = (v: string | null) => {
  const s = v?.trim() ?? '';
  return s && isDay(s) ? s : undefined;
};

export function parseLayoffsQuery(params: URLSearchParams): LayoffsQuery {
  const company = params.get('company')?.trim() ?? '';
  const state = params.get('state')?.trim().toUpperCase() ?? '';
  const from = dayOf(params.get('from'));
  let to = dayOf(params.get('to'));
  if (from && to && from > to) to = undefined;
  const page = Number(params.get('page') ?? '1');
  return {
    ...(company && company.length <= 120 ? { company } : {}),
    ...(isUsStateCode(state) ? { state } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    closures: ['1', 'true', 'on'].includes(params.get('closures') ?? ''),
    measure: params.get('measure') === 'jobs' ? 'jobs' : 'notices',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The page's URL for a query: defaults left out. */
export function layoffsHref(query: LayoffsQuery, change: Partial<LayoffsQuery> = {}): string {
  const q = { ...query, ...change };
  return paths.layoffs({
    company: q.company,
    state: q.state,
    from: q.from,
    to: q.to,
    closures: q.closures ? '1' : undefined,
    measure: q.measure === 'jobs' ? 'jobs' : undefined,
    page: q.page > 1 ? String(q.page) : undefined,
  });
}

/** The filters the API calls take (the map leaves the state out: it shows every state). */
export const filtersOf = (q: LayoffsQuery) => ({
  company: q.company,
  from: q.from,
  to: q.to,
  closures: q.closures ? ('1' as const) : undefined,
});

export const isFiltered = (q: LayoffsQuery) => Boolean(q.company || q.state || q.from || q.to || q.closures);
