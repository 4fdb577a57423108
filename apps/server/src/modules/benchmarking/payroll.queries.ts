import { api } from '@paysight/contract';
import {
  bulkInsert,
  jobFamilies,
  payrollEmployees,
  payrollUploads,
  queryRows,
  type Db,
  type NewPayrollEmployee,
  type PayrollEmployee,
} from '@paysight/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

/**
 * SQL of the workspace's employee dataset (payroll and the compa roster, ADR 054). Every read and
 * write filters on the workspace (org id) first; each upload is a dated version, the latest is the
 * dataset, the last PAYROLL_VERSIONS_KEPT are kept.
 */

export const familyCatalogue = (db: Db) =>
  db.select({ id: jobFamilies.id, slug: jobFamilies.slug, name: jobFamilies.name }).from(jobFamilies);

/** An employee as written: a file's row, or one added or edited by hand. */
export type EmployeeWrite = Omit<NewPayrollEmployee, 'id' | 'uploadId' | 'orgId'>;

/**
 * Adds a version of the workspace's payroll: the new upload and its employees, and versions past the
 * last PAYROLL_VERSIONS_KEPT go, in one transaction with the workspace's row locked (two uploads at
 * once leave two whole versions, never a mixed one). Returns the new upload's id and each employee
 * id's row id.
 */
export async function addPayrollVersion(
  db: Db,
  upload: typeof payrollUploads.$inferInsert,
  employees: EmployeeWrite[],
): Promise<{ id: number; rowIds: Map<string, number> }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from enterprise_orgs where id = ${upload.orgId} for update`);
    const [row] = await tx.insert(payrollUploads).values(upload).returning({ id: payrollUploads.id });
    // COPY on the embedded database, INSERTs of 1,000 rows on PostgreSQL: a 10,000-row roster.
    await bulkInsert(tx, payrollEmployees, employees, { uploadId: row!.id, orgId: upload.orgId });
    // The ids as one JSON value: 10,000 rows of two fields each cost the embedded database more.
    const [ids] = await queryRows<{ ids: string | null }>(
      tx,
      sql`select json_object_agg(${payrollEmployees.employeeRef}, ${payrollEmployees.id})::text as ids
        from ${payrollEmployees} where ${payrollEmployees.uploadId} = ${row!.id}`,
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
    return { id: row!.id, rowIds: new Map(Object.entries(JSON.parse(ids?.ids ?? '{}') as Record<string, number>)) };
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

/** An employee as every reader of the dataset sees them (payroll, the compa roster, pay equity, total rewards, merit). */
export type EmployeeRow = Omit<PayrollEmployee, 'uploadId' | 'orgId' | 'standardLevel' | 'editedBy'> & { level: number };

/** A stored employee as a reader sees them: the one place a row's fields are named for readers. */
export const employeeRowOf = (id: number, e: EmployeeWrite, editedAt: Date | null): EmployeeRow => ({
  id,
  employeeRef: e.employeeRef,
  title: e.title,
  familyId: e.familyId,
  level: e.standardLevel,
  metro: e.metro,
  base: e.base,
  bonusTarget: e.bonusTarget,
  equity: e.equity,
  hireDate: e.hireDate,
  gender: e.gender ?? null,
  name: e.name ?? null,
  email: e.email ?? null,
  equityType: e.equityType ?? null,
  equityUnits: e.equityUnits ?? null,
  equityVesting: e.equityVesting ?? null,
  lastChangeDate: e.lastChangeDate ?? null,
  managerRef: e.managerRef ?? null,
  performanceRating: e.performanceRating ?? null,
  fte: e.fte ?? 1,
  editedAt,
});

const e = payrollEmployees;

/**
 * An upload's employees in the file's order (rows added by hand after it, in the order added): all
 * of them, or those with the file's employee ids `refs`. Read as one JSON value: the embedded
 * database hands a result over field by field, and 10,000 employees' 210,000 fields were most of
 * a roster's read.
 */
export async function employeesOf(db: Db, orgId: number, uploadId: number, refs: readonly string[] | null = null): Promise<EmployeeRow[]> {
  if (refs !== null && refs.length === 0) return [];
  const [row] = await queryRows<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(${e.id}, ${e.employeeRef}, ${e.title}, ${e.familyId}, ${e.standardLevel}, ${e.metro},
        ${e.base}, ${e.bonusTarget}, ${e.equity}, ${e.hireDate}, ${e.gender}, ${e.name}, ${e.email}, ${e.equityType},
        ${e.equityUnits}, ${e.equityVesting}, ${e.lastChangeDate}, ${e.managerRef}, ${e.performanceRating}, ${e.fte},
        ${e.editedAt}) order by ${e.id})::text as rows
      from ${e}
      where ${and(eq(e.orgId, orgId), eq(e.uploadId, uploadId), refs === null ? undefined : inArray(e.employeeRef, [...refs]))}`,
  );
  const rows = JSON.parse(row?.rows ?? '[]') as unknown[][];
  return rows.map((r) =>
    employeeRowOf(
      r[0] as number,
      {
        employeeRef: r[1] as string,
        title: r[2] as string,
        familyId: r[3] as number,
        standardLevel: r[4] as number,
        metro: r[5] as string,
        base: r[6] as number,
        bonusTarget: r[7] as number,
        equity: r[8] as number,
        hireDate: r[9] as string,
        gender: r[10] as EmployeeRow['gender'],
        name: r[11] as string | null,
        email: r[12] as string | null,
        equityType: r[13] as EmployeeRow['equityType'],
        equityUnits: r[14] as number | null,
        equityVesting: r[15] as string | null,
        lastChangeDate: r[16] as string | null,
        managerRef: r[17] as string | null,
        performanceRating: r[18] as string | null,
        fte: r[19] as number,
      },
      r[20] === null ? null : new Date(r[20] as string),
    ),
  );
}
