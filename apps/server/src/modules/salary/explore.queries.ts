import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.js';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/** A set of published records: one region, narrowed by any of title, company, city, skill, date and level. */
export interface RecordScope {
  countryCode: Region;
  titleId?: number | null;
  companyId?: number | null;
  locationId?: number | null;
  skillId?: number | null;
  sinceDate?: string | null;
  standardLevel?: number | null;
}

/** The scope's condition on records read from publishedRecords() (aliased `r`; held outliers are never in it). */
export function scopeWhere(s: RecordScope): SQL {
  const parts: SQL[] = [sql`r.country_code = ${s.countryCode}`];
  if (s.titleId != null) parts.push(sql`r.title_id = ${s.titleId}`);
  if (s.companyId != null) parts.push(sql`r.company_id = ${s.companyId}`);
  if (s.locationId != null) parts.push(sql`r.location_id = ${s.locationId}`);
  if (s.skillId != null) parts.push(sql`r.skill_ids @> array[${s.skillId}]::int[]`);
  if (s.sinceDate) parts.push(sql`r.reported_on >= ${s.sinceDate}::date`);
  if (s.standardLevel != null) parts.push(sql`r.standard_level = ${s.standardLevel}`);
  return sql.join(parts, sql` and `);
}

const intArray = (ids: number[]) => sql`${sql.param(ids)}::int4[]`;
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

export async function countRecords(db: Db, where: SQL) {
  const rows = await queryRows<{ n: number; demo_n: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where r.source = 'demo')::int as demo_n from ${publishedRecords()} where ${where}`,
  );
  return { n: Number(rows[0]?.n ?? 0), demoN: Number(rows[0]?.demo_n ?? 0) };
}

export interface LevelRow {
  level: number;
  n: number;
  total_p: number[];
  base_p50: number;
  stock_n: number;
  stock_p50: number | null;
  bonus_n: number;
  bonus_p50: number | null;
  names: string[];
}

/**
 * The records grouped by standard level (records without one are left out), levels under minSlice
 * dropped. `withNames` adds the company's own level names seen at each level.
 */
export async function levelLadder(db: Db, where: SQL, minSlice: number, withNames: boolean) {
  const names = withNames ? sql`coalesce(array_agg(distinct cl.name) filter (where cl.name is not null), '{}'::text[])` : sql`'{}'::text[]`;
  const join = withNames ? sql`left join company_levels cl on cl.id = r.level_id` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select r.standard_level::int as level, count(*)::int as n,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by r.total) as total_p,
      percentile_cont(0.5) within group (order by r.base) as base_p50,
      count(r.stock_yearly)::int as stock_n, percentile_cont(0.5) within group (order by r.stock_yearly) as stock_p50,
      count(r.bonus)::int as bonus_n, percentile_cont(0.5) within group (order by r.bonus) as bonus_p50,
      ${names} as names
    from ${publishedRecords()} ${join}
    where ${where} and r.standard_level is not null
    group by 1 having count(*) >= ${minSlice}
    order by 1`,
  );
  return rows as unknown as LevelRow[];
}

export type Dimension = 'company' | 'title' | 'city';

const DIMENSIONS: Record<Dimension, { column: SQL; table: SQL; name: SQL }> = {
  company: { column: sql`r.company_id`, table: sql`companies`, name: sql`d.name` },
  title: { column: sql`r.title_id`, table: sql`titles`, name: sql`d.name` },
  city: { column: sql`r.location_id`, table: sql`locations`, name: sql`d.city` },
};

export interface BreakdownRow {
  id: number;
  name: string;
  slug: string;
  n: number;
  p50: number;
  /** The group's most reported title (ties: the lowest id), when asked for. */
  top_title_id: number | null;
}

export interface Breakdown {
  rows: BreakdownRow[];
  /** Records (and demo records) of every group, before the minSlice cut and the limit. */
  total: number;
  demoTotal: number;
}

/**
 * The records grouped by company, title or city: count and median total, groups under minSlice
 * left out, the first `limit` by count (popular) or by median (pay). One pass over the records,
 * grouped on ids and named afterwards; the same pass counts every record (the subject's total)
 * and, with `topTitle`, finds each group's most reported title.
 */
