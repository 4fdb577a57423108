import type { Region } from '@paysight/contract';
import { negotiationCoaches, negotiationReviews, queryRows, type Db } from '@paysight/db';
import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** SQL behind the negotiation calls: coaches with their review figures, and a region's reviews. */

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Coaches taking clients in `cc`, matching `q` (name, a company or a speciality) when given; busiest first. */
export async function findCoaches(db: Db, cc: Region, q: string | null, limit: number) {
  const stats = db
    .select({
      coachId: negotiationReviews.coachId,
      rating: sql<number>`round(avg(${negotiationReviews.rating})::numeric, 1)::float8`.as('rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(negotiationReviews)
    .groupBy(negotiationReviews.coachId)
    .as('s');
  const conditions: SQL[] = [sql`${cc} = any(${negotiationCoaches.regions})`];
  if (q) {
    const pattern = containing(q);
    const anyElement = (column: AnyColumn) => sql`exists (select 1 from unnest(${column}) as e(v) where e.v ilike ${pattern})`;
    conditions.push(
      or(ilike(negotiationCoaches.name, pattern), anyElement(negotiationCoaches.companies), anyElement(negotiationCoaches.specialities))!,
    );
  }
  return db
    .select({ coach: negotiationCoaches, rating: stats.rating, reviewCount: stats.reviewCount })
    .from(negotiationCoaches)
    .leftJoin(stats, eq(stats.coachId, negotiationCoaches.id))
    .where(and(...conditions))
    .orderBy(desc(negotiationCoaches.negotiationsDone), asc(negotiationCoaches.name), asc(negotiationCoaches.id))
    .limit(limit);
}

/** Whether any coach of the region is demo content. */
export async function regionHasDemoCoaches(db: Db, cc: Region): Promise<boolean> {
  const [row] = await queryRows<{ demo: boolean | null }>(
    db,
    sql`select bool_or(is_demo) as demo from negotiation_coaches where ${cc} = any(regions)`,
  );
  return row?.demo === true;
}

export interface ReviewSummaryRow {
  count: number;
  average: number | null;
  median_percent: number | null;
  median_amount: number | null;
  demo: boolean | null;
}

/** Count, average rating, median uplifts and the demo flag over every review of the region. */
export async function reviewSummary(db: Db, cc: Region): Promise<ReviewSummaryRow> {
  const [row] = await queryRows<ReviewSummaryRow>(
    db,
    sql`
    select count(*)::int as count,
      round(avg(rating)::numeric, 1)::float8 as average,
      percentile_cont(0.5) within group (order by uplift_percent) as median_percent,
      percentile_cont(0.5) within group (order by uplift_amount) as median_amount,
      bool_or(is_demo) as demo
    from negotiation_reviews where country_code = ${cc}`,
  );
  return row ?? { count: 0, average: null, median_percent: null, median_amount: null, demo: null };
}

/** Reviews of the region per star rating. */
export async function ratingCounts(db: Db, cc: Region): Promise<Map<number, number>> {
  const rows = await db
    .select({ rating: negotiationReviews.rating, count: sql<number>`count(*)::int` })
    .from(negotiationReviews)
    .where(eq(negotiationReviews.countryCode, cc))
    .groupBy(negotiationReviews.rating);
  return new Map(rows.map((r) => [r.rating, Number(r.count)]));
}

/** One page of the region's reviews, newest first, with the coach's name. */
export async function reviewPage(db: Db, cc: Region, offset: number, limit: number) {
  return db
    .select({ review: negotiationReviews, coachSlug: negotiationCoaches.slug, coachName: negotiationCoaches.name })
    .from(negotiationReviews)
    .leftJoin(negotiationCoaches, eq(negotiationCoaches.id, negotiationReviews.coachId))
    .where(eq(negotiationReviews.countryCode, cc))
    .orderBy(desc(negotiationReviews.reviewedOn), desc(negotiationReviews.id))
    .offset(offset)
    .limit(limit);
}
