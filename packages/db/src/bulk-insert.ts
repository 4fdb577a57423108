import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { NewSalaryRecord } from './schema/index.js';

/** Columns written by bulk loads, with their PostgreSQL array type for unnest(). */
const COLUMNS = [
  ['country_code', 'countryCode', 'text'],
  ['currency', 'currency', 'text'],
  ['company_id', 'companyId', 'int4'],
  ['title_id', 'titleId', 'int4'],
  ['level_id', 'levelId', 'int4'],
  ['standard_level', 'standardLevel', 'int2'],
  ['location_id', 'locationId', 'int4'],
  ['school_id', 'schoolId', 'int4'],
  ['years_of_experience', 'yearsOfExperience', 'int2'],
  ['years_at_company', 'yearsAtCompany', 'int2'],
  ['base', 'base', 'int4'],
  ['stock_grant', 'stockGrant', 'int4'],
  ['vesting_years', 'vestingYears', 'int2'],
  ['stock_yearly', 'stockYearly', 'int4'],
  ['stock_first_year', 'stockFirstYear', 'int4'],
  ['bonus', 'bonus', 'int4'],
  ['signing_bonus', 'signingBonus', 'int4'],
  ['total', 'total', 'int4'],
  ['first_year_total', 'firstYearTotal', 'int4'],
  ['reported_on', 'reportedOn', 'date'],
  ['gender', 'gender', 'text'],
  ['source', 'source', 'text'],
  ['verification', 'verification', 'text'],
  ['source_ref', 'sourceRef', 'text'],
  ['status', 'status', 'text'],
] as const;

/** Array columns travel as their text literal ('{1,2}') and are cast back, since unnest would flatten them. */
const ARRAY_COLUMNS = [
  ['skill_ids', 'skillIds', 'int4[]'],
  ['education_tags', 'educationTags', 'text[]'],
] as const;

const arrayLiteral = (values: ReadonlyArray<string | number> | null | undefined) =>
  values == null ? null : `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/**
 * Inserts salary records with one `INSERT … SELECT FROM unnest(…)` per call: one parameter per
 * column instead of one per value, which loads an order of magnitude faster than a multi-row
 * VALUES list on both PGlite and PostgreSQL. Rows that collide on (source, source_ref) are skipped;
 * returns how many were inserted.
 */
export async function bulkInsertSalaryRecords(db: Db, rows: NewSalaryRecord[]): Promise<number> {
  if (rows.length === 0) return 0;
  // sql.param keeps each array one parameter (a plain array would be spread into many).
  const params = COLUMNS.map(
    ([, key, type]) =>
      sql`${sql.param(rows.map((r) => (r[key] ?? (key === 'status' ? 'published' : null)) as unknown))}::${sql.raw(type)}[]`,
  );
  const arrayParams = ARRAY_COLUMNS.map(
    ([, key]) => sql`${sql.param(rows.map((r) => arrayLiteral(r[key] as ReadonlyArray<string | number> | null)))}::text[]`,
  );
  const names = [...COLUMNS.map(([c]) => c), ...ARRAY_COLUMNS.map(([c]) => c)];
  const selects = [...COLUMNS.map((_, i) => `c${i}`), ...ARRAY_COLUMNS.map(([, , type], i) => `a${i}::${type}`)];
  const aliases = [...COLUMNS.map((_, i) => `c${i}`), ...ARRAY_COLUMNS.map((_, i) => `a${i}`)];
  const result = await db.execute(sql`
    insert into salary_records (${sql.raw(names.join(', '))})
    select ${sql.raw(selects.join(', '))}
    from unnest(${sql.join([...params, ...arrayParams], sql`, `)}) as t(${sql.raw(aliases.join(', '))})
    on conflict (source, source_ref) where source_ref is not null do nothing
  `);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? rows.length
  );
}
