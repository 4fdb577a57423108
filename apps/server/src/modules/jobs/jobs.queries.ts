import { queryRows, type Db, type JobLocation, type JobPayEstimate } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../lib/sql-values.js';

export interface JobRow {
  id: number;
  title: string;
  title_id: number | null;
  standard_level: number | null;
  company_id: number;
  company_name: string;
  company_slug: string;
  locations: JobLocation[];
  country_codes: string[];
  remote: 'full' | 'hybrid' | 'none';
  employment_type: 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary' | null;
  pay_min: number | null;
  pay_max: number | null;
  pay_currency: string | null;
  pay_interval: 'year' | 'month' | 'hour' | null;
  pay_estimate: JobPayEstimate | null;
  skill_ids: number[];
  posted_at: Date | string;
  updated_at: Date | string;
  is_demo: boolean;
}

const SUMMARY_COLUMNS = sql.raw(`j.id, j.title, j.title_id, j.standard_level, j.company_id, c.name as company_name, c.slug as company_slug,
  j.locations, j.country_codes, j.remote, j.employment_type, j.pay_min, j.pay_max, j.pay_currency, j.pay_interval, j.pay_estimate,
  j.skill_ids, j.posted_at, j.updated_at, j.is_demo`);

/** Yearly pay upper bound in the posting's currency (hours at 2,080 a year, months at 12). */
const YEARLY_MAX = sql.raw(
  `case j.pay_interval when 'hour' then j.pay_max::bigint * 2080 when 'month' then j.pay_max::bigint * 12 else j.pay_max end`,
);

export interface JobDetailRow extends JobRow {
  department: string | null;
  description_html: string;
  apply_url: string;
  catalog_title: string | null;
  catalog_title_slug: string | null;
  company_industry: string;
  company_size_band: string | null;
  company_headquarters: string | null;
}

/** A listed job (updated since `listedSince`); undefined when there is none or it is no longer listed. */
export async function findListedJob(db: Db, id: number, listedSince: Date): Promise<JobDetailRow | undefined> {
  const [row] = await queryRows<JobDetailRow>(
    db,
    sql`select ${SUMMARY_COLUMNS}, j.department, j.description_html, j.apply_url, t.name as catalog_title, t.slug as catalog_title_slug,
          c.industry as company_industry, c.size_band as company_size_band, c.headquarters as company_headquarters
        from jobs j join companies c on c.id = j.company_id left join titles t on t.id = j.title_id
        where j.id = ${id} and j.updated_at >= ${listedSince.toISOString()}::timestamptz`,
  );
  return row;
}

export const findJobSources = (db: Db, jobId: number) =>
  queryRows<{ board_type: string; board_token: string; apply_url: string }>(
    db,
    sql`select board_type, board_token, apply_url from job_sources where job_id = ${jobId} order by first_seen_at, id`,
  );

