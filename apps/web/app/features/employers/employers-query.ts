import type { CountryCode } from '@paysight/contract/core';

/** The three features of the footer (SPEC §2.2), in its order; `?feature=` opens one. */
export const EMPLOYER_FEATURES = [
  { key: 'benchmarking', query: undefined, label: 'Salary Benchmarking' },
  { key: 'benefits', query: 'benefits', label: 'Benefits & Total Rewards' },
  { key: 'ti', query: 'ti', label: 'Talent Intelligence' },
] as const;
export type EmployerFeature = (typeof EMPLOYER_FEATURES)[number]['key'];

export interface EmployersQuery {
  feature: EmployerFeature;
  cc: CountryCode;
}

/** The query parameters `parseEmployersQuery` reads (the route's `handle.query`). */
export const EMPLOYERS_QUERY = ['feature', 'cc'] as const;

/** ?feature=benefits|ti (anything else: benchmarking) and ?cc=in|us (default: the given region, else India). */
export function parseEmployersQuery(params: URLSearchParams, fallback: CountryCode | null = null): EmployersQuery {
  const f = params.get('feature');
  const feature: EmployerFeature = f === 'benefits' || f === 'ti' ? f : 'benchmarking';
  const c = params.get('cc');
  const cc: CountryCode = c === 'in' || c === 'us' ? c : (fallback ?? 'in');
  return { feature, cc };
}

/** /employers with the feature and region; the defaults are left out so each page has one address. */
export function employersHref(q: EmployersQuery): string {
  const params = new URLSearchParams();
  const query = EMPLOYER_FEATURES.find((f) => f.key === q.feature)?.query;
  if (query) params.set('feature', query);
  if (q.cc !== 'in') params.set('cc', q.cc);
  const s = params.toString();
  return s ? `/employers?${s}` : '/employers';
}

export const percentText = (share: number) => `${Math.round(share * 100)}%`;
