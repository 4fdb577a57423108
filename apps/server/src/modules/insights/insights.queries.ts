import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { sqlList } from '../../lib/sql-values.js';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/**
 * Aggregates behind the insights calls. Every figure is over published records (held outliers
 * never count); medians and quartiles are percentile_cont (linear interpolation between closest
 * ranks), as on the salary pages. Groups under `minSlice` are cut in SQL where the call lists groups.
 */

/** The region's records (the caller reads them from publishedRecords(), aliased `r`). */
const published = (cc: Region) => sql`r.country_code = ${cc}`;

export interface MonthRow {
  month: string;
  n: number;
  p50: number;
}

/**
 * Count and median total per calendar month (YYYY-MM), or per calendar quarter (`monthsPerPoint`
 * 3; keyed by its first month), for records reported from `since` to before `until`.
 */
export async function monthlyMedians(
  db: Db,
  f: {
    countryCode: Region;
    titleId: number | null;
    companyId: number | null;
    locationId?: number | null;
    since: string;
    until: string;
    monthsPerPoint?: 1 | 3;
  },
): Promise<MonthRow[]> {
  const parts: SQL[] = [published(f.countryCode), sql`r.reported_on >= ${f.since}::date`, sql`r.reported_on < ${f.until}::date`];
  if (f.titleId !== null) parts.push(sql`r.title_id = ${f.titleId}`);
  if (f.companyId !== null) parts.push(sql`r.company_id = ${f.companyId}`);
  if (f.locationId != null) parts.push(sql`r.location_id = ${f.locationId}`);
  const per = sql.raw(String(f.monthsPerPoint ?? 1));
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select to_char(make_date(m / 12, m % 12 + 1, 1), 'YYYY-MM') as month, n, p50
    from (
      select (extract(year from r.reported_on) * 12 + extract(month from r.reported_on) - 1)::int / ${per} * ${per} as m, count(*)::int as n,
        percentile_cont(0.5) within group (order by r.total) as p50
      from ${publishedRecords()} where ${sql.join(parts, sql` and `)}
      group by 1
    ) g order by m`,
  );
  return rows as unknown as MonthRow[];
}

export interface LeaderboardRow {
  name: string;
  slug: string;
  type: string;
  n: number;
  total_p: number[];
  base_p50: number;
  first_date: string;
  last_date: string;
  demo_n: number;
}

/** Companies with at least `minSlice` records of the title (and level), highest median total first. */
export async function companyLeaderboard(
  db: Db,
  f: { countryCode: Region; titleId: number; standardLevel: number | null; minSlice: number; limit: number },
): Promise<LeaderboardRow[]> {
  const level = f.standardLevel === null ? sql`` : sql` and r.standard_level = ${f.standardLevel}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with g as (
      select r.company_id, count(*)::int as n,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (order by r.total) as total_p,
        percentile_cont(0.5) within group (order by r.base) as base_p50,
        min(r.reported_on)::text as first_date, max(r.reported_on)::text as last_date,
        count(*) filter (where r.source = 'demo')::int as demo_n
      from ${publishedRecords()}
      where ${published(f.countryCode)} and r.title_id = ${f.titleId}${level}
      group by r.company_id having count(*) >= ${f.minSlice}
    )
    select c.name, c.slug, c.type, g.n, g.total_p, g.base_p50, g.first_date, g.last_date, g.demo_n
    from g join companies c on c.id = g.company_id
    order by g.total_p[2] desc, g.n desc, c.slug
    limit ${f.limit}`,
  );
  return rows as unknown as LeaderboardRow[];
}

export interface FigureRow {
  name: string;
  n: number;
  p50: number;
}

/** Industries of the region (companies.industry) with at least `minSlice` records, highest median first. */
export async function industryMedians(db: Db, countryCode: Region, minSlice: number): Promise<FigureRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select c.industry as name, count(*)::int as n, percentile_cont(0.5) within group (order by r.total) as p50
    from ${publishedRecords()} join companies c on c.id = r.company_id
    where ${published(countryCode)}
    group by c.industry having count(*) >= ${minSlice}
    order by p50 desc, c.industry`,
  );
  return rows as unknown as FigureRow[];
}

/** Every industry name in the catalogue. */
export async function industryNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ industry: string }>(db, sql`select distinct industry from companies order by 1`);
  return rows.map((r) => r.industry);
}

export interface IndustryGroupRow {
  /** 'all' for the industry as a whole, else the company or title the row is about. */
  kind: 'all' | 'company' | 'title';
  name: string | null;
  slug: string | null;
  type: string | null;
  n: number;
  p50: number;
}

/**
 * One industry in the region, in one pass: its count and median, and those of its companies and
 * titles that have at least `minSlice` records (the whole industry row comes back regardless).
 */