export async function countListedJobsOfCompany(db: Db, companyId: number, listedSince: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where company_id = ${companyId} and updated_at >= ${listedSince.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

export const skillNames = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, name from skills where id = any(${intArray(ids)})`);
  return new Map(rows.map((r) => [r.id, r.name]));
};

export const listBoards = (db: Db, listedSince: Date) =>
  queryRows<{
    board_type: string;
    token: string;
    company_name: string;
    company_slug: string;
    jobs: number;
    last_synced_at: Date | string | null;
    last_error: string | null;
  }>(
    db,
    sql`select b.board_type, b.token, c.name as company_name, c.slug as company_slug, b.last_synced_at, b.last_error,
          (select count(distinct s.job_id)::int from job_sources s join jobs j on j.id = s.job_id
            where s.board_type = b.board_type and s.board_token = b.token and j.updated_at >= ${listedSince.toISOString()}::timestamptz) as jobs
        from job_boards b join companies c on c.id = b.company_id
        where b.board_type <> 'demo'
        order by c.name, b.board_type`,
  );

/** Jobs by id with their company (listed or not: an application keeps showing its job). */
export const findJobRowsByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as JobRow[])
    : queryRows<JobRow>(
        db,
        sql`select ${SUMMARY_COLUMNS} from jobs j join companies c on c.id = j.company_id
            where j.id = any(${intArray(ids)})`,
      );

export interface JobFeatureRow {
  id: number;
  title: string;
  title_id: number | null;
  family_id: number | null;
  standard_level: number | null;
  company_id: number;
  location_ids: number[];
  country_codes: string[];
  remote: 'full' | 'hybrid' | 'none';
  skill_ids: number[];
  yearly_min: number | null;
  yearly_max: number | null;
  pay_currency: string | null;
  est_p25: number | null;
  est_p75: number | null;
  est_currency: string | null;
  updated_at: Date | string;
  no_sponsorship: boolean;
  posted_at: Date | string;
  company_name: string;
  company_slug: string;
  /** Each place as posted, its city and state, lower case, joined: what a location search looks in. */
  places: string;
  /** The posted places that name a city, as posted (the jobs search's location typeahead). */
  cities: { city: string; state: string | null; countryCode: 'in' | 'us' | null }[];
}

/**
 * Phrases employers use to say they will not sponsor a work visa. Matched once per job when the
 * match index loads, so a member who needs sponsorship is never shown those jobs.
 */
const NO_SPONSORSHIP = String.raw`(no|not|unable to|cannot|can't|will not|won't|do not|does not|don't|doesn't)( be able to)?( (offer|provide|support|consider))? (visa |immigration |work (visa |permit )?)?sponsor(ship)?|without (the )?(need for |requiring )(visa |immigration )?sponsorship|not eligible for (visa |immigration )?sponsorship`;

/** What matching and the search need of the jobs `where` picks (pay made yearly: hours at 2,080 a year, months at 12). */
const jobFeatureRows = (db: Db, where: SQL) =>
  queryRows<JobFeatureRow>(
    db,
    sql`select j.id, j.title, j.title_id, t.family_id, j.standard_level, j.company_id, j.location_ids, j.country_codes, j.remote, j.skill_ids,
          case j.pay_interval when 'hour' then j.pay_min::bigint * 2080 when 'month' then j.pay_min::bigint * 12 else j.pay_min end as yearly_min,
          ${YEARLY_MAX} as yearly_max, j.pay_currency,
          (j.pay_estimate->>'p25')::int as est_p25, (j.pay_estimate->>'p75')::int as est_p75, j.pay_estimate->>'currency' as est_currency,
          j.updated_at, j.description_text ~* ${NO_SPONSORSHIP} as no_sponsorship,
          j.posted_at, c.name as company_name, c.slug as company_slug,
          lower(coalesce((select string_agg(concat_ws('|', l->>'raw', l->>'city', l->>'state'), '|') from jsonb_array_elements(j.locations) l), '')) as places,
          coalesce((select jsonb_agg(jsonb_build_object('city', l->>'city', 'state', l->>'state', 'countryCode', l->>'countryCode'))
                    from jsonb_array_elements(j.locations) l where coalesce(l->>'city', '') <> ''), '[]'::jsonb) as cities
        from jobs j join companies c on c.id = j.company_id left join titles t on t.id = j.title_id
        where ${where}
        order by j.posted_at desc, j.id desc`,
  );

/** Every job listed since `listedSince`, newest first. */
export const listJobFeatureRows = (db: Db, listedSince: Date) =>
  jobFeatureRows(db, sql`j.updated_at >= ${listedSince.toISOString()}::timestamptz`);

/** One job's row, listed or not (an application's job may have gone quiet since). */
export const jobFeatureRowById = async (db: Db, id: number) => (await jobFeatureRows(db, sql`j.id = ${id}`))[0] ?? null;

/** The jobs' version (migration 0015: a statement trigger bumps it on every write to jobs). */
export async function jobsVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string | number }>(db, sql`select version as v from jobs_version where id = 1`);
  return String(row?.v ?? '');
}

/** Catalogue titles with their job family, for the hunt's wanted titles. */
export const findTitleFamilies = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as { id: number; name: string; family_id: number }[])
    : queryRows<{ id: number; name: string; family_id: number }>(
        db,
        sql`select id, name, family_id from titles where id = any(${intArray(ids)})`,
      );

/** Where to apply to each of these jobs. */
export const findApplyUrls = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await queryRows<{ id: number; apply_url: string }>(db, sql`select id, apply_url from jobs where id = any(${intArray(ids)})`);
  return new Map(rows.map((r) => [r.id, r.apply_url]));
};
