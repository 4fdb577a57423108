import { jobFamilies, payrollEmployees, payrollUploads, type Db, type NewPayrollEmployee } from '@paysight/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

/**
 * SQL of payroll uploads. Every read and write filters on the workspace (org id) first; a workspace
 * holds one payroll, replaced whole.
 */

export const familyCatalogue = (db: Db) =>
  db.select({ id: jobFamilies.id, slug: jobFamilies.slug, name: jobFamilies.name }).from(jobFamilies);

/** Rows per insert: 12 parameters each stays far under PostgreSQL's 65,535 per statement. */
const CHUNK = 1_000;

/**
 * Replaces the workspace's payroll: the old upload and its employees go, the new ones come, in one
 * transaction with the workspace's row locked (two uploads at once leave one payroll, not two).
 */
export async function replacePayroll(
  db: Db,
  upload: typeof payrollUploads.$inferInsert,
  employees: Omit<NewPayrollEmployee, 'uploadId' | 'orgId'>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from enterprise_orgs where id = ${upload.orgId} for update`);
    await tx.delete(payrollUploads).where(eq(payrollUploads.orgId, upload.orgId));
    const [row] = await tx.insert(payrollUploads).values(upload).returning({ id: payrollUploads.id });
    for (let i = 0; i < employees.length; i += CHUNK) {
      await tx
        .insert(payrollEmployees)
        .values(employees.slice(i, i + CHUNK).map((e) => ({ ...e, uploadId: row!.id, orgId: upload.orgId })));
    }
  });
}

export async function latestUpload(db: Db, orgId: number) {
  const [row] = await db
    .select()
    .from(payrollUploads)
    .where(eq(payrollUploads.orgId, orgId))
    .orderBy(desc(payrollUploads.createdAt), desc(payrollUploads.id))
    .limit(1);
  return row ?? null;
}

/** An upload's employees in the file's order. */
export const employeesOf = (db: Db, orgId: number, uploadId: number) =>
  db
    .select({
      employeeRef: payrollEmployees.employeeRef,
      title: payrollEmployees.title,
      familyId: payrollEmployees.familyId,
      level: payrollEmployees.standardLevel,
      metro: payrollEmployees.metro,
      base: payrollEmployees.base,
      bonusTarget: payrollEmployees.bonusTarget,
      equity: payrollEmployees.equity,
      hireDate: payrollEmployees.hireDate,
      gender: payrollEmployees.gender,
    })
    .from(payrollEmployees)
    .where(and(eq(payrollEmployees.orgId, orgId), eq(payrollEmployees.uploadId, uploadId)))
    .orderBy(asc(payrollEmployees.id));
