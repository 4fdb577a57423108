import { DEFAULT_COUNTRY_CODE, SLUG_PATTERN, type CountryCode } from '@paysight/contract/core';

/**
 * /benefits?cc=us&c=google&c=microsoft: the region and up to three companies side by side. Parsing
 * is lenient: a region the API would refuse is India, a company that is not a slug is dropped, and
 * the first three different ones are kept.
 */

export const MAX_COMPARED = 3;
/** The query parameters `parseBenefitsQuery` reads (the route's `handle.query`). */
export const BENEFITS_QUERY = ['cc', 'c'] as const;

export interface BenefitsQuery {
  cc: CountryCode;
  companies: string[];
}

export function parseBenefitsQuery(params: URLSearchParams): BenefitsQuery {
  const cc = params.get('cc');
  const companies = [
    ...new Set(
      params
        .getAll('c')
        .map((c) => c.trim().toLowerCase())
        .filter((c) => c.length <= 120 && SLUG_PATTERN.test(c)),
    ),
  ].slice(0, MAX_COMPARED);
  return { cc: cc === 'in' || cc === 'us' ? cc : DEFAULT_COUNTRY_CODE, companies };
}

/** The page's URL for a query (the default region left out). */
export function benefitsHref(query: Partial<BenefitsQuery>): string {
  const params = new URLSearchParams();
  if (query.cc && query.cc !== DEFAULT_COUNTRY_CODE) params.set('cc', query.cc);
  for (const c of query.companies ?? []) params.append('c', c);
  const search = params.toString();
  return search ? `/benefits?${search}` : '/benefits';
}
