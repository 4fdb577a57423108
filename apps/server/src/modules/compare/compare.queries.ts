import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** One more visitor-day of a pair in a region: one statement, whatever other servers do at the same time. */
export async function addComparisonView(db: Db, countryCode: string, pair: string, day: string) {
  await db.execute(
    sql`insert into compare_views (country_code, pair, day, visitors) values (${countryCode}, ${pair}, ${day}::date, 1)
        on conflict (country_code, pair, day, is_demo) do update set visitors = compare_views.visitors + 1`,
  );
}

/**
 * The region's pairs with at least `minVisitors` visitor-days since `since` (demo rows count
 * whatever their day: they stand for a fresh install's traffic), most first.
 */
export async function popularPairs(db: Db, countryCode: string, since: string, minVisitors: number, limit: number) {
  return queryRows<{ pair: string; visitors: number; is_demo: boolean }>(
    db,
    sql`select pair, sum(visitors)::int as visitors, bool_or(is_demo) as is_demo
        from compare_views
        where country_code = ${countryCode} and (day >= ${since}::date or is_demo)
        group by pair
        having sum(visitors) >= ${minVisitors}
        order by visitors desc, pair
        limit ${limit}`,
  );
}

/** The companies and titles of these slugs: their names. */
export async function catalogueNames(db: Db, companySlugs: readonly string[], titleSlugs: readonly string[]) {
  const [companies, titles] = await Promise.all([
    companySlugs.length
      ? queryRows<{ id: number; name: string; slug: string }>(
          db,
          sql`select id, name, slug from companies where slug in (${list(companySlugs)})`,
        )
      : [],
    titleSlugs.length
      ? queryRows<{ id: number; name: string; slug: string }>(
          db,
          sql`select id, name, slug from titles where slug in (${list(titleSlugs)})`,
        )
      : [],
  ]);
  return { companies, titles };
}

export interface SavedRow {
  id: number;
  country_code: 'in' | 'us';
  pair: string;
  created_at: Date | string;
}

/** The member's saved comparisons, newest first. */
export async function savedRows(db: Db, userId: string) {
  return queryRows<SavedRow>(
    db,
    sql`select id, country_code, pair, created_at from saved_comparisons where user_id = ${userId} order by created_at desc, id desc`,
  );
}

/** Locks the member's row for the rest of the transaction: their saves are counted one at a time. */
export async function lockMember(db: Db, userId: string) {
  await queryRows(db, sql`select id from users where id = ${userId} for update`);
}

/** Saves the pair; a pair the member already saved is left as it is (null: nothing inserted). */
export async function insertSaved(db: Db, userId: string, countryCode: string, pair: string, at: Date) {
  const [row] = await queryRows<SavedRow>(
    db,
    sql`insert into saved_comparisons (user_id, country_code, pair, created_at) values (${userId}, ${countryCode}, ${pair}, ${at.toISOString()}::timestamptz)
        on conflict (user_id, country_code, pair) do nothing
        returning id, country_code, pair, created_at`,
  );
  return row ?? null;
}

export async function savedRow(db: Db, userId: string, countryCode: string, pair: string) {
  const [row] = await queryRows<SavedRow>(
    db,
    sql`select id, country_code, pair, created_at from saved_comparisons where user_id = ${userId} and country_code = ${countryCode} and pair = ${pair}`,
  );
  return row;
}

export async function countSaved(db: Db, userId: string) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saved_comparisons where user_id = ${userId}`);
  return row?.n ?? 0;
}

/** Deletes the member's own saved comparison; false when they have none of that id (another member's included). */
export async function deleteSaved(db: Db, userId: string, id: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from saved_comparisons where id = ${id} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}
