import { jobFamilies, payrollEmployees, payrollUploads, type Db } from '@paysight/db';
import { and, asc, desc, eq } from 'drizzle-orm';

/**
 * Pay equity reads the workspace's payroll (benchmarking owns the tables and writes them); every
 * read filters on the workspace first.
 */

/** The workspace's upload: the one named (null when it is not this workspace's), or its latest. */
export async function uploadOf(db: Db, orgId: number, uploadId?: number) {
  const [row] = await db
    .select()
    .from(payrollUploads)
    .where(uploadId === undefined ? eq(payrollUploads.orgId, orgId) : and(eq(payrollUploads.orgId, orgId), eq(payrollUploads.id, uploadId)))
    .orderBy(desc(payrollUploads.createdAt), desc(payrollUploads.id))
    .limit(1);
  return row ?? null;
}

/** An upload's employees with their family, in the file's order. */
export const equityRowsOf = (db: Db, orgId: number, uploadId: number) =>
  db
    .select({
      employeeRef: payrollEmployees.employeeRef,
      title: payrollEmployees.title,
      familySlug: jobFamilies.slug,
      familyName: jobFamilies.name,
      level: payrollEmployees.standardLevel,
      metro: payrollEmployees.metro,
      base: payrollEmployees.base,
      bonusTarget: payrollEmployees.bonusTarget,
      equity: payrollEmployees.equity,
      hireDate: payrollEmployees.hireDate,
      gender: payrollEmployees.gender,
      fte: payrollEmployees.fte,
      rating: payrollEmployees.performanceRating,
    })
    .from(payrollEmployees)
    .innerJoin(jobFamilies, eq(jobFamilies.id, payrollEmployees.familyId))
    .where(and(eq(payrollEmployees.orgId, orgId), eq(payrollEmployees.uploadId, uploadId)))
    .orderBy(asc(payrollEmployees.id));

export type EquityRow = Awaited<ReturnType<typeof equityRowsOf>>[number];
