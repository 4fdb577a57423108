import type { api, Region } from '@paysight/contract';
import { publishedRecords } from '../salary-records/salary-records.service.js';
import {
  benchmarkViews,
  companies,
  jobFamilies,
  locations,
  peerGroups,
  queryRows,
  titles,
  workspacePeerFacts,
  type Db,
  type NewPeerGroup,
} from '@paysight/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { sqlList } from '../../lib/sql-values.js';

/** SQL of peer benchmarking. Every read and write of a workspace's rows filters on its org id. */

export const familiesWithTitles = (db: Db) =>
  db
    .select({ id: jobFamilies.id, slug: jobFamilies.slug, name: jobFamilies.name, title: titles.name })
    .from(jobFamilies)
    .leftJoin(titles, eq(titles.familyId, jobFamilies.id))
    .orderBy(asc(jobFamilies.name), asc(titles.name));

export const companiesBySlugs = (db: Db, slugs: string[]) =>
  db.select({ id: companies.id, slug: companies.slug, name: companies.name }).from(companies).where(inArray(companies.slug, slugs));

export const companiesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: companies.id, slug: companies.slug, name: companies.name }).from(companies).where(inArray(companies.id, ids));

/** Companies matching a cohort's criteria (the service keeps those with records in the region). */
export async function cohortCompanyIds(db: Db, c: api.PeerCriteriaInput, startups: boolean): Promise<number[]> {
  const conds = [sql`true`];
  if (startups) conds.push(sql`c.type in ('startup', 'unicorn') and c.listed is distinct from true`);
  if (c.types.length > 0) conds.push(sql`c.type in (${sqlList(c.types)})`);
  if (c.sizeBands.length > 0) conds.push(sql`c.size_band in (${sqlList(c.sizeBands)})`);
  if (c.industries.length > 0) conds.push(sql`lower(c.industry) in (${sqlList(c.industries.map((t) => t.toLowerCase()))})`);
  if (c.fundingStages.length > 0) conds.push(sql`c.funding_stage in (${sqlList(c.fundingStages)})`);
  if (c.listed !== null) conds.push(sql`c.listed = ${c.listed}`);
  const rows = await queryRows<{ id: number }>(db, sql`select c.id from companies c where ${sql.join(conds, sql` and `)} order by c.id`);
  return rows.map((r) => Number(r.id));
}

/** The records' version (records_version: bumped by a statement trigger on every change). */
export async function recordsVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ v: string | number }>(db, sql`select version as v from records_version where id = 1`);
  return Number(row?.v ?? 0);
}

/** Title → family, and location → metro (interned: its number in `metroNames`). */
export async function marketLookups(db: Db) {
  const [titleRows, locationRows] = await Promise.all([
    db.select({ id: titles.id, familyId: titles.familyId }).from(titles),
    db.select({ id: locations.id, metro: locations.metro }).from(locations),
  ]);
  const families = new Map(titleRows.map((t) => [t.id, t.familyId]));
  const metroNames: string[] = [];
  const metroIds = new Map<string, number>();
  const metros = new Map<number, number>();
  for (const l of locationRows) {
    let id = metroIds.get(l.metro);
    if (id === undefined) {
      id = metroNames.push(l.metro) - 1;
      metroIds.set(l.metro, id);
    }
    metros.set(l.id, id);
  }
  return { families, metros, metroNames };
}

/** One range of the market index's records, column by column (`marketChunk`). */
export interface MarketChunk {
  n: number;
  /** The range's last id: the next range starts after it. */
  last_id: number;
  id: number[];
  company: number[];
  title: number[];
  level: number[];
  /** 1: the US, 0: India. */
  us: number[];
  /** -1: no location. */
  location: number[];
  base: number[];
  stock: number[];
  bonus: number[];
  total: number[];
  /** Days since 1970-01-01. */
  day: number[];
  /** Companies with generated demo records in the range. */
  demo_companies: number[] | null;
}

/**
 * Published records with a standard level after id `after`, by id, at most `limit` of them, as one
 * row of arrays (one per column): the market index's load. Numbers in arrays cross from the
 * database's thread (or the wire) as a few arrays, where row objects cost the event loop an object
 * per record to copy, then to collect.
 */
