import { SLUG_PATTERN, type CountryCode } from '@paysight/contract/core';
import { paths } from '~/config/paths';

/**
 * /{cc}/internships?title=data-analyst and /{cc}/internships/{company}: the region and company are
 * in the path, the title in the query. A title that is not a slug is dropped.
 */

/** The query parameters `parseInternshipsQuery` reads (the route's `handle.query`). */
export const INTERNSHIPS_QUERY = ['title'] as const;

export function parseInternshipsQuery(params: URLSearchParams): { title?: string } {
  const title = params.get('title')?.trim().toLowerCase() ?? '';
  return title && title.length <= 120 && SLUG_PATTERN.test(title) ? { title } : {};
}

export function internshipsHref(cc: CountryCode, company?: string | null, title?: string | null): string {
  const path = paths.internships(cc, company ?? undefined);
  return title ? `${path}?title=${encodeURIComponent(title)}` : path;
}