export async function industryBreakdown(db: Db, countryCode: Region, industry: string, minSlice: number): Promise<IndustryGroupRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with g as (
      select grouping(r.company_id, r.title_id) as gs, r.company_id, r.title_id, count(*)::int as n,
        percentile_cont(0.5) within group (order by r.total) as p50
      from ${publishedRecords()} join companies c on c.id = r.company_id
      where ${published(countryCode)} and c.industry = ${industry}
      group by grouping sets ((), (r.company_id), (r.title_id))
      having count(*) >= ${minSlice} or grouping(r.company_id, r.title_id) = 3
    )
    select case g.gs when 3 then 'all' when 1 then 'company' else 'title' end as kind,
      coalesce(c.name, t.name) as name, coalesce(c.slug, t.slug) as slug, c.type, g.n, g.p50
    from g
    left join companies c on c.id = g.company_id
    left join titles t on t.id = g.title_id`,
  );
  return rows as unknown as IndustryGroupRow[];
}

/** A salary report's slice, by slugs and types as the catalogue defines it. */
export interface ReportSlice {
  countryCode: Region;
  titleSlug: string;
  companyTypes: readonly string[] | null;
  companySlugs: readonly string[] | null;
  levels: { min: number; max: number } | null;
  year: number | null;
}

function reportWhere(s: ReportSlice): SQL {
  const parts: SQL[] = [published(s.countryCode), sql`r.title_id = (select id from titles where slug = ${s.titleSlug})`];
  if (s.companyTypes) parts.push(sql`c.type in (${sqlList(s.companyTypes)})`);
  if (s.companySlugs) parts.push(sql`c.slug in (${sqlList(s.companySlugs)})`);
  if (s.levels) parts.push(sql`r.standard_level between ${s.levels.min} and ${s.levels.max}`);
  if (s.year !== null) parts.push(sql`r.reported_on >= ${`${s.year}-01-01`}::date and r.reported_on < ${`${s.year + 1}-01-01`}::date`);
  return sql.join(parts, sql` and `);
}

export interface ReportSummaryRow {
  n: number;
  p50: number | null;
  first_date: string | null;
  last_date: string | null;
}

export async function reportSummary(db: Db, s: ReportSlice): Promise<ReportSummaryRow> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select count(*)::int as n, percentile_cont(0.5) within group (order by r.total) as p50,
      min(r.reported_on)::text as first_date, max(r.reported_on)::text as last_date
    from ${publishedRecords()} join companies c on c.id = r.company_id
    where ${reportWhere(s)}`,
  );
  return rows[0] as unknown as ReportSummaryRow;
}

/** Quartiles of the report's slice by company type or standard level; groups under `minSlice` left out. */
export async function reportGroups(db: Db, s: ReportSlice, by: 'type' | 'level', minSlice: number) {
  const key = by === 'type' ? sql`c.type` : sql`r.standard_level::text`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select ${key} as key, count(*)::int as n, percentile_cont(array[0.25, 0.5, 0.75]) within group (order by r.total) as p
    from ${publishedRecords()} join companies c on c.id = r.company_id
    where ${reportWhere(s)} and ${key} is not null
    group by 1 having count(*) >= ${minSlice}
    order by ${by === 'type' ? sql`percentile_cont(0.5) within group (order by r.total) desc, 1` : sql`min(r.standard_level)`}`,
  );
  return rows as unknown as Array<{ key: string; n: number; p: number[] }>;
}

/**
 * The region's newest records, anonymised: month only, no id, no member detail. Only records whose
 * company and title together have at least `minSlice` records appear, so the feed never shows pay
 * from a slice the salary pages would hide. That check reads at most `minSlice` index entries per
 * company and title (memoised), and names are joined to the `limit` rows picked only.
 */
export async function newestRecords(db: Db, f: { countryCode: Region; minSlice: number; limit: number }) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with newest as (
      select r.id, r.company_id, r.title_id, r.standard_level, r.location_id, r.total, r.reported_on
      from ${publishedRecords()}
      join lateral (
        select count(*) as n from (
          select 1 from ${publishedRecords('s')}
          where s.country_code = r.country_code and s.title_id = r.title_id and s.company_id = r.company_id
          limit ${f.minSlice}
        ) x
      ) k on k.n >= ${f.minSlice}
      where ${published(f.countryCode)}
      order by r.reported_on desc, r.id desc
      limit ${f.limit}
    )
    select c.name as company, t.name as title, n.standard_level as level, l.city, n.total,
      to_char(n.reported_on::timestamp, 'YYYY-MM') as month
    from newest n
    join companies c on c.id = n.company_id
    join titles t on t.id = n.title_id
    left join locations l on l.id = n.location_id
    order by n.reported_on desc, n.id desc`,
  );
  return rows as unknown as Array<{
    company: string;
    title: string;
    level: number | null;
    city: string | null;
    total: number;
    month: string;
  }>;
}