export async function breakdown(
  db: Db,
  where: SQL,
  by: Dimension,
  options: { minSlice: number; sort: 'popular' | 'pay'; limit: number; topTitle?: boolean },
): Promise<Breakdown> {
  const d = DIMENSIONS[by];
  const order = options.sort === 'popular' ? sql`g.n desc, g.p50 desc, g.id` : sql`g.p50 desc, g.n desc, g.id`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with g as (
      select ${d.column} as id, count(*)::int as n, count(*) filter (where r.source = 'demo')::int as demo_n,
        percentile_cont(0.5) within group (order by r.total) as p50,
        ${options.topTitle ? sql`mode() within group (order by r.title_id)` : sql`null::int`} as top_title_id
      from ${publishedRecords()}
      where ${where}
      group by 1
    ), top as (
      select * from g where g.id is not null and g.n >= ${options.minSlice} order by ${order} limit ${options.limit}
    ), totals as (
      select coalesce(sum(n), 0)::int as total, coalesce(sum(demo_n), 0)::int as demo_total from g
    )
    -- One row even when no group qualifies: the totals, with nulls for the group.
    select g.id, g.name, g.slug, g.n, g.p50, g.top_title_id, totals.total, totals.demo_total
    from totals left join (select g.*, ${d.name} as name, d.slug from top g join ${d.table} d on d.id = g.id) g on true
    order by ${order}`,
  );
  return {
    rows: rows.filter((row) => row.id !== null) as unknown as BreakdownRow[],
    total: Number(rows[0]?.total ?? 0),
    demoTotal: Number(rows[0]?.demo_total ?? 0),
  };
}

/**
 * How many of the records each (company or city, title) pair has, with the title's slug: to tell
 * whether a group's most reported title has a salary page of its own. Reads only those pairs.
 */
export async function pairCounts(db: Db, where: SQL, by: 'company' | 'city', pairs: Array<{ id: number; titleId: number }>) {
  const result = new Map<number, { slug: string; n: number }>();
  if (pairs.length === 0) return result;
  const column = DIMENSIONS[by].column;
  const ids = intArray(pairs.map((p) => p.id));
  const titleIds = intArray(pairs.map((p) => p.titleId));
  const rows = await queryRows<{ id: number; slug: string; n: number }>(
    db,
    sql`
    select x.id, t.slug, x.n
    from (
      select ${column} as id, r.title_id, count(*)::int as n
      from ${publishedRecords()}
      where ${where} and r.title_id = any(${titleIds}) and (${column}, r.title_id) in (select * from unnest(${ids}, ${titleIds}))
      group by 1, 2
    ) x join titles t on t.id = x.title_id`,
  );
  for (const r of rows) result.set(Number(r.id), { slug: r.slug, n: Number(r.n) });
  return result;
}

/** Titles at a company in a region: count and median total, under minSlice left out, most reported first. */
export async function companyTitles(db: Db, where: SQL, minSlice: number, limit: number) {
  return (await breakdown(db, where, 'title', { minSlice, sort: 'popular', limit })).rows;
}

export async function findSkillBySlug(db: Db, slug: string) {
  const rows = await queryRows<{ id: number; name: string; slug: string }>(db, sql`select id, name, slug from skills where slug = ${slug}`);
  return rows[0] ?? null;
}

export async function findCityBySlug(db: Db, slug: string) {
  const rows = await queryRows<{ id: number; name: string; slug: string; country_code: Region }>(
    db,
    sql`select id, city as name, slug, country_code from locations where slug = ${slug}`,
  );
  return rows[0] ?? null;
}

export interface NamedRow {
  id: number;
  name: string;
  slug: string;
}

/** Companies or titles whose slug is one of `slugs` (unique index lookups). */
export async function findBySlugs(db: Db, table: 'companies' | 'titles', slugs: string[]) {
  if (slugs.length === 0) return [];
  return queryRows<NamedRow>(db, sql`select id, name, slug from ${sql.raw(table)} where slug = any(${textArray(slugs)}) limit 200`);
}

/** The shortest company or title whose name starts with `prefix` (lower-case name index). */
export async function findByNamePrefix(db: Db, table: 'companies' | 'titles', prefix: string) {
  const rows = await queryRows<NamedRow>(
    db,
    sql`select id, name, slug from ${sql.raw(table)} where lower(name) like ${`${escapeLike(prefix.toLowerCase())}%`}
      order by length(name), name limit 1`,
  );
  return rows[0] ?? null;
}

/** Records per region of a title, a company, or both. */
export async function countByRegion(db: Db, ids: { titleId: number | null; companyId: number | null }) {
  const parts: SQL[] = [sql`r.country_code in ('in', 'us')`];
  if (ids.titleId !== null) parts.push(sql`r.title_id = ${ids.titleId}`);
  if (ids.companyId !== null) parts.push(sql`r.company_id = ${ids.companyId}`);
  const rows = await queryRows<{ cc: Region; n: number }>(
    db,
    sql`select r.country_code as cc, count(*)::int as n from ${publishedRecords()} where ${sql.join(parts, sql` and `)} group by 1`,
  );
  return new Map(rows.map((r) => [r.cc, Number(r.n)]));
}

/** A company's most reported title in each region, with its count and the company's count there. */
export async function companyTopTitleByRegion(db: Db, companyId: number) {
  const rows = await queryRows<{ cc: Region; id: number; name: string; slug: string; n: number; company_n: number }>(
    db,
    sql`
    select distinct on (x.cc) x.cc, t.id, t.name, t.slug, x.n, x.company_n
    from (
      select r.country_code as cc, r.title_id, count(*)::int as n, (sum(count(*)) over (partition by r.country_code))::int as company_n
      from ${publishedRecords()}
      where r.country_code in ('in', 'us') and r.company_id = ${companyId}
      group by 1, 2
    ) x join titles t on t.id = x.title_id
    order by x.cc, x.n desc, t.slug`,
  );
  return new Map(
    rows.map((r) => [r.cc, { title: { id: Number(r.id), name: r.name, slug: r.slug }, n: Number(r.n), companyN: Number(r.company_n) }]),
  );
}

/** The anonymised rows of a slice for export: no ids, no member, month only; newest first. */
export async function exportRows(db: Db, where: SQL, limit: number) {
  return queryRows<{
    month: string;
    company: string;
    title: string;
    level: string | null;
    standard_level: number | null;
    city: string | null;
    yoe: number | null;
    base: number;
    stock_yearly: number | null;
    bonus: number | null;
    signing_bonus: number | null;
    total: number;
    currency: string;
    verification: string;
  }>(
    db,
    sql`
    select to_char(r.reported_on, 'YYYY-MM') as month, c.name as company, t.name as title, cl.name as level,
      r.standard_level, l.city, r.years_of_experience as yoe, r.base, r.stock_yearly, r.bonus, r.signing_bonus,
      r.total, r.currency, r.verification
    from ${publishedRecords()}
    join companies c on c.id = r.company_id
    join titles t on t.id = r.title_id
    left join company_levels cl on cl.id = r.level_id
    left join locations l on l.id = r.location_id
    where ${where}
    order by r.reported_on desc, r.id desc
    limit ${limit}`,
  );
}

export interface FamilyRow {
  id: number;
  name: string;
  slug: string;
  n: number;
  top_title_id: number;
}

/** A company's job families in the scope (`where`): records and most reported title, under minSlice left out, most reported first. */
export async function companyFamilies(db: Db, where: SQL, minSlice: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select f.id, f.name, f.slug, g.n, g.top_title_id
    from (
      select t.family_id, count(*)::int as n, mode() within group (order by r.title_id) as top_title_id
      from ${publishedRecords()} join titles t on t.id = r.title_id
      where ${where}
      group by 1 having count(*) >= ${minSlice}
    ) g join job_families f on f.id = g.family_id
    order by g.n desc, f.slug`,
  );
  return rows as unknown as FamilyRow[];
}

