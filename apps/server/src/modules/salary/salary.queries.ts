import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import type { SalaryView } from '@paysight/contract';
import { sql, type SQL } from 'drizzle-orm';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/** The slice a request asks for, resolved to ids. */
export interface SliceFilter {
  countryCode: Region;
  titleId: number;
  companyId: number | null;
  sinceDate: string | null;
  standardLevel: number | null;
  locationId: number | null;
  yoe: { min: number; max: number | null } | null;
  /** Only records listing this skill (skill_ids, GIN-indexed). */
  skillId?: number | null;
  /** Which total to aggregate: yearly (default) or the first year's (first-year vest + signing bonus). */
  view?: SalaryView;
}

/** The total and stock columns of a view: the first year swaps in the first-year total and vest. */
export function viewColumns(view: SalaryView = 'yearly'): { total: SQL; stock: SQL } {
  return view === 'first-year'
    ? { total: sql.raw('r.first_year_total'), stock: sql.raw('coalesce(r.stock_first_year, r.stock_yearly)') }
    : { total: sql.raw('r.total'), stock: sql.raw('r.stock_yearly') };
}

/** Published records of the slice (held outliers never count). */
export function sliceWhere(f: SliceFilter): SQL {
  const parts: SQL[] = [sql`r.country_code = ${f.countryCode}`, sql`r.title_id = ${f.titleId}`];
  if (f.companyId !== null) parts.push(sql`r.company_id = ${f.companyId}`);
  if (f.sinceDate) parts.push(sql`r.reported_on >= ${f.sinceDate}::date`);
  if (f.standardLevel !== null) parts.push(sql`r.standard_level = ${f.standardLevel}`);
  if (f.locationId !== null) parts.push(sql`r.location_id = ${f.locationId}`);
  if (f.yoe) {
    parts.push(sql`r.years_of_experience >= ${f.yoe.min}`);
    if (f.yoe.max !== null) parts.push(sql`r.years_of_experience <= ${f.yoe.max}`);
  }
  if (f.skillId != null) parts.push(sql`r.skill_ids @> array[${f.skillId}]::int[]`);
  return sql.join(parts, sql` and `);
}

const P = sql.raw(`array[0.1, 0.25, 0.5, 0.75, 0.9]`);

export interface SummaryRow {
  n: number;
  base_p: number[];
  base_mean: number;
  stock_n: number;
  stock_p: number[] | null;
  stock_mean: number | null;
  bonus_n: number;
  bonus_p: number[] | null;
  bonus_mean: number | null;
  total_p: number[];
  total_mean: number;
  total_p02: number;
  total_p98: number;
  first_date: string;
  last_date: string;
  demo_n: number;
  verified_n: number;
}

/**
 * Percentiles by linear interpolation between closest ranks (percentile_cont). Base and total
 * cover every record; stock and bonus cover the records that report them (NULLs are ignored).
 */
export async function sliceSummary(db: Db, f: SliceFilter): Promise<SummaryRow | null> {
  return summarizeRecords(db, sliceWhere(f), f.view);
}

/** The summary of sliceSummary over any set of records (`where` on publishedRecords(), aliased `r`). */
export async function summarizeRecords(db: Db, where: SQL, view?: SalaryView): Promise<SummaryRow | null> {
  const { total: T, stock: S } = viewColumns(view);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select count(*)::int as n,
      percentile_cont(${P}) within group (order by r.base) as base_p, avg(r.base)::float8 as base_mean,
      count(${S})::int as stock_n, percentile_cont(${P}) within group (order by ${S}) as stock_p, avg(${S})::float8 as stock_mean,
      count(r.bonus)::int as bonus_n, percentile_cont(${P}) within group (order by r.bonus) as bonus_p, avg(r.bonus)::float8 as bonus_mean,
      percentile_cont(${P}) within group (order by ${T}) as total_p, avg(${T})::float8 as total_mean,
      percentile_cont(0.02) within group (order by ${T}) as total_p02, percentile_cont(0.98) within group (order by ${T}) as total_p98,
      min(r.reported_on)::text as first_date, max(r.reported_on)::text as last_date,
      count(*) filter (where r.source = 'demo')::int as demo_n,
      count(*) filter (where r.verification = 'verified')::int as verified_n
    from ${publishedRecords()} where ${where}`,
  );
  const row = rows[0] as unknown as SummaryRow | undefined;
  return row && Number(row.n) > 0 ? row : null;
}

export async function sliceHistogram(db: Db, f: SliceFilter, lo: number, hi: number, bins: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select least(greatest(width_bucket(${viewColumns(f.view).total}, ${lo}::float8, ${hi}::float8 + 1, ${bins}), 1), ${bins})::int as bin, count(*)::int as n
    from ${publishedRecords()} where ${sliceWhere(f)} group by 1 order by 1`,
  );
  return rows as unknown as Array<{ bin: number; n: number }>;
}

