import { companySlug, titleSlug, type CountryCode } from '@paysight/contract/core';

/** The career path's four views (SPEC §1): one is shown at a time, each its own API call. */
export const CAREER_VIEWS = ['eliteness', 'culture', 'market', 'job-risk'] as const;
export type CareerView = (typeof CAREER_VIEWS)[number];

export const CAREER_VIEW_LABELS: Record<CareerView, string> = {
  eliteness: 'Eliteness',
  culture: 'Culture',
  market: 'Market',
  'job-risk': 'Job risk',
};

export interface CareerQuery {
  cc: CountryCode;
  /** Title and companies as typed or picked (names or slugs); slugs derived below. */
  title: string | null;
  company: string | null;
  compare: string | null;
  view: CareerView;
}

const text = (params: URLSearchParams, name: string) => {
  const value = (params.get(name) ?? '').trim();
  return value.length > 0 && value.length <= 120 ? value : null;
};

/** /career's query: ?cc=in|us&title=&company=&compare=&view= (unknown values fall back to the defaults). */
export function parseCareerQuery(params: URLSearchParams): CareerQuery {
  const cc = params.get('cc') === 'us' ? 'us' : 'in';
  const view = (CAREER_VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as CareerView) : 'eliteness';
  return { cc, title: text(params, 'title'), company: text(params, 'company'), compare: text(params, 'compare'), view };
}

/** The catalogue slug of a typed title or company ("Software Engineer" → software-engineer); null when nothing is left. */
export const titleSlugOf = (value: string | null) => (value ? titleSlug(value) || null : null);
export const companySlugOf = (value: string | null) => (value ? companySlug(value) || null : null);

/** The /career URL for a query (unchanged parts kept). */
export function careerHref(q: Partial<CareerQuery>, hash = ''): string {
  const params = new URLSearchParams();
  if (q.cc && q.cc !== 'in') params.set('cc', q.cc);
  if (q.title) params.set('title', q.title);
  if (q.company) params.set('company', q.company);
  if (q.compare) params.set('compare', q.compare);
  if (q.view && q.view !== 'eliteness') params.set('view', q.view);
  const qs = params.toString();
  return `/career${qs ? `?${qs}` : ''}${hash}`;
}
