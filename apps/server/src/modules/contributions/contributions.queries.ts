import {
  companies,
  locations,
  memberSalaries,
  salaryRecords,
  titles,
  type Db,
  type MemberSalary,
  type NewMemberSalary,
} from '@paysight/db';
import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { joinCatalog } from '../../lib/catalog-joins.js';

export interface ContributionRow {
  entry: MemberSalary;
  company: { name: string; slug: string };
  title: { name: string; slug: string };
  location: { name: string; slug: string } | null;
  record: { status: 'published' | 'held'; heldReason: string | null; verification: string; total: number; firstYearTotal: number } | null;
}

function selectContributions(db: Db) {
  const query = db
    .select({
      entry: memberSalaries,
      company: { name: companies.name, slug: companies.slug },
      title: { name: titles.name, slug: titles.slug },
      location: { name: locations.city, slug: locations.slug },
      record: {
        status: salaryRecords.status,
        heldReason: salaryRecords.heldReason,
        verification: salaryRecords.verification,
        total: salaryRecords.total,
        firstYearTotal: salaryRecords.firstYearTotal,
      },
    })
    .from(memberSalaries);
  return joinCatalog(query, memberSalaries).leftJoin(salaryRecords, eq(salaryRecords.id, memberSalaries.recordId));
}

export async function contributionsOf(db: Db, userId: string, src?: string): Promise<ContributionRow[]> {
  const where = src ? and(eq(memberSalaries.userId, userId), sql`${memberSalaries.src} = ${src}`) : eq(memberSalaries.userId, userId);
  return (await selectContributions(db).where(where).orderBy(desc(memberSalaries.createdAt), desc(memberSalaries.id))) as ContributionRow[];
}

export async function contributionById(db: Db, id: number): Promise<ContributionRow | null> {
  const [row] = await selectContributions(db).where(eq(memberSalaries.id, id));
  return (row as ContributionRow | undefined) ?? null;
}

/** How many contributions each of `userIds` added since `since` (the daily limit, counted in the writing transaction). */
export async function addedSinceByUser(tx: Db, userIds: readonly string[], since: Date): Promise<Map<string, number>> {
  const rows = await tx
    .select({ userId: memberSalaries.userId, n: count() })
    .from(memberSalaries)
    .where(and(inArray(memberSalaries.userId, [...userIds]), gte(memberSalaries.createdAt, since)))
    .groupBy(memberSalaries.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

export async function insertContributions(tx: Db, values: NewMemberSalary[]): Promise<MemberSalary[]> {
  const rows = await tx.insert(memberSalaries).values(values).returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function updateContribution(tx: Db, id: number, values: Partial<NewMemberSalary>): Promise<MemberSalary> {
  const [row] = await tx.update(memberSalaries).set(values).where(eq(memberSalaries.id, id)).returning();
  return row!;
}

/** Only one contribution is the member's current pay: marking one current unmarks the others. */
export async function unmarkOtherCurrent(tx: Db, userId: string, keepId: number) {
  await keepLatestCurrent(tx, [{ userId, id: keepId }]);
}

/**
 * Contributions newly marked current, several members' at once (one statement): each member keeps
 * the newest of theirs, as if they had been marked one after another; their others are unmarked.
 */
export async function keepLatestCurrent(tx: Db, marked: readonly { userId: string; id: number }[]) {
  if (marked.length === 0) return;
  const keep = new Map<string, number>();
  for (const { userId, id } of marked) keep.set(userId, Math.max(id, keep.get(userId) ?? id));
  await tx
    .update(memberSalaries)
    .set({ isCurrent: false })
    .where(
      and(
        inArray(memberSalaries.userId, [...keep.keys()]),
        notInArray(memberSalaries.id, [...keep.values()]),
        eq(memberSalaries.isCurrent, true),
      ),
    );
}

export async function deleteContributionRow(tx: Db, id: number) {
  await tx.delete(memberSalaries).where(eq(memberSalaries.id, id));
}

/** The member's current pay for the profile (SPEC §3 Profile.salary), or null. */
export async function currentSalaryOf(db: Db, userId: string) {
  const [row] = await db
    .select({ base: memberSalaries.base, currency: memberSalaries.currency })
    .from(memberSalaries)
    .where(and(eq(memberSalaries.userId, userId), eq(memberSalaries.isCurrent, true)))
    .orderBy(desc(memberSalaries.updatedAt))
    .limit(1);
  return row ?? null;
}
