import { coupons, users, type Db } from '@paysight/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

export async function findCouponByHash(db: Db, codeHash: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.codeHash, codeHash));
  return row ?? null;
}

/**
 * Claims a coupon: marks it redeemed and returns it in one statement, so of two concurrent
 * redemptions exactly one gets the row. Null when unknown, already redeemed or expired.
 */
export async function claimCoupon(db: Db, codeHash: string, now: Date) {
  const [row] = await db
    .update(coupons)
    .set({ redeemedAt: now })
    .where(and(eq(coupons.codeHash, codeHash), isNull(coupons.redeemedAt), gt(coupons.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function setCouponRedeemer(db: Db, couponId: number, userId: string) {
  await db.update(coupons).set({ redeemedBy: userId }).where(eq(coupons.id, couponId));
}

export async function insertCoupons(db: Db, rows: Array<typeof coupons.$inferInsert>) {
  return db.insert(coupons).values(rows).returning({ id: coupons.id });
}

/** Inserts the account, or null when one with this email appeared meanwhile (a concurrent sign-up). */
export async function insertUserIfAbsent(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

/** premium_until = max(now, premium_until) + days, in the database so concurrent credits add up. */
export async function extendPremium(db: Db, userId: string, days: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .update(users)
    .set({ premiumUntil: sql`greatest(coalesce(${users.premiumUntil}, ${at}), ${at}) + make_interval(days => ${days}::int)` })
    .where(eq(users.id, userId))
    .returning({ premiumUntil: users.premiumUntil });
  return row!.premiumUntil!;
}
