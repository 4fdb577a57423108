import { companies, locations, offers, queryRows, salaryRecords, titles, type Db, type NewOffer, type Offer } from '@paysight/db';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { sliceWhere, type SliceFilter } from '../salary/salary.service.js';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/** SQL of the offers module: the member's own rows and a slice's market figures. */

export async function insertOffer(tx: Db, values: NewOffer): Promise<string> {
  const [row] = await tx.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

export interface OfferRow {
  offer: Offer;
  company: { name: string; slug: string } | null;
  title: { name: string; slug: string } | null;
  location: { city: string; slug: string } | null;
  recordStatus: 'published' | 'held' | null;
}

function selectOffers(db: Db) {
  return db
    .select({
      offer: offers,
      companyName: companies.name,
      companySlug: companies.slug,
      titleName: titles.name,
      titleSlug: titles.slug,
      city: locations.city,
      locationSlug: locations.slug,
      recordStatus: salaryRecords.status,
    })
    .from(offers)
    .leftJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(titles, eq(titles.id, offers.titleId))
    .leftJoin(locations, eq(locations.id, offers.locationId))
    .leftJoin(salaryRecords, eq(salaryRecords.id, offers.recordId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOffers>['where']>>[number];

const toRow = (r: Selected): OfferRow => ({
  offer: r.offer,
  company: r.companyName !== null && r.companySlug !== null ? { name: r.companyName, slug: r.companySlug } : null,
  title: r.titleName !== null && r.titleSlug !== null ? { name: r.titleName, slug: r.titleSlug } : null,
  location: r.city !== null && r.locationSlug !== null ? { city: r.city, slug: r.locationSlug } : null,
  recordStatus: r.recordStatus,
});

export async function offersOf(db: Db, userId: string): Promise<OfferRow[]> {
  const rows = await selectOffers(db).where(eq(offers.userId, userId)).orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(toRow);
}

export async function offerById(db: Db, id: string): Promise<OfferRow | null> {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  return row ? toRow(row) : null;
}

/** The figures compared, one per component, in the order of MARKET_COLUMNS. */
export interface MarketRow {
  n: number;
  last_date: string | null;
  [key: string]: unknown;
}

/**
 * The market columns of a record, one per offer component. The 4-year average of a record is its
 * yearly total plus a quarter of its signing bonus (its yearly stock taken to continue for four years).
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

/** Published records of the slice (salary.queries' sliceWhere), without the offer's own record. */
export function marketWhere(filter: SliceFilter, excludeRecordId: number | null): SQL {
  const where = sliceWhere(filter);
  return excludeRecordId === null ? where : sql`${where} and r.id <> ${excludeRecordId}`;
}

export async function sliceCount(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${publishedRecords()} where ${where}`);
  return Number(row?.n ?? 0);
}

/**
 * For every component: how many records report it, its quartiles and 90th percentile
 * (percentile_cont, as the salary pages), and how many records are below and equal to the
 * offer's figure (for its percentile rank). NULLs (a record without stock) are left out.
 */
export async function marketFigures(db: Db, where: SQL, values: Record<MarketColumn, number>): Promise<MarketRow> {
  const parts = (Object.keys(MARKET_COLUMNS) as MarketColumn[]).map((key) => {
    const col = MARKET_COLUMNS[key];
    const v = values[key];
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
