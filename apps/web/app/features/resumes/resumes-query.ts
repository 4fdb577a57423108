/**
 * The /jobgpt/resumes page's query: which resumes (all, the ones the member asked for, the ones
 * made for applications; the API's manualTrigger) and the page. Anything else reads as the default.
 */

export const RESUMES_PAGE_PATH = '/jobgpt/resumes';

export type ResumesMade = 'all' | 'asked' | 'applications';

export interface ResumesQuery {
  made: ResumesMade;
  page: number;
}

const MAX_PAGE = 1000;

export function parseResumesQuery(params: URLSearchParams): ResumesQuery {
  const trigger = params.get('manualTrigger');
  const made: ResumesMade = trigger === 'true' ? 'asked' : trigger === 'false' ? 'applications' : 'all';
  const page = Number(params.get('page') ?? '1');
  return { made, page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The API's query for the page's. */
export function toApiQuery(q: ResumesQuery): { manualTrigger?: 'true' | 'false'; page: number } {
  return { ...(q.made === 'all' ? {} : { manualTrigger: q.made === 'asked' ? ('true' as const) : ('false' as const) }), page: q.page };
}

/** The page's URL for a query; the defaults are left out. */
export function resumesHref(q: Partial<ResumesQuery> = {}): string {
  const params = new URLSearchParams();
  if (q.made === 'asked') params.set('manualTrigger', 'true');
  if (q.made === 'applications') params.set('manualTrigger', 'false');
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const qs = params.toString();
  return qs ? `${RESUMES_PAGE_PATH}?${qs}` : RESUMES_PAGE_PATH;
}
