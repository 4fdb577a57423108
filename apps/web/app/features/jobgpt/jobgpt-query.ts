import type { api } from '@paysight/contract';

/**
 * The JobGPT pages keep what they show in the URL (plain GET links and forms that work before
 * JavaScript): /jobgpt?hunt=3 shows that hunt's matches, ?edit=3 opens its form, ?new=1 a blank
 * one; /jobgpt/list?hunt=3&status=ready&page=2&log=41 filters the applications and opens one's log.
 */

export const JOBGPT_PATH = '/jobgpt';
export const JOBGPT_LIST_PATH = '/jobgpt/list';

const STATUSES: readonly api.JobApplicationStatus[] = ['pending', 'ready', 'applied', 'interview', 'offer', 'rejected'];
export const MEMBER_STATUSES = ['applied', 'interview', 'offer', 'rejected'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A positive database id from the URL or a form, or undefined. */
export function idParam(value: FormDataEntryValue | string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

export interface JobgptQuery {
  hunt?: number;
  edit?: number;
  new: boolean;
}

export function parseJobgptQuery(params: URLSearchParams): JobgptQuery {
  return { hunt: idParam(params.get('hunt')), edit: idParam(params.get('edit')), new: params.get('new') === '1' };
}

const search = (entries: Array<[string, string | number | undefined]>) => {
  const params = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
};

/** /jobgpt links: a hunt's matches, a hunt's form, a new hunt's form. */
export const jobgptHref = (q: Partial<JobgptQuery> = {}) =>
  `${JOBGPT_PATH}${search([
    ['hunt', q.hunt],
    ['edit', q.edit],
    ['new', q.new ? 1 : undefined],
  ])}`;

export interface ApplicationsQuery {
  hunt?: number;
  status?: api.JobApplicationStatus;
  page: number;
  /** The application whose log is open. */
  log?: number;
}

export function parseApplicationsQuery(params: URLSearchParams): ApplicationsQuery {
  const status = params.get('status');
  const page = idParam(params.get('page'));
  return {
    hunt: idParam(params.get('hunt')),
    status: STATUSES.includes(status as api.JobApplicationStatus) ? (status as api.JobApplicationStatus) : undefined,
    page: page && page <= 1000 ? page : 1,
    log: idParam(params.get('log')),
  };
}

/** /jobgpt/list with its filters (page 1 and no log are left out). */
export const applicationsHref = (q: Partial<ApplicationsQuery> = {}) =>
  `${JOBGPT_LIST_PATH}${search([
    ['hunt', q.hunt],
    ['status', q.status],
    ['page', q.page && q.page > 1 ? q.page : undefined],
    ['log', q.log],
  ])}`;

/** The query of GET /job-applications for the page's filters. */
export const toApplicationsCall = (q: ApplicationsQuery) => ({
  ...(q.hunt ? { jobHuntId: q.hunt } : {}),
  ...(q.status ? { status: q.status } : {}),
  page: q.page,
});
