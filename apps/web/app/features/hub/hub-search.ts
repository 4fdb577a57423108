import type { CountryCode } from '@paysight/contract/core';
import { paths } from '~/config/paths';

/** The longest search the resolver accepts (GET /salary/{q}). */
export const MAX_SEARCH_LENGTH = 100;

/** The query parameters `searchText` reads (the hub routes' `handle.query`). */
export const HUB_QUERY = ['q'] as const;

/** The hub's search text from its URL: trimmed, inner spaces collapsed; null when empty or too long. */
export function searchText(params: URLSearchParams): string | null {
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ');
  return q && q.length <= MAX_SEARCH_LENGTH ? q : null;
}

/** The hub's canonical path: /salary for India (the default region), /us/salary for the US. */
export const hubPath = (cc: CountryCode) => paths.regionHub(cc);

/** Which region a hub URL is for, or null for a path that is not a hub (/{cc}/salary with cc other than in or us). */
export function hubRegion(cc: string | undefined): CountryCode | null {
  if (cc === undefined || cc === 'in') return 'in';
  return cc === 'us' ? 'us' : null;
}
