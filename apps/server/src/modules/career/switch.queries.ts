import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { sqlList } from '../../lib/sql-values.js';

/**
 * The moves behind the talent-flow calls (ADR 028), one row per person and move, read from career
 * histories with window functions. A stint is a run of consecutive positions at one company (a
 * promotion is not a move): a stint ends where the next position's company differs (lead) and starts
 * where the previous one's does (lag). Window functions only, no grouping: one sort of the people's
 * positions serves all of them. Only the region's positions count. Aggregation (counts, medians, the privacy floor) is in switch.rules.ts.
 */

/** One move out of (or into) the company. */
export interface MoveRow {
  person_id: number;
  /** The other company: where the person went (out) or came from (in). */
  other_id: number;
  /** Months at the company before leaving (out), or at the previous company before joining (in). */
  months: number;
  /** Pay change in percent, null unless both totals are known (and the old one positive). */
  pay_change: number | null;
  /** The first title at the new company. */
  title_id: number;
  is_demo: boolean;
}

/** A graduate's first job after the school. */
export interface FirstJobRow {
  person_id: number;
  other_id: number;
  months: number;
  pay: number | null;
  title_id: number;
  is_demo: boolean;
}

const monthIndex = (date: string) => sql.raw(`(extract(year from ${date})::int * 12 + extract(month from ${date})::int)`);

/**
 * Everyone who ever worked at the company in the region, their region positions in order, each
 * with its neighbours (lag/lead) and the start of the stint it belongs to (the latest stint start
 * so far: a running max, as dates only grow along the order); then each position with the
 * previous position's stint start. The last position of a stint at the company carries the move
 * out (its `next_*`), the first one the move in (its `prev_*`). People are restricted first through
 * career_positions_company_idx; one sort by person and date serves every window.
 */
function positionsAround(companyId: number, cc: Region) {
  return sql`
    with people as (
      select distinct person_id from career_positions where company_id = ${companyId} and country_code = ${cc}
    ),
    ordered as (
      select p.id, p.person_id, p.company_id, p.title_id, p.start_date, p.end_date, p.pay_total,
        coalesce(p.start_pay_total, p.pay_total) as began_pay,
        lag(p.company_id) over w as prev_company, lag(p.end_date) over w as prev_end, lag(p.pay_total) over w as prev_pay,
        lead(p.company_id) over w as next_company, lead(p.start_date) over w as next_start,
        lead(coalesce(p.start_pay_total, p.pay_total)) over w as next_pay, lead(p.title_id) over w as next_title
      from career_positions p join people using (person_id)
      where p.country_code = ${cc}
      window w as (partition by p.person_id order by p.start_date, p.id)
    ),
    stints as (
      select *,
        max(case when prev_company is distinct from company_id then start_date end)
          over (partition by person_id order by start_date, id rows unbounded preceding) as run_start
      from ordered
    ),
    linked as (
      select *, lag(run_start) over (partition by person_id order by start_date, id) as prev_start from stints
    )`;
}

/** The pay left (the previous position's latest) against the pay the move began with (its start pay when known). */
const payChange = (from: string, to: string) =>
  sql.raw(`case when ${from} > 0 and ${to} is not null then (${to} - ${from}) * 100.0 / ${from} end`);

/**
 * Moves out of the company (to the next company, after the months of the stint) and into it (from
 * the previous company, after the months spent there), in one pass over the histories.
 */
export async function companyMoves(db: Db, companyId: number, cc: Region): Promise<{ out: MoveRow[]; into: MoveRow[] }> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`${positionsAround(companyId, cc)}
    select 'out' as direction, l.person_id, l.next_company as other_id,
      greatest(0, ${monthIndex('least(l.end_date, l.next_start)')} - ${monthIndex('l.run_start')}) as months,
      ${payChange('l.pay_total', 'l.next_pay')}::float8 as pay_change,
      l.next_title as title_id, pp.is_demo
    from linked l join career_people pp on pp.id = l.person_id
    where l.company_id = ${companyId} and l.next_company is distinct from ${companyId} and l.next_company is not null
    union all
    select 'in' as direction, l.person_id, l.prev_company as other_id,
      greatest(0, ${monthIndex('least(l.prev_end, l.start_date)')} - ${monthIndex('l.prev_start')}) as months,
      ${payChange('l.prev_pay', 'l.began_pay')}::float8 as pay_change,
      l.title_id, pp.is_demo
    from linked l join career_people pp on pp.id = l.person_id
    where l.company_id = ${companyId} and l.prev_company is distinct from ${companyId} and l.prev_company is not null`,
  );
  return {
    out: rows.filter((r) => r.direction === 'out').map(toMove),
    into: rows.filter((r) => r.direction === 'in').map(toMove),
  };
}

