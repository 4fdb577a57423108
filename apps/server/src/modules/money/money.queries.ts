import { networthEntries, vaultAccounts, vaultItems, vaultMfaChallenges, type Db } from '@paysight/db';
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';

export type NetworthEntryRow = typeof networthEntries.$inferSelect;

export async function insertNetworthEntry(db: Db, row: typeof networthEntries.$inferInsert) {
  const [saved] = await db.insert(networthEntries).values(row).returning();
  return saved!;
}

export async function memberNetworthEntries(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(networthEntries)
    .where(eq(networthEntries.userId, userId))
    .orderBy(desc(networthEntries.createdAt), desc(networthEntries.id))
    .limit(limit);
}

/**
 * The net worth of every other member whose latest entry is shared and in this region and age band
 * (each member once, by their latest entry: a member who stops sharing drops out at once).
 */
export async function sharedPeerNetWorths(db: Db, input: { userId: string; countryCode: 'in' | 'us'; ageBand: string }): Promise<number[]> {
  const latest = db
    .selectDistinctOn([networthEntries.userId], {
      netWorth: networthEntries.netWorth,
      shared: networthEntries.shared,
      countryCode: networthEntries.countryCode,
      ageBand: networthEntries.ageBand,
    })
    .from(networthEntries)
    .where(ne(networthEntries.userId, input.userId))
    .orderBy(networthEntries.userId, desc(networthEntries.createdAt), desc(networthEntries.id))
    .as('latest');
  const rows = await db
    .select({ netWorth: latest.netWorth })
    .from(latest)
    .where(and(eq(latest.shared, true), eq(latest.countryCode, input.countryCode), eq(latest.ageBand, input.ageBand)));
  return rows.map((r) => Number(r.netWorth));
}

export async function memberVaultItems(db: Db, userId: string) {
  return db.select().from(vaultItems).where(eq(vaultItems.userId, userId)).orderBy(vaultItems.createdAt, vaultItems.id);
}

export async function vaultAccountsOf(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db.select().from(vaultAccounts).where(inArray(vaultAccounts.itemId, itemIds)).orderBy(vaultAccounts.itemId, vaultAccounts.id);
}

export async function insertVaultItem(db: Db, row: typeof vaultItems.$inferInsert) {
  const [saved] = await db.insert(vaultItems).values(row).returning();
  return saved!;
}

export async function replaceVaultAccounts(db: Db, itemId: number, rows: Omit<typeof vaultAccounts.$inferInsert, 'itemId'>[], at: Date) {
  await db.delete(vaultAccounts).where(eq(vaultAccounts.itemId, itemId));
  if (rows.length > 0) await db.insert(vaultAccounts).values(rows.map((r) => ({ ...r, itemId })));
  await db.update(vaultItems).set({ balancesAt: at, updatedAt: at }).where(eq(vaultItems.id, itemId));
}

export async function deleteVaultItem(db: Db, userId: string, id: number) {
  const [gone] = await db
    .delete(vaultItems)
    .where(and(eq(vaultItems.id, id), eq(vaultItems.userId, userId)))
    .returning();
  return gone ?? null;
}

export async function insertMfaChallenge(db: Db, row: typeof vaultMfaChallenges.$inferInsert) {
  await db.insert(vaultMfaChallenges).values(row);
}

/** Counts one try of a live challenge of this member; null when unknown, expired, someone else's or out of tries. */
export async function spendMfaTry(db: Db, input: { userId: string; tokenHash: string; now: Date; maxTries: number }) {
  const [row] = await db
    .update(vaultMfaChallenges)
    .set({ attempts: sql`${vaultMfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(vaultMfaChallenges.tokenHash, input.tokenHash),
        eq(vaultMfaChallenges.userId, input.userId),
        gt(vaultMfaChallenges.expiresAt, input.now),
        lt(vaultMfaChallenges.attempts, input.maxTries),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteMfaChallenge(db: Db, id: number) {
  await db.delete(vaultMfaChallenges).where(eq(vaultMfaChallenges.id, id));
}
