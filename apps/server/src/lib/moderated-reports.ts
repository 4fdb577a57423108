import { AppError, notFound, type SessionUser } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Member reports an admin moderates (interview reports, India's layoff reports): held as `pending`,
 * then approved or rejected with a reason by an admin; the member's text is never edited, and only
 * approved reports show or count. One table per kind, each with these columns.
 */
export type ModeratedTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  reviewReason: PgColumn;
  reviewedBy: PgColumn;
  reviewedAt: PgColumn;
  updatedAt: PgColumn;
};

/** How many of the member's reports wait for review (each kind caps them). */
export async function pendingCountOf(db: Db, table: ModeratedTable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.status, 'pending')));
  return row?.n ?? 0;
}

/** An admin's decision on one report. */
export interface ReviewDecision {
  decision: 'approve' | 'reject';
  reason?: string | null | undefined;
}

/**
 * Approves a pending report, or rejects it with the admin's reason: one UPDATE of a row still
 * pending, so two admins reviewing at once decide it once. A report not found is 404 (`noun` names
 * it: "No interview report 7"); one already reviewed is 409.
 */
export async function reviewPendingReport(
  db: Db,
  table: ModeratedTable,
  noun: string,
  id: number,
  admin: SessionUser,
  body: ReviewDecision,
  now: Date,
): Promise<{ id: number; status: 'approved' | 'rejected' }> {
  const status = body.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  const column = (c: PgColumn) => sql.identifier(c.name);
  const done = await queryRows<{ id: number }>(
    db,
    sql`update ${table}
        set ${column(table.status)} = ${status}, ${column(table.reviewReason)} = ${status === 'rejected' ? (body.reason ?? null) : null},
            ${column(table.reviewedBy)} = ${admin.id}, ${column(table.reviewedAt)} = ${now.toISOString()}::timestamptz,
            ${column(table.updatedAt)} = ${now.toISOString()}::timestamptz
        where ${column(table.id)} = ${id} and ${column(table.status)} = 'pending'
        returning ${column(table.id)} as id`,
  );
  if (done.length === 0) {
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!found) throw notFound(`No ${noun} ${id}`);
    throw new AppError(409, 'This report was already reviewed');
  }
  return { id, status };
}