export interface GroupRow {
  key: string;
  label: string;
  n: number;
  p: number[];
}

/** Totals grouped by a dimension; groups under minSlice are left out (privacy). */
export async function sliceGroups(
  db: Db,
  f: SliceFilter,
  by: 'level' | 'experience' | 'location' | 'company' | 'skill',
  minSlice: number,
  limit = 20,
) {
  const dims: Record<typeof by, { key: SQL; label: SQL; join: SQL; order: SQL }> = {
    level: { key: sql`r.standard_level::text`, label: sql`r.standard_level::text`, join: sql``, order: sql`1` },
    experience: {
      key: sql`case when r.years_of_experience <= 1 then '0-1' when r.years_of_experience <= 4 then '2-4' when r.years_of_experience <= 7 then '5-7' when r.years_of_experience <= 10 then '8-10' when r.years_of_experience <= 15 then '11-15' else '16+' end`,
      label: sql`''`,
      join: sql``,
      order: sql`min(r.years_of_experience)`,
    },
    location: { key: sql`l.slug`, label: sql`l.city`, join: sql`join locations l on l.id = r.location_id`, order: sql`count(*) desc` },
    // A record counts once under each skill it lists.
    skill: {
      key: sql`s.slug`,
      label: sql`s.name`,
      join: sql`cross join lateral unnest(r.skill_ids) as rs(skill_id) join skills s on s.id = rs.skill_id`,
      order: sql`count(*) desc, min(s.name)`,
    },
    company: {
      key: sql`c.slug`,
      label: sql`c.name`,
      join: sql`join companies c on c.id = r.company_id`,
      order: sql`percentile_cont(0.5) within group (order by ${viewColumns(f.view).total}) desc`,
    },
  };
  const d = dims[by];
  const T = viewColumns(f.view).total;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select ${d.key} as key, min(${d.label}) as label, count(*)::int as n,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${T}) as p
    from ${publishedRecords()} ${d.join}
    where ${sliceWhere(f)} and ${d.key} is not null
    group by 1 having count(*) >= ${minSlice}
    order by ${d.order} limit ${limit}`,
  );
  return rows as unknown as GroupRow[];
}

export async function sliceRecords(db: Db, f: SliceFilter, limit: number, offset: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select r.id::int as id, c.name as company, t.name as title, cl.name as level, r.standard_level as "standardLevel",
      l.city as location, r.years_of_experience as "yearsOfExperience", r.base, r.stock_yearly as "stockYearly", r.bonus,
      r.signing_bonus as "signingBonus", r.total, coalesce(r.stock_first_year, r.stock_yearly) as "stockFirstYear",
      r.first_year_total as "firstYearTotal", r.reported_on::text as "reportedOn", r.verification
    from ${publishedRecords()}
    join companies c on c.id = r.company_id
    join titles t on t.id = r.title_id
    left join company_levels cl on cl.id = r.level_id
    left join locations l on l.id = r.location_id
    where ${sliceWhere(f)}
    order by r.reported_on desc, r.id desc
    limit ${limit} offset ${offset}`,
  );
  return rows;
}

export async function findTitleBySlug(db: Db, slug: string) {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select id, name, slug from titles where slug = ${slug}`);
  return (rows[0] as { id: number; name: string; slug: string } | undefined) ?? null;
}

export async function findCompanyBySlug(db: Db, slug: string) {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select id, name, slug from companies where slug = ${slug}`);
  return (rows[0] as { id: number; name: string; slug: string } | undefined) ?? null;
}

export async function findLocationBySlug(db: Db, slug: string, countryCode: Region) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, city, slug from locations where slug = ${slug} and country_code = ${countryCode}`,
  );
  return (rows[0] as { id: number; city: string; slug: string } | undefined) ?? null;
}

export interface CompanyLevelGroupRow extends GroupRow {
  standard_level: number;
}

/**
 * A company slice's totals by the company's own level names (its records' level), lowest standard
 * level first; levels under minSlice are left out (privacy).
 */
export async function sliceCompanyLevels(db: Db, f: SliceFilter, minSlice: number) {
  const T = viewColumns(f.view).total;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select cl.name as key, cl.name as label, min(cl.standard_level)::int as standard_level, count(*)::int as n,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${T}) as p
    from ${publishedRecords()} join company_levels cl on cl.id = r.level_id
    where ${sliceWhere(f)}
    group by cl.name having count(*) >= ${minSlice}
    order by 3, 1`,
  );
  return rows as unknown as CompanyLevelGroupRow[];
}
