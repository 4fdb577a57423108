import { companies, layoffReports, layoffTitleReports, titles, users, type Db } from '@paysight/db';
import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.js';

/** Reads and writes of members' layoff reports: titles affected by a notice, and India reports under review. */

// ---- Titles affected ----------------------------------------------------------------------------

/** Writes the member's title for a notice, replacing the one they gave before (one per member and notice). */
export async function upsertTitleReport(db: Db, userId: string, noticeId: number, titleId: number, now: Date) {
  await db
    .insert(layoffTitleReports)
    .values({ userId, noticeId, titleId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [layoffTitleReports.userId, layoffTitleReports.noticeId],
      set: { titleId, updatedAt: now },
    });
}

/** Each title reported for a notice with its count, most reported first. */
export async function titleCounts(db: Db, noticeId: number) {
  return db
    .select({ name: titles.name, slug: titles.slug, count: count() })
    .from(layoffTitleReports)
    .innerJoin(titles, eq(titles.id, layoffTitleReports.titleId))
    .where(eq(layoffTitleReports.noticeId, noticeId))
    .groupBy(titles.id, titles.name, titles.slug)
    .orderBy(desc(count()), asc(titles.name));
}

export async function ownTitle(db: Db, userId: string, noticeId: number) {
  const [row] = await db
    .select({ name: titles.name, slug: titles.slug })
    .from(layoffTitleReports)
    .innerJoin(titles, eq(titles.id, layoffTitleReports.titleId))
    .where(and(eq(layoffTitleReports.userId, userId), eq(layoffTitleReports.noticeId, noticeId)));
  return row ?? null;
}

// ---- India reports ------------------------------------------------------------------------------

const reportColumns = {
  report: layoffReports,
  companySlug: companies.slug,
  companyDisplayName: companies.name,
};

export type ReportWithCompany = {
  report: typeof layoffReports.$inferSelect;
  companySlug: string | null;
  companyDisplayName: string | null;
};

export interface ReportFilter {
  countryCode: 'in';
  companyId: number | null;
  companyText: string | null;
  month: string | null;
}

function shownWhere(f: ReportFilter): SQL {
  const parts: SQL[] = [eq(layoffReports.countryCode, f.countryCode), eq(layoffReports.status, 'approved')];
  if (f.companyText !== null) {
    const text = f.companyText.toLowerCase();
    const pattern = /^[a-z0-9-]+$/.test(text) ? escapeLike(text).replaceAll('-', '_') : escapeLike(text);
    const byText = sql`lower(${layoffReports.companyName}) LIKE ${`%${pattern}%`}`;
    parts.push(f.companyId !== null ? sql`(${layoffReports.companyId} = ${f.companyId} OR ${byText})` : byText);
  }
  if (f.month !== null) parts.push(eq(layoffReports.month, f.month));
  return and(...parts)!;
}

export async function approvedReportsPage(db: Db, f: ReportFilter, limit: number, offset: number): Promise<ReportWithCompany[]> {
  return db
    .select(reportColumns)
    .from(layoffReports)
    .leftJoin(companies, eq(companies.id, layoffReports.companyId))
    .where(shownWhere(f))
    .orderBy(desc(layoffReports.month), desc(layoffReports.id))
    .limit(limit)
    .offset(offset);
}

export async function approvedReportTotals(db: Db, f: ReportFilter) {
  const [row] = await db
    .select({ reports: count(), people: sum(layoffReports.people).mapWith(Number) })
    .from(layoffReports)
    .where(shownWhere(f));
  return { reports: row?.reports ?? 0, people: row?.people ?? 0 };
}

export async function insertReport(db: Db, values: typeof layoffReports.$inferInsert) {
  const [row] = await db.insert(layoffReports).values(values).returning();
  return row!;
}

export async function reportsOf(db: Db, userId: string, limit: number): Promise<ReportWithCompany[]> {
  return db
    .select(reportColumns)
    .from(layoffReports)
    .leftJoin(companies, eq(companies.id, layoffReports.companyId))
    .where(eq(layoffReports.userId, userId))
    .orderBy(desc(layoffReports.createdAt), desc(layoffReports.id))
    .limit(limit);
}

export async function pendingReports(db: Db, limit: number): Promise<(ReportWithCompany & { email: string })[]> {
  return db
    .select({ ...reportColumns, email: users.email })
    .from(layoffReports)
    .innerJoin(users, eq(users.id, layoffReports.userId))
    .leftJoin(companies, eq(companies.id, layoffReports.companyId))
    .where(eq(layoffReports.status, 'pending'))
    .orderBy(asc(layoffReports.createdAt), asc(layoffReports.id))
    .limit(limit);
}
