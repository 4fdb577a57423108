import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { intArray } from '../../lib/sql-values.js';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/**
 * The rows behind talent intelligence (docs/decisions/058-talent-intelligence.md): one row per
 * move into or out of a company, the moves between the companies of a peer table, members' pay at
 * a company from their salary records, offers and incumbents. A move is what the move network
 * counts (ADR 027): two consecutive positions of one person, in start order, at different
 * companies, within one region. Aggregation and the privacy rule are in talent.rules.ts.
 */

const monthIndex = (date: string) => sql.raw(`(extract(year from ${date})::int * 12 + extract(month from ${date})::int)`);

/** One move into (in) or out of (out) the company. */
export interface MoveRow {
  direction: 'in' | 'out';
  person_id: number;
  user_id: string | null;
  is_demo: boolean;
  /** Where the person came from (in) or went (out). */
  other_id: number;
  /** The calendar year the new position started. */
  year: number;
  /** The role at the company: taken (in) or left (out). */
  family_id: number;
  standard_level: number | null;
  /** Months in the role left (the position just before the move), to its end or the next start, whichever is earlier. */
  months: number;
  /** The yearly total at the role left (its latest) and at the one taken (what it began with), when the history says. */
  old_pay: number | null;
  new_pay: number | null;
  /** The companies left and joined, for members' pay from their salary records. */
  from_id: number;
  to_id: number;
}

/**
 * Every move into and out of the company in the region, in one pass over the region histories of
 * the people who ever worked there (career_positions_company_idx first).
 */
