import path from 'node:path';
import { api, badRequest, notFound, US_STATES, usStateName, type RoutePart } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { Cache } from '../../lib/cache.js';
import { resolveCompany } from '../catalog/catalog.service.js';
import { findCompanyBySlug } from '../salary/salary.service.js';
import {
  companyTotals,
  loadedSources,
  monthsOf,
  noticeById,
  noticesPage,
  totalsByState,
  totalsOf,
  type NoticeFilter,
  type NoticeRow,
} from './layoffs.queries.js';
import { NO_DATA_REASONS, WARN_FIELDS, WARN_STATES } from './warn-states.js';
import { WARN_REFERENCE_FILES } from './warn-reference.service.js';

/**
 * The /layoffs page's views of the WARN notices (contract: packages/contract/src/api/layoffs.ts):
 * the map by state, the list with the trend by month in the same answer (the trend does not depend
 * on the page), one notice with its source row, and a company's count for its company page.
 * The company filter is text: resolved through the one catalogue resolver, and also matched in the
 * employer part of the state's name, so an employer the resolver abstains on is still found.
 */

export interface LayoffsDeps {
  db: Db;
  /** The figures without filters, the ones every visit to /layoffs reads (caches.ts `layoffs`); computed each time when absent. */
  cache?: Cache<api.LayoffMap | api.LayoffList>;
}

/** No filter at all: every notice (the answers the cache keeps). */
const unfiltered = (q: FilterInput) => !q.company && !q.state && !q.from && !q.to && !q.closures;

/** Through the cache when the query has no filter, else computed. */
function cachedWhenUnfiltered<V extends api.LayoffMap | api.LayoffList>(
  deps: LayoffsDeps,
  q: FilterInput,
  key: string,
  compute: () => Promise<V>,
): Promise<V> {
  return deps.cache && unfiltered(q) ? (deps.cache.get(key, compute) as Promise<V>) : compute();
}

type FilterInput = {
  company?: string | undefined;
  state?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  closures: boolean;
};

async function filterOf(db: Db, q: FilterInput) {
  const resolved = q.company ? await resolveCompany(db, q.company) : null;
  const filter: NoticeFilter = {
    companyId: resolved?.id ?? null,
    companyText: q.company ?? null,
    state: q.state ?? null,
    from: q.from ?? null,
    to: q.to ?? null,
    closures: q.closures,
  };
  const shown: api.LayoffList['filters'] = {
    company: q.company ?? null,
    resolvedCompany: resolved ? { name: resolved.name, slug: resolved.slug } : null,
    state: filter.state,
    from: filter.from,
    to: filter.to,
    closures: filter.closures,
  };
  return { filter, shown };
}

/** Where each loaded file came from: the state's publisher, and the shipped copy's licence and credit when it is one. */
async function sourcesOf(db: Db): Promise<api.LayoffSource[]> {
  return (await loadedSources(db)).map((s) => sourceOf(s.state, s.sourceFile, s.sourceDate));
}

function sourceOf(state: string, file: string, date: string): api.LayoffSource {
  const publisher = WARN_STATES[state]?.publisher ?? `${usStateName(state)} state agency`;
  const shipped = WARN_REFERENCE_FILES.find((f) => f.state === state && path.basename(f.file) === file);
  return {
    state,
    publisher,
    file,
    date,
    licence: shipped?.licence ?? 'State public record',
    credit: shipped?.credit ?? publisher,
  };
}

export function layoffMap(deps: LayoffsDeps, q: RoutePart<typeof api.getLayoffMap, 'querystring'>): Promise<api.LayoffMap> {
  return cachedWhenUnfiltered(deps, q, `map:${q.measure}`, () => computeLayoffMap(deps, q));
}