export async function marketChunk(db: Db, after: number, limit: number): Promise<MarketChunk> {
  const [row] = await queryRows<MarketChunk>(
    db,
    sql`select count(*)::int as n, coalesce(max(id), 0)::float8 as last_id,
        coalesce(array_agg(id::float8 order by id), '{}') as id,
        coalesce(array_agg(company_id order by id), '{}') as company,
        coalesce(array_agg(title_id order by id), '{}') as title,
        coalesce(array_agg(standard_level::int order by id), '{}') as level,
        coalesce(array_agg((country_code = 'us')::int order by id), '{}') as us,
        coalesce(array_agg(coalesce(location_id, -1) order by id), '{}') as location,
        coalesce(array_agg(base order by id), '{}') as base,
        coalesce(array_agg(coalesce(stock_yearly, 0) order by id), '{}') as stock,
        coalesce(array_agg(coalesce(bonus, 0) order by id), '{}') as bonus,
        coalesce(array_agg(total order by id), '{}') as total,
        coalesce(array_agg(reported_on - date '1970-01-01' order by id), '{}') as day,
        array_agg(distinct company_id) filter (where source = 'demo') as demo_companies
      from (
        select id, company_id, title_id, standard_level, country_code, location_id, base, stock_yearly, bonus, total, reported_on, source
        from ${publishedRecords('r')}
        where id > ${after} and standard_level is not null
        order by id
        limit ${limit}
      ) c`,
  );
  return row!;
}

/**
 * India's records by family × level × tier: one row per company (company_id set: its count) and one
 * per side (company_id null: the side's count and median total).
 */
export async function tierSides(db: Db, tier1Cities: string[]) {
  return queryRows<{ family_id: number; level: number; tier1: boolean; company_id: number | null; n: number; med: number }>(
    db,
    sql`with x as (
        select t.family_id, r.standard_level as level, lower(l.city) in (${sqlList(tier1Cities)}) as tier1,
          r.company_id, r.total
        from ${publishedRecords('r')}
        join titles t on t.id = r.title_id
        join locations l on l.id = r.location_id
        where r.country_code = 'in' and r.standard_level is not null
      )
      select family_id, level, tier1, company_id, count(*)::int as n,
        case when grouping(company_id) = 1 then percentile_cont(0.5) within group (order by total) end as med
      from x
      group by grouping sets ((family_id, level, tier1, company_id), (family_id, level, tier1))`,
  );
}

// ---------------------------------------------------------------------------------------------
// Peer groups (always by workspace)

export const peerGroupsOf = (db: Db, orgId: number) =>
  db.select().from(peerGroups).where(eq(peerGroups.orgId, orgId)).orderBy(asc(peerGroups.name));

export async function peerGroupOf(db: Db, orgId: number, id: number) {
  const [row] = await db
    .select()
    .from(peerGroups)
    .where(and(eq(peerGroups.orgId, orgId), eq(peerGroups.id, id)));
  return row ?? null;
}

