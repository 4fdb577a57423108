import { api } from '@paysight/contract';
import { bulkInsert, jobFamilies, payrollEmployees, payrollUploads, type Db, type NewPayrollEmployee } from '@paysight/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

/**
 * SQL of the workspace's employee dataset (payroll and the compa roster, ADR 054). Every read and
 * write filters on the workspace (org id) first; each upload is a dated version, the latest is the
 * dataset, the last PAYROLL_VERSIONS_KEPT are kept.
 */

export const familyCatalogue = (db: Db) =>
  db.select({ id: jobFamilies.id, slug: jobFamilies.slug, name: jobFamilies.name }).from(jobFamilies);

/**
 * Adds a version of the workspace's payroll: the new upload and its employees, and versions past the
 * last PAYROLL_VERSIONS_KEPT go, in one transaction with the workspace's row locked (two uploads at
 * once leave two whole versions, never a mixed one). Returns the new upload's id.
 */
export async function addPayrollVersion(
  db: Db,
  upload: typeof payrollUploads.$inferInsert,
  employees: Omit<NewPayrollEmployee, 'uploadId' | 'orgId'>[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from enterprise_orgs where id = ${upload.orgId} for update`);
    const [row] = await tx.insert(payrollUploads).values(upload).returning({ id: payrollUploads.id });
    // COPY on the embedded database, INSERTs of 1,000 rows on PostgreSQL: a 10,000-row roster.
    await bulkInsert(
      tx,
      payrollEmployees,
      employees.map((e) => ({ ...e, uploadId: row!.id, orgId: upload.orgId })),
    );
    const old = await tx
      .select({ id: payrollUploads.id })
      .from(payrollUploads)
      .where(eq(payrollUploads.orgId, upload.orgId))
      .orderBy(desc(payrollUploads.createdAt), desc(payrollUploads.id))
      .offset(api.PAYROLL_VERSIONS_KEPT);
    if (old.length > 0)
      await tx.delete(payrollUploads).where(
        and(
          eq(payrollUploads.orgId, upload.orgId),
          inArray(
            payrollUploads.id,
            old.map((o) => o.id),
          ),
        ),
      );
    return row!.id;
  });
}

/** The workspace's upload: the one named (null when it is not this workspace's), or its latest. */
export async function uploadOf(db: Db, orgId: number, uploadId?: number) {
  const [row] = await db
    .select()
    .from(payrollUploads)
    .where(and(eq(payrollUploads.orgId, orgId), uploadId === undefined ? undefined : eq(payrollUploads.id, uploadId)))
    .orderBy(desc(payrollUploads.createdAt), desc(payrollUploads.id))
    .limit(1);
  return row ?? null;
}

/** The columns of an employee row every reader shares (payroll, the compa roster, pay equity). */
export const employeeColumns = {
  id: payrollEmployees.id,
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
  name: payrollEmployees.name,
  email: payrollEmployees.email,
  equityType: payrollEmployees.equityType,
  equityUnits: payrollEmployees.equityUnits,
  equityVesting: payrollEmployees.equityVesting,
  lastChangeDate: payrollEmployees.lastChangeDate,
  managerRef: payrollEmployees.managerRef,
  performanceRating: payrollEmployees.performanceRating,
  fte: payrollEmployees.fte,
  editedAt: payrollEmployees.editedAt,
};

/**
 * An upload's employees in the file's order (rows added by hand after it, in the order added): all
 * of them, or those with the file's employee ids `refs`.
 */
export const employeesOf = (db: Db, orgId: number, uploadId: number, refs: readonly string[] | null = null) =>
  db
    .select(employeeColumns)
    .from(payrollEmployees)
    .where(
      and(
        eq(payrollEmployees.orgId, orgId),
        eq(payrollEmployees.uploadId, uploadId),
        refs === null ? undefined : inArray(payrollEmployees.employeeRef, [...refs]),
      ),
    )
    .orderBy(asc(payrollEmployees.id));

export type EmployeeRow = Awaited<ReturnType<typeof employeesOf>>[number];

/**
 * A version of the workspace's employee dataset for any module that reads employees (the compa
 * roster, pay equity, total rewards): the latest, or the upload named (null when it is not this
 * workspace's), and its employees (those with the file's employee ids `refs` when given) with
 * gender, base, bonus target, equity, level, family, metro, hire date, rating and FTE. null when
 * there is no such version. The caller has checked the workspace and role (workspaceOf) first.
 */
export async function employeesOfVersion(db: Db, orgId: number, which: { uploadId?: number; refs?: readonly string[] | null } = {}) {
  const upload = await uploadOf(db, orgId, which.uploadId);
  if (!upload) return null;
  return { upload, employees: await employeesOf(db, orgId, upload.id, which.refs ?? null) };
}