export async function companyMoves(db: Db, companyId: number, cc: Region): Promise<MoveRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with people as (
      select distinct person_id from career_positions where company_id = ${companyId} and country_code = ${cc}
    ),
    ordered as (
      select p.id, p.person_id, p.company_id, p.title_id, p.standard_level, p.start_date, p.end_date, p.pay_total,
        coalesce(p.start_pay_total, p.pay_total) as began_pay,
        lag(p.company_id) over w as prev_company, lag(p.start_date) over w as prev_start, lag(p.end_date) over w as prev_end,
        lag(p.pay_total) over w as prev_pay,
        lead(p.company_id) over w as next_company, lead(p.start_date) over w as next_start,
        lead(coalesce(p.start_pay_total, p.pay_total)) over w as next_pay
      from career_positions p join people using (person_id)
      where p.country_code = ${cc}
      window w as (partition by p.person_id order by p.start_date, p.id)
    )
    select 'in' as direction, o.person_id, pp.user_id, pp.is_demo, o.prev_company as other_id,
      extract(year from o.start_date)::int as year, t.family_id, o.standard_level,
      greatest(0, ${monthIndex('least(coalesce(o.prev_end, o.start_date), o.start_date)')} - ${monthIndex('o.prev_start')}) as months,
      o.prev_pay as old_pay, o.began_pay as new_pay, o.prev_company as from_id, o.company_id as to_id
    from ordered o join titles t on t.id = o.title_id join career_people pp on pp.id = o.person_id
    where o.company_id = ${companyId} and o.prev_company is not null and o.prev_company <> ${companyId}
    union all
    select 'out' as direction, o.person_id, pp.user_id, pp.is_demo, o.next_company as other_id,
      extract(year from o.next_start)::int as year, t.family_id, o.standard_level,
      greatest(0, ${monthIndex('least(coalesce(o.end_date, o.next_start), o.next_start)')} - ${monthIndex('o.start_date')}) as months,
      o.pay_total as old_pay, o.next_pay as new_pay, o.company_id as from_id, o.next_company as to_id
    from ordered o join titles t on t.id = o.title_id join career_people pp on pp.id = o.person_id
    where o.company_id = ${companyId} and o.next_company is not null and o.next_company <> ${companyId}`,
  );
  return rows.map((r) => ({
    direction: r.direction === 'in' ? 'in' : 'out',
    person_id: Number(r.person_id),
    user_id: r.user_id === null || r.user_id === undefined ? null : String(r.user_id),
    is_demo: Boolean(r.is_demo),
    other_id: Number(r.other_id),
    year: Number(r.year),
    family_id: Number(r.family_id),
    standard_level: r.standard_level === null || r.standard_level === undefined ? null : Number(r.standard_level),
    months: Number(r.months),
    old_pay: numberOrNull(r.old_pay),
    new_pay: numberOrNull(r.new_pay),
    from_id: Number(r.from_id),
    to_id: Number(r.to_id),
  }));
}

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A member's yearly total at a company from their own published salary records, dated (the offer date, else when reported). */
export interface MemberPayRow {
  user_id: string;
  company_id: number;
  total: number;
  dated: string;
}

/** The published salary records members gave for themselves at these companies, in the region. */
export async function memberPay(db: Db, userIds: readonly string[], companyIds: readonly number[], cc: Region): Promise<MemberPayRow[]> {
  if (userIds.length === 0 || companyIds.length === 0) return [];
  const users = sql.join(
    [...new Set(userIds)].map((u) => sql`${u}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ms.user_id, ms.company_id, r.total, coalesce(ms.offer_date, r.reported_on)::text as dated
      from member_salaries ms join ${publishedRecords('r')} on r.id = ms.record_id
      where ms.user_id in (${users}) and ms.company_id = any(${intArray(companyIds)}) and r.country_code = ${cc}`,
  );
  return rows.map((r) => ({
    user_id: String(r.user_id),
    company_id: Number(r.company_id),
    total: Number(r.total),
    dated: String(r.dated),
  }));
}

/** Moves between two companies of the set (either way), per directed pair: moves and the people who made them. */
export interface PairRow {
  from_id: number;
  to_id: number;
  person_id: number;
  is_demo: boolean;
}

/**
 * Every move from one company of the set to another in the region, one row each, read from the
 * region histories of the people who worked at any of them.
 */
export async function movesAmong(db: Db, companyIds: readonly number[], cc: Region): Promise<PairRow[]> {
  if (companyIds.length < 2) return [];
  const set = intArray(companyIds);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with people as (
      select distinct person_id from career_positions where company_id = any(${set}) and country_code = ${cc}
    ),
    ordered as (
      select p.person_id, p.company_id, lag(p.company_id) over (partition by p.person_id order by p.start_date, p.id) as prev_company
      from career_positions p join people using (person_id)
      where p.country_code = ${cc}
    )
    select o.prev_company as from_id, o.company_id as to_id, o.person_id, pp.is_demo
    from ordered o join career_people pp on pp.id = o.person_id
    where o.prev_company <> o.company_id and o.prev_company = any(${set}) and o.company_id = any(${set})`,
  );
  return rows.map((r) => ({
    from_id: Number(r.from_id),
    to_id: Number(r.to_id),
    person_id: Number(r.person_id),
    is_demo: Boolean(r.is_demo),
  }));
}

/**
 * The companies the subject exchanges most people with, either way, in the region: people who
 * made at least one move between the two, most first.
 */
export async function exchangePartners(db: Db, companyId: number, cc: Region, limit: number): Promise<number[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with people as (
      select distinct person_id from career_positions where company_id = ${companyId} and country_code = ${cc}
    ),
    ordered as (
      select p.person_id, p.company_id, lag(p.company_id) over (partition by p.person_id order by p.start_date, p.id) as prev_company
      from career_positions p join people using (person_id)
      where p.country_code = ${cc}
    )
    select case when company_id = ${companyId} then prev_company else company_id end as other_id, count(distinct person_id) as people
    from ordered
    where prev_company <> company_id and (company_id = ${companyId} or prev_company = ${companyId})
    group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((r) => Number(r.other_id));
}

/**
 * Of these companies, the `limit` with the most people in the region's histories (a cohort peer
 * group can name thousands), most first.
 */
export async function busiestCompanies(db: Db, companyIds: readonly number[], cc: Region, limit: number): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select company_id, count(distinct person_id) as people from career_positions
      where company_id = any(${intArray(companyIds)}) and country_code = ${cc}
      group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((r) => Number(r.company_id));
}

