import { careerRoasts, type Db } from '@paysight/db';
import { and, count, desc, eq, gte } from 'drizzle-orm';

export type RoastRow = typeof careerRoasts.$inferSelect;
export type NewRoastRow = typeof careerRoasts.$inferInsert;

export async function insertRoast(db: Db, values: NewRoastRow): Promise<RoastRow> {
  const [row] = await db.insert(careerRoasts).values(values).returning();
  return row!;
}

export async function roastById(db: Db, id: string): Promise<RoastRow | null> {
  const [row] = await db.select().from(careerRoasts).where(eq(careerRoasts.id, id));
  return row ?? null;
}

/** Roasts the member made since `since` (the daily limit). */
export async function countRoastsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(careerRoasts)
    .where(and(eq(careerRoasts.userId, userId), gte(careerRoasts.createdAt, since)));
  return row?.n ?? 0;
}

/** Featured roasts that are still public, newest first. */
export async function featuredRoasts(db: Db, limit: number): Promise<RoastRow[]> {
  return db
    .select()
    .from(careerRoasts)
    .where(and(eq(careerRoasts.featured, true), eq(careerRoasts.isPublic, true)))
    .orderBy(desc(careerRoasts.createdAt), desc(careerRoasts.id))
    .limit(limit);
}

export async function setRoastFeatured(db: Db, id: string, featured: boolean): Promise<RoastRow | null> {
  const [row] = await db.update(careerRoasts).set({ featured }).where(eq(careerRoasts.id, id)).returning();
  return row ?? null;
}
