import type { Region } from '@paysight/contract';
import { benefitReports, companies, type Db } from '@paysight/db';
import { and, countDistinct, desc, eq, gte, sql } from 'drizzle-orm';

/** Companies of the region with reports from at least `minReports` members, most reported first. */
export async function coveredCompanies(db: Db, countryCode: Region, minReports: number, limit: number) {
  const reports = countDistinct(benefitReports.userId);
  return db
    .select({ name: companies.name, slug: companies.slug, reports })
    .from(benefitReports)
    .innerJoin(companies, eq(companies.id, benefitReports.companyId))
    .where(eq(benefitReports.countryCode, countryCode))
    .groupBy(companies.id)
    .having(gte(reports, minReports))
    .orderBy(desc(reports), companies.name)
    .limit(limit);
}

/** Each member's latest report on the company in the region (one per member, however many years they reported). */
export async function latestReportsOf(db: Db, companyId: number, countryCode: Region) {
  return db
    .selectDistinctOn([benefitReports.userId], { items: benefitReports.items, year: benefitReports.year, isDemo: benefitReports.isDemo })
    .from(benefitReports)
    .where(and(eq(benefitReports.companyId, companyId), eq(benefitReports.countryCode, countryCode)))
    .orderBy(benefitReports.userId, desc(benefitReports.year));
}

export async function reportOf(db: Db, key: { userId: string; companyId: number; countryCode: Region; year: number }) {
  const [row] = await db
    .select({ year: benefitReports.year, countryCode: benefitReports.countryCode, items: benefitReports.items })
    .from(benefitReports)
    .where(
      and(
        eq(benefitReports.userId, key.userId),
        eq(benefitReports.companyId, key.companyId),
        eq(benefitReports.countryCode, key.countryCode),
        eq(benefitReports.year, key.year),
      ),
    );
  return row ?? null;
}

/** The member's report for the year: one per member, company, region and year (the unique index); again the same year replaces it. */
export async function upsertReport(
  db: Db,
  row: { userId: string; companyId: number; countryCode: Region; year: number; items: Record<string, boolean | number | string> },
  now: Date,
) {
  await db
    .insert(benefitReports)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [benefitReports.userId, benefitReports.companyId, benefitReports.countryCode, benefitReports.year],
      set: { items: sql`excluded.items`, updatedAt: now },
    });
}
