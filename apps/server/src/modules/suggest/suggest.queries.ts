import type { Region } from '@paysight/contract';
import { companies, companyLevels, jobFamilies, locations, queryRows, schools, skills, titles, type Db } from '@paysight/db';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { publishedRecords, recordsWatermark } from '../salary-records/salary-records.service.js';

/** SQL of the typeahead index: whole-catalogue reads, record counts and a cheap change check. */

export const CATALOG_TABLES = ['companies', 'titles', 'job_families', 'locations', 'skills', 'company_levels', 'schools'] as const;
export type CatalogTable = (typeof CATALOG_TABLES)[number];

export interface DataVersion {
  /** "count:max(id)" per catalogue table: a new, deleted or re-seeded row changes it. */
  tables: Record<CatalogTable, string>;
  /** Highest salary record id: new records are counted from there on. */
  recordsMaxId: number;
  /** Lowest salary record id: a full count starts there. */
  recordsMinId: number;
  /** Updated + deleted salary records since the statistics were reset (0 where not tracked). */
  recordsChurn: number;
}

interface VersionRow {
  [key: string]: unknown;
}

/**
 * One round trip, index lookups and small-table counts only: cheap enough to run every few seconds.
 * The record churn figure comes from PostgreSQL's statistics (0 on PGlite, which keeps none).
 */
export async function readDataVersion(db: Db): Promise<DataVersion> {
  const [row] = await queryRows<VersionRow>(
    db,
    sql`select
      (select count(*) from companies) as companies_n, (select max(id) from companies) as companies_max,
      (select count(*) from titles) as titles_n, (select max(id) from titles) as titles_max,
      (select count(*) from job_families) as job_families_n, (select max(id) from job_families) as job_families_max,
      (select count(*) from locations) as locations_n, (select max(id) from locations) as locations_max,
      (select count(*) from skills) as skills_n, (select max(id) from skills) as skills_max,
      (select count(*) from company_levels) as company_levels_n, (select max(id) from company_levels) as company_levels_max,
      (select count(*) from schools) as schools_n, (select max(id) from schools) as schools_max,
      ${recordsWatermark}`,
  );
  const r = row ?? {};
  const tables = Object.fromEntries(CATALOG_TABLES.map((t) => [t, `${Number(r[`${t}_n`] ?? 0)}:${Number(r[`${t}_max`] ?? 0)}`]));
  return {
    tables: tables as Record<CatalogTable, string>,
    recordsMaxId: Number(r.records_max ?? 0),
    recordsMinId: Number(r.records_min ?? 1),
    recordsChurn: Number(r.records_churn ?? 0),
  };
}

/**
 * A whole table as one JSON text, parsed here: on PGlite, decoding thousands of result rows costs
 * far more than the query, while one text value and JSON.parse cost next to nothing.
 */
async function loadAll<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: string | null }>(db, sql`select coalesce(json_agg(t), '[]')::text as rows from (${query}) t`);
  return JSON.parse(row?.rows ?? '[]') as T[];
}

/** Every row of a catalogue table in id order, each named column read under its own name. */
function loadTable<T>(
  db: Db,
  table: PgTable & { id: AnyColumn } & { [K in keyof T]: AnyColumn },
  names: (keyof T & string)[],
): Promise<T[]> {
  const select = sql.join(
    names.map((name) => sql`${table[name]} as ${sql.identifier(name)}`),
    sql`, `,
  );
  return loadAll<T>(db, sql`select ${select} from ${table} order by ${table.id}`);
}

export interface CompanyRow {
  id: number;
  name: string;
  slug: string;
  type: string;
  industry: string;
  logoUrl: string | null;
  isDemo: boolean;
}
export const loadCompanies = (db: Db) =>
  loadTable<CompanyRow>(db, companies, ['id', 'name', 'slug', 'type', 'industry', 'logoUrl', 'isDemo']);

export interface TitleRow {
  id: number;
  name: string;
  slug: string;
  familyId: number;
  family: string;
}
export const loadTitles = (db: Db) =>
  loadAll<TitleRow>(
    db,
    sql`select ${titles.id} as "id", ${titles.name} as "name", ${titles.slug} as "slug", ${titles.familyId} as "familyId", ${jobFamilies.name} as "family"
        from ${titles} join ${jobFamilies} on ${jobFamilies.id} = ${titles.familyId} order by ${titles.id}`,
  );

export interface FamilyRow {
  id: number;
  slug: string;
}
export const loadFamilies = (db: Db) => loadTable<FamilyRow>(db, jobFamilies, ['id', 'slug']);

export interface LocationRow {
  id: number;
  city: string;
  state: string;
  countryCode: Region;
  slug: string;
}
export const loadLocations = (db: Db) => loadTable<LocationRow>(db, locations, ['id', 'city', 'state', 'countryCode', 'slug']);

export interface SkillRow {
  id: number;
  name: string;
  slug: string;
}
export const loadSkills = (db: Db) => loadTable<SkillRow>(db, skills, ['id', 'name', 'slug']);

export interface SchoolRow {
  id: number;
  name: string;
  slug: string;
  countryCode: Region;
  isDemo: boolean;
}
export const loadSchools = (db: Db) => loadTable<SchoolRow>(db, schools, ['id', 'name', 'slug', 'countryCode', 'isDemo']);

export interface LevelRow {
  id: number;
  companyId: number;
  familyId: number;
  name: string;
  standardLevel: number;
}
export const loadLevels = (db: Db) => loadTable<LevelRow>(db, companyLevels, ['id', 'companyId', 'familyId', 'name', 'standardLevel']);

/**
 * Which published records to read: ids in (afterId, upToId], or only a `samplePercent` share of
 * the table's pages (a first estimate).
 */
export interface RecordRange {
  afterId: number;
  upToId: number;
  samplePercent?: number;
}

/**
 * The fields popularity is counted from, for the records in `range`, packed into one string: a
 * record per ';', each "region,title,company,location,level,skills,school" (region 0 = in, 1 = us;
 * 0 for no location, level or school; skills separated by spaces, empty when none). Counting happens in the
 * server: one text value crosses from the database instead of thousands of grouped rows, which is
 * what dominates on PGlite.
 */
export async function readRecordsPacked(db: Db, range: RecordRange): Promise<string> {
  const records = publishedRecords('r', range.samplePercent === undefined ? {} : { samplePercent: range.samplePercent });
  const [row] = await queryRows<{ packed: string | null }>(
    db,
    sql`select string_agg(concat_ws(',',
          case when r.country_code = 'in' then 0 else 1 end, r.title_id, r.company_id,
          coalesce(r.location_id, 0), coalesce(r.level_id, 0),
          coalesce(array_to_string(r.skill_ids, ' '), ''), coalesce(r.school_id, 0)), ';') as packed
        from ${records}
        where r.id > ${range.afterId} and r.id <= ${range.upToId}`,
  );
  return row?.packed ?? '';
}