const toMove = (r: Record<string, unknown>): MoveRow => ({
  person_id: Number(r.person_id),
  other_id: Number(r.other_id),
  months: Number(r.months),
  pay_change: r.pay_change === null || r.pay_change === undefined ? null : Number(r.pay_change),
  title_id: Number(r.title_id),
  is_demo: Boolean(r.is_demo),
});

/**
 * Graduates' first jobs: for each person who finished at the school (or in the major) — their last
 * finish there when several — the first region position starting on or after 1 July of the year
 * before the final year (a job taken up to a year before graduating counts). Months are from
 * 1 July of the final year, 0 when the job started before.
 */
export async function firstJobs(db: Db, by: { schoolId: number } | { majorSlug: string }, cc: Region): Promise<FirstJobRow[]> {
  const filter = 'schoolId' in by ? sql`e.school_id = ${by.schoolId}` : sql`e.major_slug = ${by.majorSlug}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with graduates as (
      select e.person_id, make_date(max(e.end_year)::int, 7, 1) as graduated
      from career_education e where ${filter} and e.end_year is not null
      group by e.person_id
    ),
    jobs as (
      select g.person_id, g.graduated, p.company_id, p.title_id, p.start_date, coalesce(p.start_pay_total, p.pay_total) as began_pay,
        row_number() over (partition by g.person_id order by p.start_date, p.id) as nth
      from graduates g join career_positions p on p.person_id = g.person_id
      where p.country_code = ${cc} and p.start_date >= (g.graduated - interval '1 year')
    )
    select j.person_id, j.company_id as other_id,
      greatest(0, ${monthIndex('j.start_date')} - ${monthIndex('j.graduated')}) as months,
      j.began_pay as pay, j.title_id, pp.is_demo
    from jobs j join career_people pp on pp.id = j.person_id
    where j.nth = 1`,
  );
  return rows.map((r) => ({
    person_id: Number(r.person_id),
    other_id: Number(r.other_id),
    months: Number(r.months),
    pay: r.pay === null || r.pay === undefined ? null : Number(r.pay),
    title_id: Number(r.title_id),
    is_demo: Boolean(r.is_demo),
  }));
}

export interface Named {
  id: number;
  name: string;
  slug: string;
}

export async function companiesByIds(db: Db, ids: readonly number[]): Promise<Map<number, Named>> {
  return namesOf(db, 'companies', ids);
}

export async function titlesByIds(db: Db, ids: readonly number[]): Promise<Map<number, Named>> {
  return namesOf(db, 'titles', ids);
}

async function namesOf(db: Db, table: 'companies' | 'titles', ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Named>();
  const list = sqlList([...new Set(ids)]);
  const rows = await queryRows<Record<string, unknown>>(db, sql`select id, name, slug from ${sql.identifier(table)} where id in (${list})`);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), name: String(r.name), slug: String(r.slug) }]));
}

export async function findCompany(db: Db, slug: string): Promise<Named | null> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select id, name, slug from companies where slug = ${slug}`);
  return rows[0] ? { id: Number(rows[0].id), name: String(rows[0].name), slug: String(rows[0].slug) } : null;
}

export async function findSchool(db: Db, slug: string): Promise<Named | null> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select id, name, slug from schools where slug = ${slug}`);
  return rows[0] ? { id: Number(rows[0].id), name: String(rows[0].name), slug: String(rows[0].slug) } : null;
}

/** A major by its slug: the name most graduates gave it; null when nobody studied it. */
export async function findMajor(db: Db, slug: string): Promise<{ name: string; slug: string } | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select major from career_education where major_slug = ${slug} and major is not null
        group by major order by count(*) desc, major limit 1`,
  );
  return rows[0] ? { name: String(rows[0].major), slug } : null;
}

/** The version of career histories (bumped on every write to positions): part of each cache key. */
export async function careerVersionNow(db: Db): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select version from career_version where id = 1`);
  return Number(rows[0]?.version ?? 0);
}

/**
 * The member's current company: their open position (the latest started), else their latest
 * position, else their profile's company; with the region of the position when there is one.
 */
export async function memberCompany(db: Db, userId: string): Promise<{ companyId: number; countryCode: Region | null } | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.company_id, p.country_code from career_positions p join career_people pp on pp.id = p.person_id
        where pp.user_id = ${userId}
        order by (p.end_date is null) desc, p.start_date desc, p.id desc limit 1`,
  );
  if (rows[0]) return { companyId: Number(rows[0].company_id), countryCode: rows[0].country_code as Region };
  const profile = await queryRows<Record<string, unknown>>(db, sql`select company_id from profiles where user_id = ${userId}`);
  const companyId = profile[0]?.company_id;
  return companyId === null || companyId === undefined ? null : { companyId: Number(companyId), countryCode: null };
}
