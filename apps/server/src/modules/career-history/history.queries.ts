import type { Region } from '@paysight/contract';
import { careerEducation, careerPeople, careerPositions, companies, profiles, companyLevels, schools, titles, type Db } from '@paysight/db';
import { and, asc, desc, eq, inArray, sql, type Column } from 'drizzle-orm';
import { joinCatalog } from '../../lib/catalog-joins.js';

/** The member's own career person (null until they have a history). */
export async function findPerson(db: Db, userId: string) {
  const [row] = await db
    .select({ id: careerPeople.id, countryCode: careerPeople.countryCode })
    .from(careerPeople)
    .where(eq(careerPeople.userId, userId));
  return row ?? null;
}

/**
 * The member's career person, created on their first write, locked for the rest of the
 * transaction so two writes of the same history run one after the other.
 */
export async function lockPerson(db: Db, userId: string, countryCode: Region) {
  await db.insert(careerPeople).values({ userId, countryCode, isDemo: false }).onConflictDoNothing({ target: careerPeople.userId });
  const [row] = await db
    .select({ id: careerPeople.id, countryCode: careerPeople.countryCode })
    .from(careerPeople)
    .where(eq(careerPeople.userId, userId))
    .for('update');
  return row!;
}

export async function setPersonCountry(db: Db, personId: number, countryCode: Region) {
  await db.update(careerPeople).set({ countryCode }).where(eq(careerPeople.id, personId));
}

/** Newest first: held now, then by when they ended, then by when they started. */
const newestFirst = (start: Column, end: Column, id: Column) => [sql`${end} is null desc`, desc(end), desc(start), asc(id)];

/** The person's positions, newest first. */
export async function positionsOf(db: Db, personId: number) {
  const query = db
    .select({
      id: careerPositions.id,
      companyName: companies.name,
      companySlug: companies.slug,
      titleName: titles.name,
      titleSlug: titles.slug,
      level: companyLevels.name,
      standardLevel: careerPositions.standardLevel,
      countryCode: careerPositions.countryCode,
      startDate: careerPositions.startDate,
      endDate: careerPositions.endDate,
    })
    .from(careerPositions);
  return joinCatalog(query, { companyId: careerPositions.companyId, titleId: careerPositions.titleId })
    .leftJoin(companyLevels, eq(companyLevels.id, careerPositions.levelId))
    .where(eq(careerPositions.personId, personId))
    .orderBy(...newestFirst(careerPositions.startDate, careerPositions.endDate, careerPositions.id));
}

/** The person's education, newest first. */
export async function educationOf(db: Db, personId: number) {
  return db
    .select({
      id: careerEducation.id,
      schoolName: schools.name,
      schoolSlug: schools.slug,
      degree: careerEducation.degree,
      major: careerEducation.major,
      startYear: careerEducation.startYear,
      endYear: careerEducation.endYear,
    })
    .from(careerEducation)
    .innerJoin(schools, eq(schools.id, careerEducation.schoolId))
    .where(eq(careerEducation.personId, personId))
    .orderBy(...newestFirst(careerEducation.startYear, careerEducation.endYear, careerEducation.id));
}

export async function countHistory(db: Db, personId: number) {
  const [positions] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careerPositions)
    .where(eq(careerPositions.personId, personId));
  const [education] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careerEducation)
    .where(eq(careerEducation.personId, personId));
  return { positions: Number(positions?.n ?? 0), education: Number(education?.n ?? 0) };
}

export async function replacePositions(db: Db, personId: number, rows: Omit<typeof careerPositions.$inferInsert, 'personId'>[], now: Date) {
  await db.delete(careerPositions).where(eq(careerPositions.personId, personId));
  if (rows.length > 0) await db.insert(careerPositions).values(rows.map((r) => ({ ...r, personId, createdAt: now, updatedAt: now })));
}

export async function replaceEducation(db: Db, personId: number, rows: Omit<typeof careerEducation.$inferInsert, 'personId'>[], now: Date) {
  await db.delete(careerEducation).where(eq(careerEducation.personId, personId));
  if (rows.length > 0) await db.insert(careerEducation).values(rows.map((r) => ({ ...r, personId, createdAt: now })));
}

/** The job families of titles, by title id. */
export async function titleFamilies(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db.select({ id: titles.id, familyId: titles.familyId }).from(titles).where(inArray(titles.id, ids));
  return new Map(rows.map((r) => [r.id, r.familyId]));
}

export async function companyNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A level name on the company's ladder, the title's job family first. */
export async function findLevel(db: Db, companyId: number, familyId: number | null, name: string) {
  const [row] = await db
    .select({ id: companyLevels.id, standardLevel: companyLevels.standardLevel })
    .from(companyLevels)
    .where(and(eq(companyLevels.companyId, companyId), sql`lower(${companyLevels.name}) = lower(${name})`))
    .orderBy(sql`${companyLevels.familyId} = ${familyId ?? -1} desc`, asc(companyLevels.id))
    .limit(1);
  return row ?? null;
}

/** The countries of schools, by id. */
export async function schoolCountries(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Region>();
  const rows = await db.select({ id: schools.id, countryCode: schools.countryCode }).from(schools).where(inArray(schools.id, ids));
  return new Map(rows.map((r) => [r.id, r.countryCode]));
}

/** Whether the member held a position at the company (now or before). */
export async function hasPositionAt(db: Db, userId: string, companyId: number) {
  const [row] = await db
    .select({ id: careerPositions.id })
    .from(careerPositions)
    .innerJoin(careerPeople, eq(careerPeople.id, careerPositions.personId))
    .where(and(eq(careerPeople.userId, userId), eq(careerPositions.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the company is the member's profile company. */
export async function isProfileCompany(db: Db, userId: string, companyId: number) {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.companyId, companyId)));
  return row !== undefined;
}