/** The region's sample company for the public preview: the one the most people in histories worked at. */
export async function sampleCompany(db: Db, cc: Region): Promise<number | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select company_id from career_positions where country_code = ${cc}
      group by company_id order by count(distinct person_id) desc, company_id limit 1`,
  );
  return rows[0] ? Number(rows[0].company_id) : null;
}

/** An offer at the company: a member's (offers they recorded and let count) or a hire's starting pay in career histories. */
export interface OfferRow {
  /** `u:<user id>` for a member, `p:<career person id>` for a demo person: people are counted by it. */
  person: string;
  title_id: number;
  family_id: number;
  standard_level: number;
  total: number;
  is_demo: boolean;
}

/**
 * Offers at the company in the region since `since`, with a catalogue title and a standard level:
 * members' offers that count in figures (base + yearly stock + bonus, the records' total; in the
 * region's currency), and the starting pay of positions taken there after a move (an accepted
 * offer: the history's start pay, demo people's among them).
 */
export async function offersAt(db: Db, companyId: number, cc: Region, currency: string, since: string): Promise<OfferRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select 'u:' || o.user_id::text as person, o.title_id, t.family_id, o.standard_level,
      o.base + coalesce(o.stocks, 0) + coalesce(o.bonus, 0) as total, false as is_demo
    from offers o join titles t on t.id = o.title_id
    where o.company_id = ${companyId} and o.country_code = ${cc} and o.currency = ${currency} and o.count_in_figures
      and o.standard_level is not null and coalesce(o.offer_date, o.created_at::date) >= ${since}::date
    union all
    select case when pp.user_id is null then 'p:' || pp.id::text else 'u:' || pp.user_id::text end, m.title_id, t.family_id,
      m.standard_level, m.start_pay_total, pp.is_demo
    from (
      select p.*, lag(p.company_id) over (partition by p.person_id order by p.start_date, p.id) as prev_company
      from career_positions p
      where p.person_id in (select person_id from career_positions where company_id = ${companyId} and country_code = ${cc})
        and p.country_code = ${cc}
    ) m
    join titles t on t.id = m.title_id join career_people pp on pp.id = m.person_id
    where m.company_id = ${companyId} and m.prev_company is not null and m.prev_company <> ${companyId}
      and m.start_pay_total > 0 and m.standard_level is not null and m.start_date >= ${since}::date`,
  );
  return rows.map((r) => ({
    person: String(r.person),
    title_id: Number(r.title_id),
    family_id: Number(r.family_id),
    standard_level: Number(r.standard_level),
    total: Number(r.total),
    is_demo: Boolean(r.is_demo),
  }));
}

/** Incumbents of a title and level at the company: the median yearly total of published records other than offers, and how many. */
export interface IncumbentRow {
  title_id: number;
  standard_level: number;
  records: number;
  median: number;
}

export async function incumbents(db: Db, companyId: number, cc: Region, titleIds: readonly number[]): Promise<IncumbentRow[]> {
  if (titleIds.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.title_id, r.standard_level, count(*) as records, percentile_cont(0.5) within group (order by r.total) as median
      from ${publishedRecords('r')}
      where r.company_id = ${companyId} and r.country_code = ${cc} and r.source <> 'offer'
        and r.standard_level is not null and r.title_id = any(${intArray(titleIds)})
      group by r.title_id, r.standard_level`,
  );
  return rows.map((r) => ({
    title_id: Number(r.title_id),
    standard_level: Number(r.standard_level),
    records: Number(r.records),
    median: Number(r.median),
  }));
}

export interface Named {
  id: number;
  name: string;
  slug: string;
}

export async function companiesByIds(db: Db, ids: readonly number[]): Promise<Map<number, Named>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(db, sql`select id, name, slug from companies where id = any(${intArray(ids)})`);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), name: String(r.name), slug: String(r.slug) }]));
}

export async function familiesByIds(db: Db, ids: readonly number[]): Promise<Map<number, Named>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(db, sql`select id, name, slug from job_families where id = any(${intArray(ids)})`);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), name: String(r.name), slug: String(r.slug) }]));
}

/** The version of career histories (bumped on every write to positions): part of each cache key. */
export async function careerVersionNow(db: Db): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select version from career_version where id = 1`);
  return Number(rows[0]?.version ?? 0);
}
