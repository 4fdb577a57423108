import type { Region } from '@paysight/contract';
import { companies, internshipStipends, locations, titles, users, type Db } from '@paysight/db';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Stipend } from './internships.rules.js';

/** The region's stipends (of one company or title when given), with their company, title and city. */
export async function stipendsOf(db: Db, where: { countryCode: Region; companyId?: number; titleId?: number }): Promise<Stipend[]> {
  const conditions: SQL[] = [eq(internshipStipends.countryCode, where.countryCode)];
  if (where.companyId !== undefined) conditions.push(eq(internshipStipends.companyId, where.companyId));
  if (where.titleId !== undefined) conditions.push(eq(internshipStipends.titleId, where.titleId));
  const rows = await db
    .select({
      monthly: internshipStipends.monthlyStipend,
      company: { name: companies.name, slug: companies.slug },
      title: { name: titles.name, slug: titles.slug },
      cityName: locations.city,
      citySlug: locations.slug,
      year: internshipStipends.year,
      isDemo: internshipStipends.isDemo,
    })
    .from(internshipStipends)
    .innerJoin(companies, eq(companies.id, internshipStipends.companyId))
    .innerJoin(titles, eq(titles.id, internshipStipends.titleId))
    .leftJoin(locations, eq(locations.id, internshipStipends.locationId))
    .where(and(...conditions));
  return rows.map(({ cityName, citySlug, ...r }) => ({ ...r, city: cityName && citySlug ? { name: cityName, slug: citySlug } : null }));
}

/** A member's own internships, newest first, with their names. */
export async function memberInternshipsOf(db: Db, userId: string, id?: number) {
  const conditions: SQL[] = [eq(internshipStipends.userId, userId)];
  if (id !== undefined) conditions.push(eq(internshipStipends.id, id));
  const rows = await db
    .select({
      id: internshipStipends.id,
      countryCode: internshipStipends.countryCode,
      currency: internshipStipends.currency,
      company: { name: companies.name, slug: companies.slug },
      title: { name: titles.name, slug: titles.slug },
      cityName: locations.city,
      citySlug: locations.slug,
      monthlyStipend: internshipStipends.monthlyStipend,
      durationMonths: internshipStipends.durationMonths,
      year: internshipStipends.year,
      createdAt: internshipStipends.createdAt,
    })
    .from(internshipStipends)
    .innerJoin(companies, eq(companies.id, internshipStipends.companyId))
    .innerJoin(titles, eq(titles.id, internshipStipends.titleId))
    .leftJoin(locations, eq(locations.id, internshipStipends.locationId))
    .where(and(...conditions))
    .orderBy(desc(internshipStipends.createdAt), desc(internshipStipends.id));
  return rows.map(({ cityName, citySlug, createdAt, ...r }) => ({
    ...r,
    location: cityName && citySlug ? { name: cityName, slug: citySlug } : null,
    createdAt: new Date(createdAt).toISOString(),
  }));
}

/** How many internships the member has entered; their user row locked until the transaction ends (the cap below). */
export async function lockedMemberInternshipCount(tx: Db, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx.select({ n: count() }).from(internshipStipends).where(eq(internshipStipends.userId, userId));
  return row?.n ?? 0;
}

/** Adds a member's internship, or replaces the stipend of the one with the same company, title and year. Returns its id. */
export async function upsertMemberInternship(tx: Db, values: typeof internshipStipends.$inferInsert): Promise<number> {
  const [row] = await tx
    .insert(internshipStipends)
    .values(values)
    .onConflictDoUpdate({
      target: [internshipStipends.userId, internshipStipends.companyId, internshipStipends.titleId, internshipStipends.year],
      targetWhere: sql`${internshipStipends.userId} is not null`,
      set: {
        monthlyStipend: values.monthlyStipend,
        durationMonths: values.durationMonths ?? null,
        locationId: values.locationId ?? null,
        currency: values.currency,
        countryCode: values.countryCode,
      },
    })
    .returning({ id: internshipStipends.id });
  return row!.id;
}

/** The owner of an internship row (null: a demo one), or undefined when there is no such row. */
export async function internshipOwner(db: Db, id: number): Promise<string | null | undefined> {
  const [row] = await db.select({ userId: internshipStipends.userId }).from(internshipStipends).where(eq(internshipStipends.id, id));
  return row ? row.userId : undefined;
}

export async function deleteInternship(db: Db, id: number, userId: string) {
  await db.delete(internshipStipends).where(and(eq(internshipStipends.id, id), eq(internshipStipends.userId, userId)));
}
