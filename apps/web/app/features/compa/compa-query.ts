import type { api } from '@paysight/contract';

/**
 * /compa's URL: the roster's filters, sort and view, and the employee opened (`employee`, a row
 * id). Values outside the contract are dropped (a hand-edited URL shows the whole roster, never an
 * error); the empty fields a plain GET form sends are no filter.
 */

export const SORTS = ['below-min', 'name', 'ratio-desc'] as const satisfies readonly api.CompaRosterQuery['sort'][];
export const GROUP_BYS = ['manager', 'level', 'location'] as const satisfies readonly api.CompaGroupBy[];
export const BUCKETS = ['< 0.85', '0.85–0.95', '0.95–1.05', '1.05–1.15', '> 1.15'] as const satisfies readonly api.CompaBucket[];

export interface CompaQuery {
  manager?: string;
  level?: number;
  location?: string;
  bucket?: api.CompaBucket;
  sort: api.CompaRosterQuery['sort'];
  groupBy?: api.CompaGroupBy;
  bandGroupId?: number;
  employee?: number;
  /** The roster's page, from 1. */
  page?: number;
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;
const positiveInt = (v: string | null, max = 2_147_483_647) => {
  if (v === null || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= max ? n : undefined;
};
const text = (v: string | null) => {
  const s = v?.trim();
  return s && s.length <= 100 ? s : undefined;
};

export function parseCompaQuery(params: URLSearchParams): CompaQuery {
  const q: CompaQuery = { sort: oneOf(SORTS, params.get('sort')) ?? 'below-min' };
  const manager = text(params.get('manager'));
  if (manager) q.manager = manager;
  const level = positiveInt(params.get('level'), 8);
  if (level) q.level = level;
  const location = text(params.get('location'));
  if (location) q.location = location;
  const bucket = oneOf(BUCKETS, params.get('bucket'));
  if (bucket) q.bucket = bucket;
  const groupBy = oneOf(GROUP_BYS, params.get('groupBy'));
  if (groupBy) q.groupBy = groupBy;
  const bandGroupId = positiveInt(params.get('bandGroupId'));
  if (bandGroupId) q.bandGroupId = bandGroupId;
  const employee = positiveInt(params.get('employee'));
  if (employee) q.employee = employee;
  const page = positiveInt(params.get('page'), 1_000);
  if (page && page > 1) q.page = page;
  return q;
}

/** The query of GET /compa/roster (and its export) for the page's query. */
export function rosterQuery(q: CompaQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.manager) out.manager = q.manager;
  if (q.level) out.level = String(q.level);
  if (q.location) out.location = q.location;
  if (q.bucket) out.bucket = q.bucket;
  if (q.sort !== 'below-min') out.sort = q.sort;
  if (q.groupBy) out.groupBy = q.groupBy;
  if (q.bandGroupId) out.bandGroupId = String(q.bandGroupId);
  if (q.page && q.page > 1) out.page = String(q.page);
  return out;
}

/** /compa with only the chosen values (the default sort is left out). */
export function compaHref(q: CompaQuery): string {
  const params = new URLSearchParams(rosterQuery(q));
  if (q.employee) params.set('employee', String(q.employee));
  const s = params.toString();
  return s ? `/compa?${s}` : '/compa';
}