async function computeLayoffMap(deps: LayoffsDeps, q: RoutePart<typeof api.getLayoffMap, 'querystring'>): Promise<api.LayoffMap> {
  const { filter, shown } = await filterOf(deps.db, q);
  const [byState, sources] = await Promise.all([totalsByState(deps.db, filter), sourcesOf(deps.db)]);
  const figures = new Map(byState.map((r) => [r.state, r]));
  const loaded = new Set(sources.map((s) => s.state));
  const states = US_STATES.map((s): api.LayoffStateFigures => {
    const f = figures.get(s.code);
    return {
      code: s.code,
      name: s.name,
      notices: f?.notices ?? 0,
      jobs: f?.jobs ?? 0,
      noDataReason: loaded.has(s.code) ? null : Object.hasOwn(WARN_STATES, s.code) ? NO_DATA_REASONS.notLoaded : NO_DATA_REASONS.noImporter,
    };
  });
  return {
    measure: q.measure,
    filters: shown,
    states,
    max: Math.max(0, ...states.map((s) => s[q.measure])),
    totals: { notices: byState.reduce((n, r) => n + r.notices, 0), jobs: byState.reduce((n, r) => n + r.jobs, 0) },
    sources,
  };
}

const rowOf = (r: Omit<NoticeRow, 'raw'>): api.LayoffNoticeRow => ({
  id: r.id,
  employer: r.companyName,
  company: r.companySlug && r.companyDisplayName ? { slug: r.companySlug, name: r.companyDisplayName } : null,
  site: r.site,
  state: r.state,
  city: r.city,
  noticeDate: r.noticeDate,
  effectiveDate: r.effectiveDate,
  jobs: r.jobs,
  closure: r.closure,
  temporary: r.temporary,
  amendment: r.amendment,
  amendsId: r.amendsId,
  amendedById: r.amendedById,
});

export function listLayoffs(deps: LayoffsDeps, q: RoutePart<typeof api.listLayoffs, 'querystring'>): Promise<api.LayoffList> {
  return cachedWhenUnfiltered(deps, q, `list:${q.page}`, () => computeLayoffList(deps, q));
}

async function computeLayoffList(deps: LayoffsDeps, q: RoutePart<typeof api.listLayoffs, 'querystring'>): Promise<api.LayoffList> {
  const { filter, shown } = await filterOf(deps.db, q);
  const totals = await totalsOf(deps.db, filter);
  const pageSize = api.LAYOFF_PAGE_SIZE;
  const totalPages = Math.ceil(totals.notices / pageSize);
  if (q.page > Math.max(1, totalPages)) {
    throw badRequest(`page ${q.page} is past the last page (${Math.max(1, totalPages)}) of these notices`);
  }
  const [items, trend, sources] = await Promise.all([
    noticesPage(deps.db, filter, pageSize, (q.page - 1) * pageSize),
    monthsOf(deps.db, filter),
    sourcesOf(deps.db),
  ]);
  // The credit of the states the list can hold.
  const credited = filter.state ? sources.filter((s) => s.state === filter.state) : sources;
  return {
    filters: shown,
    items: items.map(rowOf),
    total: totals.notices,
    page: q.page,
    pageSize,
    totalPages,
    totals,
    trend,
    sources: credited,
  };
}

/** The source row's cells in a reading order: the columns the state's mapping reads, by field, then the others as named. */
function sourceRowOf(state: string, raw: Record<string, string>): api.LayoffNotice['sourceRow'] {
  const mapping = WARN_STATES[state];
  const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const rank = (column: string) => {
    const at = WARN_FIELDS.findIndex((field) => (mapping?.columns[field] ?? []).some((name) => fold(name) === fold(column)));
    return at === -1 ? WARN_FIELDS.length : at;
  };
  return Object.entries(raw)
    .map(([column, value]) => ({ column, value }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.column.localeCompare(b.column));
}

export async function layoffNotice(deps: LayoffsDeps, id: number): Promise<api.LayoffNotice> {
  const row = await noticeById(deps.db, id);
  if (!row) throw notFound(`No WARN notice ${id}`);
  return {
    ...rowOf(row),
    stateName: usStateName(row.state),
    county: row.county,
    address: row.address,
    receivedDate: row.receivedDate,
    stateRef: row.stateRef,
    flags: row.flags,
    sourceRow: sourceRowOf(row.state, row.raw),
    source: sourceOf(row.state, row.sourceFile, row.sourceDate),
  };
}

export async function companyLayoffs(deps: LayoffsDeps, slug: string): Promise<api.CompanyLayoffs> {
  const company = await findCompanyBySlug(deps.db, slug);
  if (!company) throw notFound(`No company ${slug}`);
  const totals = await companyTotals(deps.db, company.id);
  return {
    company: { name: company.name, slug: company.slug },
    notices: totals.notices,
    jobs: totals.jobs,
    latestNoticeDate: totals.latest,
  };
}
