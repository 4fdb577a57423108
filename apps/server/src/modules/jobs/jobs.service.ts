import { api, JOBS_FILE_PAGE_SIZE, notFound, type Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { citiesNamed } from '../catalog/catalog.service.js';
import { summarizeRecords } from '../salary/salary.service.js';
import { filterListedJobs, listedSince, type ListedJobsIndex } from './listed-jobs.service.js';
import {
  countListedJobsOfCompany,
  findApplyUrls,
  findJobSources,
  findJobRowsByIds,
  findListedJob,
  findTitleFamilies,
  jobsVersion,
  listJobFeatureRows,
  listBoards,
  skillNames,
  type JobRow,
} from './jobs.queries.js';

export interface JobsDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
}

/** The search reads the listed jobs from memory (listed-jobs.service.ts). */
export interface JobsSearchDeps extends JobsDeps {
  listedJobs: ListedJobsIndex;
}

export { listedSince };

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const region = (codes: readonly string[]): Region | null => (codes[0] === 'in' || codes[0] === 'us' ? codes[0] : null);

/** What every list of jobs shows of one (a seeker's search, an employer's own jobs): the posting, its company and places. */
export function jobHeadline(
  row: Pick<JobRow, 'id' | 'title' | 'company_name' | 'company_slug' | 'locations' | 'remote' | 'employment_type'>,
) {
  return {
    id: row.id,
    path: api.jobPath(row.id, row.title, row.company_name),
    title: row.title,
    company: { name: row.company_name, slug: row.company_slug },
    locations: row.locations.map((l) => l.raw),
    remote: row.remote,
    employmentType: row.employment_type,
  };
}

function toSummary(row: JobRow, names: Map<number, string>): api.JobSummary {
  return {
    ...jobHeadline(row),
    pay:
      row.pay_min !== null && row.pay_max !== null && row.pay_currency && row.pay_interval
        ? { min: row.pay_min, max: row.pay_max, currency: row.pay_currency, interval: row.pay_interval }
        : null,
    payEstimate: row.pay_min === null ? row.pay_estimate : null,
    skills: row.skill_ids.flatMap((id) => names.get(id) ?? []),
    postedAt: iso(row.posted_at),
    updatedAt: iso(row.updated_at),
    isDemo: row.is_demo,
  };
}

export async function searchJobs(deps: JobsSearchDeps, body: api.JobsSearchBody): Promise<api.JobsSearchResult> {
  const input = api.jobsSearchBody.parse(body);
  const now = deps.now();
  const pageSize = JOBS_FILE_PAGE_SIZE;
  let location: { text: string; locationIds: number[] } | undefined;
  let remote = input.remote;
  if (input.location) {
    const text = input.location.toLowerCase();
    if (text === 'remote' && remote === undefined) remote = 'full';
    else {
      const cities = (await citiesNamed(deps.db, [input.location])).get(input.location) ?? [];
      location = { text: input.location, locationIds: cities.map((c) => c.id) };
    }
  }
  const matching = filterListedJobs(await deps.listedJobs.entries(now), {
    listedSince: listedSince(now).getTime(),
    title: input.title || undefined,
    location,
    company: input.company || undefined,
    remote,
    region: input.region,
    payMin:
      input.payMin !== undefined && input.region ? { amount: input.payMin, currency: input.region === 'in' ? 'INR' : 'USD' } : undefined,
    postedSince: input.postedWithin ? now.getTime() - input.postedWithin * 86_400_000 : undefined,
  });
  const ids = matching.slice((input.page - 1) * pageSize, input.page * pageSize).map((j) => j.id);
  const cards = await jobSummariesByIds(deps.db, ids);
  return { items: ids.flatMap((id) => cards.get(id) ?? []), total: matching.length, page: input.page, pageSize };
}

async function listedJob(deps: JobsDeps, id: number) {
  const row = await findListedJob(deps.db, id, listedSince(deps.now()));
  if (!row) throw notFound('This job is not listed: it was filled, withdrawn or not updated for a month');
  return row;
}

export async function getJob(deps: JobsDeps, id: number): Promise<api.JobDetail> {
  const row = await listedJob(deps, id);
  const [sources, names] = await Promise.all([findJobSources(deps.db, id), skillNames(deps.db, row.skill_ids)]);
  return {
    ...toSummary(row, names),
    department: row.department,
    descriptionHtml: row.description_html,
    applyUrl: row.apply_url,
    sources: sources.map((s) => ({ boardType: s.board_type, boardToken: s.board_token, applyUrl: s.apply_url })),
    catalogTitle: row.catalog_title,
    region: region(row.country_codes),
  };
}

export async function getJobCompany(deps: JobsDeps, id: number): Promise<api.JobCompanyContext> {
  const row = await listedJob(deps, id);
  const cc = region(row.country_codes);
  const openJobs = await countListedJobsOfCompany(deps.db, row.company_id, listedSince(deps.now()));
  let salary: api.JobCompanyContext['salary'] = null;
  if (cc && row.title_id !== null && row.catalog_title && row.catalog_title_slug) {
    const summary = await summarizeRecords(
      deps.db,
      sql`r.country_code = ${cc} and r.company_id = ${row.company_id} and r.title_id = ${row.title_id}`,
    );
    if (summary && Number(summary.n) >= deps.minSlice) {
      salary = {
        title: row.catalog_title,
        region: cc,
        currency: cc === 'in' ? 'INR' : 'USD',
        medianTotal: Math.round(summary.total_p[2]!),
        medianBase: Math.round(summary.base_p[2]!),
        count: Number(summary.n),
        path: `/${cc}/salary/${row.company_slug}--${row.catalog_title_slug}`,
      };
    }
  }
  return {
    company: {
      name: row.company_name,
      slug: row.company_slug,
      industry: row.company_industry,
      sizeBand: row.company_size_band,
      headquarters: row.company_headquarters,
    },
    openJobs,
    salary,
  };
}

export async function listJobBoards(deps: JobsDeps) {
  const rows = await listBoards(deps.db, listedSince(deps.now()));
  return rows.map((r) => ({
    boardType: r.board_type,
    token: r.token,
    company: { name: r.company_name, slug: r.company_slug },
    jobs: Number(r.jobs),
    lastSyncedAt: r.last_synced_at === null ? null : iso(r.last_synced_at),
    lastError: r.last_error,
  }));
}

/** Jobs as cards, by id (listed or not), with their skill names; ids that do not exist are absent. */
export async function jobSummariesByIds(db: Db, ids: readonly number[]): Promise<Map<number, api.JobSummary>> {
  const rows = await findJobRowsByIds(db, ids);
  const names = await skillNames(
    db,
    rows.flatMap((r) => r.skill_ids),
  );
  return new Map(rows.map((r) => [r.id, toSummary(r, names)]));
}

/** A job's company and its apply URL, listed now; null when it is not listed. */
export async function findListedJobForApplying(db: Db, id: number, now: Date) {
  const row = await findListedJob(db, id, listedSince(now));
  if (!row) return null;
  const sources = await findJobSources(db, id);
  return {
    id: row.id,
    companyId: row.company_id,
    applyUrl: row.apply_url,
    title: row.title,
    companyName: row.company_name,
    /** Lower-case ISO codes of the job's places: the apply pack's questions follow them. */
    countryCodes: row.country_codes,
    boardTypes: sources.map((s) => s.board_type),
  };
}

export { findApplyUrls, findTitleFamilies, jobsVersion, listJobFeatureRows, skillNames };
export type { JobFeatureRow } from './jobs.queries.js';
