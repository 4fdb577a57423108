import type { CountryCode } from '@paysight/contract/core';

/**
 * The negotiation page's URL: /negotiate?region=us&q=google&page=2. `region` picks the coaches and
 * the reviews (the visitor's own region when absent), `q` searches the coaches, `page` pages the
 * reviews. Parsing is lenient: a value the API would refuse is dropped.
 */

export interface NegotiateQuery {
  /** Absent: the visitor's region decides. */
  region?: CountryCode;
  /** Trimmed, at most Q_MAX characters; '' for none. */
  q: string;
  /** Page of reviews, from 1. */
  page: number;
}

export const Q_MAX = 80;
const MAX_PAGE = 1000;

/** The query parameters `parseNegotiateQuery` reads (the route's `handle.query`). */
export const NEGOTIATE_QUERY = ['region', 'page', 'q'] as const;

export function parseNegotiateQuery(params: URLSearchParams): NegotiateQuery {
  const region = params.get('region');
  const page = Number(params.get('page') ?? '1');
  return {
    region: region === 'in' || region === 'us' ? region : undefined,
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX).trim(),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

const PATH = '/negotiate';

/** The page's URL for a region, search and page of reviews (India, no search and page 1 left out). */
export function negotiateHref(query: { region: CountryCode; q?: string; page?: number }, hash?: 'coaches' | 'reviews'): string {
  const params = new URLSearchParams();
  if (query.region !== 'in') params.set('region', query.region);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return `${PATH}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The canonical URL: the region makes the page; the search and the page of reviews only narrow it. */
export const canonicalHref = (region: CountryCode) => negotiateHref({ region });
