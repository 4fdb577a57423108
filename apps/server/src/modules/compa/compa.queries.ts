import type { Region } from '@paysight/contract';
import { payrollEmployees, payrollUploads, type Db } from '@paysight/db';
import { and, desc, eq, sql } from 'drizzle-orm';

/**
 * SQL of the compa roster: the versions of the employee dataset and its one-by-one edits (whose versions are payroll.queries.ts'). Every read and write filters on the
 * workspace (org id) first; every add or edit raises its version's revision (the dataset is kept per revision).
 */

/** The versions kept, newest first. */
export const versionsOf = (db: Db, orgId: number) =>
  db
    .select({
      id: payrollUploads.id,
      fileName: payrollUploads.fileName,
      source: payrollUploads.source,
      rows: payrollUploads.rows,
      createdAt: payrollUploads.createdAt,
    })
    .from(payrollUploads)
    .where(eq(payrollUploads.orgId, orgId))
    .orderBy(desc(payrollUploads.createdAt), desc(payrollUploads.id));

export type EmployeeWrite = Omit<typeof payrollEmployees.$inferInsert, 'id' | 'uploadId' | 'orgId'>;

/**
 * Adds one employee to the workspace's latest version, or starts a version by hand when it has
 * none; with the workspace's row locked so two adds cannot both take one employee id. Returns the
 * row's id, or 'taken' when the version already has the employee id, or 'region' when the version
 * is in the other region.
 */
export async function addEmployee(
  db: Db,
  orgId: number,
  cc: Region,
  userId: string,
  now: Date,
  row: EmployeeWrite,
): Promise<number | 'taken' | 'region'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from enterprise_orgs where id = ${orgId} for update`);
    const [latest] = await tx
      .select({ id: payrollUploads.id, countryCode: payrollUploads.countryCode })
      .from(payrollUploads)
      .where(eq(payrollUploads.orgId, orgId))
      .orderBy(desc(payrollUploads.createdAt), desc(payrollUploads.id))
      .limit(1);
    let uploadId = latest?.id;
    if (latest && latest.countryCode !== cc) return 'region';
    if (uploadId === undefined) {
      const [created] = await tx
        .insert(payrollUploads)
        .values({ orgId, fileName: 'Entered on Paysight', countryCode: cc, rows: 0, source: 'manual', uploadedBy: userId, createdAt: now })
        .returning({ id: payrollUploads.id });
      uploadId = created!.id;
    }
    const [dupe] = await tx
      .select({ id: payrollEmployees.id })
      .from(payrollEmployees)
      .where(
        and(eq(payrollEmployees.orgId, orgId), eq(payrollEmployees.uploadId, uploadId), eq(payrollEmployees.employeeRef, row.employeeRef)),
      );
    if (dupe) return 'taken';
    const [inserted] = await tx
      .insert(payrollEmployees)
      .values({ ...row, orgId, uploadId, editedAt: now, editedBy: userId })
      .returning({ id: payrollEmployees.id });
    await tx
      .update(payrollUploads)
      .set({ rows: sql`${payrollUploads.rows} + 1`, revision: sql`${payrollUploads.revision} + 1` })
      .where(and(eq(payrollUploads.orgId, orgId), eq(payrollUploads.id, uploadId)));
    return inserted!.id;
  });
}

/**
 * Edits one employee of a version (the caller found it in the workspace's latest). 'taken' when the
 * new employee id is another row's in the version.
 */
export async function editEmployee(
  db: Db,
  orgId: number,
  uploadId: number,
  id: number,
  userId: string,
  now: Date,
  row: EmployeeWrite,
): Promise<'ok' | 'taken'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from enterprise_orgs where id = ${orgId} for update`);
    const [dupe] = await tx
      .select({ id: payrollEmployees.id })
      .from(payrollEmployees)
      .where(
        and(
          eq(payrollEmployees.orgId, orgId),
          eq(payrollEmployees.uploadId, uploadId),
          eq(payrollEmployees.employeeRef, row.employeeRef),
          sql`${payrollEmployees.id} <> ${id}`,
        ),
      );
    if (dupe) return 'taken';
    await tx
      .update(payrollEmployees)
      .set({ ...row, editedAt: now, editedBy: userId })
      .where(and(eq(payrollEmployees.orgId, orgId), eq(payrollEmployees.uploadId, uploadId), eq(payrollEmployees.id, id)));
    await tx
      .update(payrollUploads)
      .set({ revision: sql`${payrollUploads.revision} + 1` })
      .where(and(eq(payrollUploads.orgId, orgId), eq(payrollUploads.id, uploadId)));
    return 'ok';
  });
}
