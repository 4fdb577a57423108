import type { SalaryView } from '@paysight/contract/core';

/**
 * The offers page's URL: which offers are compared (`compare`, up to three, repeated or
 * comma-separated) and the yearly / first-year view (`view`, as on the salary pages).
 */

export const MAX_COMPARED = 3;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OffersQuery {
  compare: string[];
  view: SalaryView;
}

export function parseOffersQuery(params: URLSearchParams): OffersQuery {
  const compare = [
    ...new Set(
      params
        .getAll('compare')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim().toLowerCase())
        .filter((v) => ID.test(v)),
    ),
  ].slice(0, MAX_COMPARED);
  return { compare, view: params.get('view') === 'first-year' ? 'first-year' : 'yearly' };
}

export function offersSearch(q: Partial<OffersQuery>): string {
  const params = new URLSearchParams();
  for (const id of q.compare ?? []) params.append('compare', id);
  if (q.view === 'first-year') params.set('view', 'first-year');
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The offers to show: those asked for that are the member's own (in the order asked), else the newest ones. */
export function chooseCompared(ownIdsNewestFirst: readonly string[], requested: readonly string[]): string[] {
  const own = new Set(ownIdsNewestFirst);
  const picked = requested.filter((id) => own.has(id)).slice(0, MAX_COMPARED);
  return picked.length > 0 ? picked : ownIdsNewestFirst.slice(0, MAX_COMPARED);
}
