import { payrollEmployees, payrollUploads, totalRewardsPlans, type Db } from '@paysight/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

/** SQL of total rewards. Every read and write filters on the workspace (org id) first. */

export async function planOf(db: Db, orgId: number) {
  const [row] = await db.select().from(totalRewardsPlans).where(eq(totalRewardsPlans.orgId, orgId));
  return row ?? null;
}

/** Replaces the workspace's plan values: the first save inserts, the next ones bump the version. */
export async function upsertPlan(db: Db, orgId: number, plan: Record<string, unknown>, userId: string, now: Date) {
  const [row] = await db
    .insert(totalRewardsPlans)
    .values({ orgId, plan, updatedBy: userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: totalRewardsPlans.orgId,
      set: { plan, updatedBy: userId, updatedAt: now, version: sql`${totalRewardsPlans.version} + 1` },
    })
    .returning();
  return row!;
}

/** The workspace's payroll: its latest version (the one the payroll and compa pages show). */
export async function latestPayroll(db: Db, orgId: number) {
  const [row] = await db
    .select({ id: payrollUploads.id, countryCode: payrollUploads.countryCode, peerGroupId: payrollUploads.peerGroupId })
    .from(payrollUploads)
    .where(eq(payrollUploads.orgId, orgId))
    .orderBy(desc(payrollUploads.createdAt), desc(payrollUploads.id))
    .limit(1);
  return row ?? null;
}

/** What a statement reads of an employee. */
const statementColumns = {
  employeeRef: payrollEmployees.employeeRef,
  name: payrollEmployees.name,
  title: payrollEmployees.title,
  familyId: payrollEmployees.familyId,
  level: payrollEmployees.standardLevel,
  metro: payrollEmployees.metro,
  base: payrollEmployees.base,
  bonusTarget: payrollEmployees.bonusTarget,
  equity: payrollEmployees.equity,
  equityType: payrollEmployees.equityType,
  equityUnits: payrollEmployees.equityUnits,
  equityVesting: payrollEmployees.equityVesting,
  hireDate: payrollEmployees.hireDate,
};

/** Employees of one payroll version by their file's employee ids (all of them when `refs` is null), in the file's order. */
export const employeesByRef = (db: Db, orgId: number, uploadId: number, refs: readonly string[] | null) =>
  db
    .select(statementColumns)
    .from(payrollEmployees)
    .where(
      and(
        eq(payrollEmployees.orgId, orgId),
        eq(payrollEmployees.uploadId, uploadId),
        refs === null ? undefined : inArray(payrollEmployees.employeeRef, [...refs]),
      ),
    )
    .orderBy(asc(payrollEmployees.id));

export type StatementRow = Awaited<ReturnType<typeof employeesByRef>>[number];
