import { coupons, type Db } from '@paysight/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

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
