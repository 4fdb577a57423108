import { notifications, type Db } from '@paysight/db';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = Omit<typeof notifications.$inferInsert, 'id' | 'readAt' | 'createdAt'>;

/**
 * Adds a notification. With a dedupe key already used for this member the insert does nothing
 * (the unique index decides, so two deliveries at once still notify once) and null comes back.
 */
export async function insertNotification(db: Db, row: NewNotificationRow, now: Date): Promise<NotificationRow | null> {
  const [inserted] = await db
    .insert(notifications)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  return inserted ?? null;
}

/** Adds many at once (an operator's message); rows whose member already had the dedupe key are skipped. Returns those added. */
export async function insertNotifications(db: Db, rows: NewNotificationRow[], now: Date): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, createdAt: now })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
}

/** A page of the member's notifications, newest first (the id breaks ties of one instant). */
export async function pageOfNotifications(db: Db, userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

/** How many the member has, and how many of them are unread. */
export async function countNotifications(db: Db, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** The member's unread count alone (after marking one read; a partial index serves it). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks one of the member's notifications read (an already read one keeps its first read time).
 * Null when the member has no notification by that id.
 */
export async function markRead(db: Db, userId: string, id: number, now: Date): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the member read; returns how many. */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
