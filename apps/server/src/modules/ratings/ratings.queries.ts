import type { Region } from '@paysight/contract';
import { careerPeople, companyRatings, queryRows, salaryRecords, type Db } from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';

const aspects = {
  workLife: companyRatings.workLife,
  culture: companyRatings.culture,
  growth: companyRatings.growth,
  management: companyRatings.management,
  compensation: companyRatings.compensation,
};

/** Every rating of the company (one per member and year). */
export async function ratingsOf(db: Db, companyId: number) {
  return db
    .select({ userId: companyRatings.userId, year: companyRatings.year, ...aspects })
    .from(companyRatings)
    .where(eq(companyRatings.companyId, companyId));
}

export async function ratingOf(db: Db, userId: string, companyId: number, year: number) {
  const [row] = await db
    .select({ year: companyRatings.year, ...aspects })
    .from(companyRatings)
    .where(and(eq(companyRatings.userId, userId), eq(companyRatings.companyId, companyId), eq(companyRatings.year, year)));
  return row ?? null;
}

/** The member's rating for the year: one per member, company and year (the unique index), a second one replaces it. */
export async function upsertRating(
  db: Db,
  row: {
    userId: string;
    companyId: number;
    year: number;
    workLife: number;
    culture: number;
    growth: number;
    management: number;
    compensation: number;
  },
  now: Date,
) {
  const { workLife, culture, growth, management, compensation } = row;
  await db
    .insert(companyRatings)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [companyRatings.userId, companyRatings.companyId, companyRatings.year],
      set: { workLife, culture, growth, management, compensation, updatedAt: now },
    });
}

/**
 * The region's ratings: the same ratings a company's figures count (each member's latest per
 * company, demo ratings included), of members whose career history is in the region, or, for a
 * rater with no history (a member rating their profile's company, a demo rater), of companies with
 * records in the region. Raters and averages.
 */
export async function regionAverages(db: Db, countryCode: Region) {
  const [row] = await queryRows<{
    raters: number;
    work_life: string | null;
    culture: string | null;
    growth: string | null;
    management: string | null;
    compensation: string | null;
  }>(
    db,
    sql`select count(distinct r.user_id)::int as raters, avg(r.work_life)::float8 as work_life, avg(r.culture)::float8 as culture,
          avg(r.growth)::float8 as growth, avg(r.management)::float8 as management, avg(r.compensation)::float8 as compensation
        from (select distinct on (user_id, company_id) * from ${companyRatings} order by user_id, company_id, year desc) r
        left join ${careerPeople} p on p.user_id = r.user_id
        where case
          when p.id is not null then p.country_code = ${countryCode}
          else exists (select 1 from ${salaryRecords} s where s.company_id = r.company_id and s.country_code = ${countryCode})
        end`,
  );
  return {
    raters: Number(row?.raters ?? 0),
    averages: {
      workLife: Number(row?.work_life ?? 0),
      culture: Number(row?.culture ?? 0),
      growth: Number(row?.growth ?? 0),
      management: Number(row?.management ?? 0),
      compensation: Number(row?.compensation ?? 0),
    },
  };
}