/** The records of one job family's titles (with scopeWhere's alias `r`). */
export const familyWhere = (familyId: number) => sql`r.title_id in (select t.id from titles t where t.family_id = ${familyId})`;

export interface CompanyLadderRow {
  name: string;
  standard_level: number;
  n: number;
  total_p: number[] | null;
}

/**
 * A company's own level ladder for a job family: every level the catalogue knows for the company in
 * that family (and any other level the records carry), lowest standard level first, with the count
 * and yearly-total quartiles of the records (`where`: the company's records of the family) at each.
 */
export async function companyLadder(db: Db, where: SQL, ids: { companyId: number; familyId: number }) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with agg as (
      select r.level_id, count(*)::int as n, percentile_cont(array[0.25, 0.5, 0.75]) within group (order by r.total) as total_p
      from ${publishedRecords()}
      where ${where} and r.level_id is not null
      group by 1
    )
    select cl.name, cl.standard_level::int as standard_level, coalesce(agg.n, 0)::int as n, agg.total_p
    from company_levels cl left join agg on agg.level_id = cl.id
    where cl.company_id = ${ids.companyId} and (cl.family_id = ${ids.familyId} or agg.n is not null)
    order by cl.standard_level, cl.name`,
  );
  return rows as unknown as CompanyLadderRow[];
}
