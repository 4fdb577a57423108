import { sessions, type Db } from '@paysight/db';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';

type RevokedReason = NonNullable<typeof sessions.$inferSelect.revokedReason>;

/** The member's live sessions (not revoked, not expired), most recently used first. Never the token hash. */
export async function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Revokes every live session of the member except `keepId` (none kept when null); returns how many. */
export async function revokeSessionsExcept(db: Db, userId: string, keepId: number | null, reason: RevokedReason, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ...(keepId === null ? [] : [ne(sessions.id, keepId)]),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes one live session if it is the member's; false when there is no such session of theirs. */
export async function revokeOwnSession(db: Db, userId: string, id: number, reason: RevokedReason, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
