import { creditBalances, creditLedger, type Db } from '@paysight/db';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';

/** Adds to the member's balance (creating it), returning the new balance. */
export async function addToBalance(db: Db, userId: string, n: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(creditBalances)
    .values({ userId, balance: n, updatedAt: now })
    .onConflictDoUpdate({ target: creditBalances.userId, set: { balance: sql`${creditBalances.balance} + ${n}`, updatedAt: now } })
    .returning({ balance: creditBalances.balance });
  return row!.balance;
}

/**
 * Takes `n` from the balance only if it holds at least `n`, in one statement: of two racing spends
 * that together overdraw, the second finds too little (it waits for the first's row lock, then
 * re-reads). Null when there is not enough.
 */
export async function takeFromBalance(db: Db, userId: string, n: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(creditBalances)
    .set({ balance: sql`${creditBalances.balance} - ${n}`, updatedAt: now })
    .where(and(eq(creditBalances.userId, userId), gte(creditBalances.balance, n)))
    .returning({ balance: creditBalances.balance });
  return row ? row.balance : null;
}

/** The balance, locked for the rest of the transaction (0 when the member has none yet). */
export async function lockBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .for('update');
  return row?.balance ?? 0;
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}

/** A ledger entry; false when the member already has one for this reason and reference (the unique index decides). */
export async function insertLedgerEntry(
  db: Db,
  entry: { userId: string; delta: number; balanceAfter: number; reason: string; reference: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db.insert(creditLedger).values(entry).onConflictDoNothing().returning({ id: creditLedger.id });
  return rows.length > 0;
}

/** The credits a ledger entry moved (e.g. what an order's purchase granted); 0 when there is none. */
export async function ledgerDelta(db: Db, userId: string, reason: string, reference: string): Promise<number> {
  const [row] = await db
    .select({ delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason), eq(creditLedger.reference, reference)));
  return row?.delta ?? 0;
}

export async function ledgerPage(db: Db, userId: string, limit: number, offset: number) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.id)).limit(limit).offset(offset);
}

export async function ledgerCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return row?.n ?? 0;
}
