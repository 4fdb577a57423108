import { totalRewardsPlans, type Db } from '@paysight/db';
import { eq, sql } from 'drizzle-orm';

/** SQL of total rewards. Every read and write filters on the workspace (org id) first. */

export async function planOf(db: Db, orgId: number) {
  const [row] = await db.select().from(totalRewardsPlans).where(eq(totalRewardsPlans.orgId, orgId));
  return row ?? null;
}

/** Replaces the workspace's plan values: the first save inserts, the next ones bump the version. */
export async function upsertPlan(db: Db, orgId: number, plan: Record<string, unknown>, userId: string, now: Date) {
  const [row] = await db
    .insert(totalRewardsPlans)
    .values({ orgId, plan, updatedBy: userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: totalRewardsPlans.orgId,
      set: { plan, updatedBy: userId, updatedAt: now, version: sql`${totalRewardsPlans.version} + 1` },
    })
    .returning();
  return row!;
}
