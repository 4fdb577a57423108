import { authTokens, type Db } from '@paysight/db';
import { and, count, eq, gt, isNull } from 'drizzle-orm';

/** Email-change links the member asked for since `since` (used or not). */
export async function countEmailChangesSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'email-change'), gt(authTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Spends the member's unused email-change links: only the newest one they asked for may work. */
export async function retirePendingEmailChanges(db: Db, userId: string, now: Date) {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'email-change'), isNull(authTokens.usedAt)));
}
