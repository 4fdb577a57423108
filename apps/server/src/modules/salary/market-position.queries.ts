import { queryRows, type Db } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { publishedRecords } from '../salary-records/salary-records.service.js';
import { sliceWhere, type SliceFilter } from './salary.queries.js';

/** SQL of a figure's market position: a slice's published records without the member's own. */

/** Published records of the slice (sliceWhere), without the member's own record. */
export function marketWhere(filter: SliceFilter, excludeRecordId: number | null): SQL {
  const where = sliceWhere(filter);
  return excludeRecordId === null ? where : sql`${where} and r.id <> ${excludeRecordId}`;
}

export async function sliceCount(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${publishedRecords()} where ${where}`);
  return Number(row?.n ?? 0);
}

/**
 * The figures of a record a member's pay is compared on, one per offer component. The 4-year
 * average of a record is its yearly total plus a quarter of its signing bonus (its yearly stock
 * taken to continue for four years).
 */
export const MARKET_COLUMNS = {
  base: sql.raw('r.base'),
  stock: sql.raw('r.stock_yearly'),
  bonus: sql.raw('r.bonus'),
  signing: sql.raw('r.signing_bonus'),
  total: sql.raw('r.total'),
  firstYear: sql.raw('r.first_year_total'),
  fourYearAverage: sql.raw('(r.total + coalesce(r.signing_bonus, 0) / 4.0)'),
} as const;
export type MarketColumn = keyof typeof MARKET_COLUMNS;

/** The figures compared, one group of columns per figure asked for. */
export interface MarketRow {
  n: number;
  last_date: string | null;
  [key: string]: unknown;
}

/**
 * For every figure given (a MARKET_COLUMNS key and the member's value): how many records report it, its quartiles and 90th percentile
 * (percentile_cont, as the salary pages), and how many records are below and equal to the
 * member's figure (for its percentile rank). NULLs (a record without stock) are left out.
 */
export async function marketFigures(db: Db, where: SQL, values: Partial<Record<MarketColumn, number>>): Promise<MarketRow> {
  const parts = (Object.keys(values) as MarketColumn[]).map((key) => {
    const col = MARKET_COLUMNS[key];
    const v = values[key]!;
    return sql`count(${col})::int as ${sql.raw(`"${key}_n"`)},
      percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by ${col}) as ${sql.raw(`"${key}_p"`)},
      count(*) filter (where ${col} < ${v}::numeric)::int as ${sql.raw(`"${key}_below"`)},
      count(*) filter (where ${col} = ${v}::numeric)::int as ${sql.raw(`"${key}_equal"`)}`;
  });
  const [row] = await queryRows<MarketRow>(
    db,
    sql`select count(*)::int as n, max(r.reported_on)::text as last_date, ${sql.join(parts, sql`, `)}
        from ${publishedRecords()} where ${where}`,
  );
  return row ?? { n: 0, last_date: null };
}