export async function insertPeerGroup(db: Db, values: NewPeerGroup) {
  const [row] = await db.insert(peerGroups).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePeerGroupRow(db: Db, orgId: number, id: number, values: Partial<NewPeerGroup>) {
  const [row] = await db
    .update(peerGroups)
    .set(values)
    .where(and(eq(peerGroups.orgId, orgId), eq(peerGroups.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePeerGroupRow(db: Db, orgId: number, id: number) {
  const rows = await db
    .delete(peerGroups)
    .where(and(eq(peerGroups.orgId, orgId), eq(peerGroups.id, id)))
    .returning({ id: peerGroups.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The differencing memory

/** Which of these (cell, hash, leave-one-out) entries the workspace's memory holds. */
export async function releasedEntries(db: Db, orgId: number, keys: { cell: string; hash: string; loo: boolean }[]) {
  if (keys.length === 0) return [];
  return queryRows<{ cell_key: string; set_hash: string; leave_one_out: boolean }>(
    db,
    sql`select b.cell_key, b.set_hash, b.leave_one_out
      from benchmark_releases b
      join unnest(${toPgArray(keys.map((k) => k.cell))}::text[], ${toPgArray(keys.map((k) => k.hash))}::text[], ${toPgBoolArray(keys.map((k) => k.loo))}::boolean[])
        as k(cell_key, set_hash, leave_one_out)
        on b.cell_key = k.cell_key and b.set_hash = k.set_hash and b.leave_one_out = k.leave_one_out
      where b.org_id = ${orgId}`,
  );
}

export async function recordReleases(db: Db, orgId: number, keys: { cell: string; hash: string; loo: boolean }[], now: Date) {
  if (keys.length === 0) return;
  await db.execute(
    sql`insert into benchmark_releases (org_id, cell_key, set_hash, leave_one_out, created_at)
      select ${orgId}, k.cell_key, k.set_hash, k.leave_one_out, ${now}
      from unnest(${toPgArray(keys.map((k) => k.cell))}::text[], ${toPgArray(keys.map((k) => k.hash))}::text[], ${toPgBoolArray(keys.map((k) => k.loo))}::boolean[])
        as k(cell_key, set_hash, leave_one_out)
      on conflict do nothing`,
  );
}

/** A Postgres array literal of text (every element quoted), passed as one parameter. */
const toPgArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
const toPgBoolArray = (values: boolean[]) => `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;

/** A catalogue company's facts that suggested peers are scored on. */
export interface CompanyFactsRow {
  id: number;
  slug: string;
  name: string;
  industry: string;
  size_band: string | null;
  funding_stage: string | null;
}

/** Every company with records in the region: its facts and record count (suggested peers score these). */
export function companiesWithRecords(db: Db, cc: Region) {
  return queryRows<CompanyFactsRow & { records: number }>(
    db,
    sql`select c.id, c.slug, c.name, c.industry, c.size_band, c.funding_stage, count(*)::int as records
      from ${publishedRecords('r')} join companies c on c.id = r.company_id
      where r.country_code = ${cc}
      group by c.id order by records desc, c.name`,
  );
}

/**
 * Moves either way between the company and each other company, from career histories: one person's
 * consecutive positions at two different companies are one move. Only the histories of people who
 * worked at the company are read.
 */
export function movesWith(db: Db, companyId: number) {
  return queryRows<{ company_id: number; moves: number }>(
    db,
    sql`select case when company_id = ${companyId} then prev else company_id end as company_id, count(*)::int as moves
      from (
        select p.company_id, lag(p.company_id) over (partition by p.person_id order by p.start_date, p.id) as prev
        from career_positions p
        where p.person_id in (select person_id from career_positions where company_id = ${companyId})
      ) m
      where prev is not null and prev <> company_id and (company_id = ${companyId} or prev = ${companyId})
      group by 1`,
  );
}

/** The catalogue company with this name (any case), or null: the workspace's own facts. */
export async function companyNamed(db: Db, name: string) {
  const rows = await queryRows<CompanyFactsRow>(
    db,
    sql`select id, slug, name, industry, size_band, funding_stage from companies where lower(name) = lower(${name}) limit 1`,
  );
  return rows[0] ?? null;
}

/** The size band and funding stage the workspace saved for its suggested peers, or null. */
export async function savedPeerFactsOf(db: Db, orgId: number) {
  const rows = await db.select().from(workspacePeerFacts).where(eq(workspacePeerFacts.orgId, orgId)).limit(1);
  return rows[0] ?? null;
}

/** Saves the workspace's size band and funding stage (one row per workspace, replaced). */
export async function upsertPeerFacts(db: Db, row: typeof workspacePeerFacts.$inferInsert) {
  const { sizeBand, fundingStage, updatedAt, updatedBy } = row;
  const [saved] = await db
    .insert(workspacePeerFacts)
    .values(row)
    .onConflictDoUpdate({ target: workspacePeerFacts.orgId, set: { sizeBand, fundingStage, updatedAt, updatedBy } })
    .returning();
  return saved!;
}

/** The title and experience of these records (the records behind a cell). */
export function recordDetails(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<{ id: number | string; title: string; years_of_experience: number | null }>(
    db,
    sql`select r.id, t.name as title, r.years_of_experience from ${publishedRecords('r')} join titles t on t.id = r.title_id
      where r.id in (${sqlList(ids)})`,
  );
}

// ---------------------------------------------------------------------------------------------
// Saved views (always by workspace)

export const viewsOf = (db: Db, orgId: number) =>
  db.select().from(benchmarkViews).where(eq(benchmarkViews.orgId, orgId)).orderBy(asc(benchmarkViews.name));

export async function viewOf(db: Db, orgId: number, id: number) {
  const [row] = await db
    .select()
    .from(benchmarkViews)
    .where(and(eq(benchmarkViews.orgId, orgId), eq(benchmarkViews.id, id)));
  return row ?? null;
}

export async function insertView(db: Db, values: typeof benchmarkViews.$inferInsert) {
  const [row] = await db.insert(benchmarkViews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteViewRow(db: Db, orgId: number, id: number) {
  const rows = await db
    .delete(benchmarkViews)
    .where(and(eq(benchmarkViews.orgId, orgId), eq(benchmarkViews.id, id)))
    .returning({ id: benchmarkViews.id });
  return rows.length > 0;
}
