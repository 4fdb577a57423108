import { AppError, pageOffset, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { addToBalance, balanceOf, insertLedgerEntry, ledgerCount, ledgerPage, lockBalance, takeFromBalance } from './credits.queries.js';

/**
 * Credits (docs/decisions/022-payments.md): a balance per member that never goes below zero (a
 * check constraint, and spends that take only from a balance holding enough), and a ledger of every
 * grant and spend with its reason and what it refers to. One entry per member, reason and
 * reference (a unique index): granting twice for one order, or paying twice for one JobGPT
 * application, is refused whatever the timing.
 *
 * Both functions run inside the caller's transaction, so a spend commits or rolls back together
 * with what it pays for:
 *
 *   await db.transaction(async (tx) => {
 *     await spendCredits(tx as unknown as Db, user.id, 1, 'jobgpt-application', String(application.id));
 *     ...
 *   });
 *
 * A refusal throws an AppError (which rolls the transaction back): 402 when the balance is too small,
 * 409 when that reason and reference already have an entry.
 */

export const CREDITS_PAGE_SIZE = 20;

function checkArguments(n: number, reason: string, reference: string) {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`credits must be a positive whole number, not ${n}`);
  if (!/^[a-z0-9-]{1,40}$/.test(reason)) throw new Error(`a credit reason is a short kebab-case word, not ${reason}`);
  if (reference.length === 0 || reference.length > 200) throw new Error('a credit reference names what the credits are for');
}

/** A change of `n` credits to a member's balance, recorded in the ledger under a reason and reference. */
type CreditMove = (tx: Db, userId: string, n: number, reason: string, reference: string, now?: Date) => Promise<number>;

/** Adds `n` credits to the member's balance with a ledger entry; returns the new balance. */
export const grantCredits: CreditMove = async (tx, userId, n, reason, reference, now = new Date()) => {
  checkArguments(n, reason, reference);
  const balance = await addToBalance(tx, userId, n, now);
  if (!(await insertLedgerEntry(tx, { userId, delta: n, balanceAfter: balance, reason, reference, createdAt: now }))) {
    throw new AppError(409, `Credits were already granted for ${reason} ${reference}.`);
  }
  return balance;
};

/** Takes `n` credits from the member's balance with a ledger entry; returns the new balance. */
export const spendCredits: CreditMove = async (tx, userId, n, reason, reference, now = new Date()) => {
  checkArguments(n, reason, reference);
  const balance = await takeFromBalance(tx, userId, n, now);
  if (balance === null) {
    const has = await balanceOf(tx, userId);
    throw new AppError(402, `Not enough credits: this needs ${n} and your balance is ${has}. Buy a credit pack on /pricing.`);
  }
  if (!(await insertLedgerEntry(tx, { userId, delta: -n, balanceAfter: balance, reason, reference, createdAt: now }))) {
    throw new AppError(409, 'Credits were already spent for this.');
  }
  return balance;
};

/**
 * Takes back up to `n` credits (a refunded pack): as many as the balance holds, never below zero.
 * Returns how many were taken; the rest had already been spent.
 */
export async function clawBackCredits(tx: Db, userId: string, n: number, reason: string, reference: string, now: Date): Promise<number> {
  checkArguments(n, reason, reference);
  const held = await lockBalance(tx, userId);
  const taken = Math.min(held, n);
  if (taken === 0) return 0;
  const balance = await takeFromBalance(tx, userId, taken, now);
  if (balance === null) throw new Error('credit balance changed under its lock');
  if (!(await insertLedgerEntry(tx, { userId, delta: -taken, balanceAfter: balance, reason, reference, createdAt: now }))) return 0;
  return taken;
}

/** GET /profile/credits: the balance and a page of the ledger, newest first. */
export async function getCredits(deps: { db: Db }, user: Pick<SessionUser, 'id'>, page: number) {
  const [balance, total, rows] = await Promise.all([
    balanceOf(deps.db, user.id),
    ledgerCount(deps.db, user.id),
    ledgerPage(deps.db, user.id, CREDITS_PAGE_SIZE, pageOffset(page, CREDITS_PAGE_SIZE)),
  ]);
  return {
    balance,
    entries: rows.map((r) => ({
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    })),
    page,
    totalPages: Math.max(1, Math.ceil(total / CREDITS_PAGE_SIZE)),
  };
}

/** The member's credit balance now. */
export const creditBalance = (db: Db, userId: string) => balanceOf(db, userId);
