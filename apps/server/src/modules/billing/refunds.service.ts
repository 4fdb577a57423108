import { payments, refunds, type Db, type Refund } from '@paysight/db';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { WorkQueue } from '../../lib/work-queue.js';

/**
 * Refunds we decide (docs/decisions/052): all or part of an order's payment, through the provider
 * that took it. The refund is written, and its sending queued, in the transaction that decides it
 * (a cancelled booking); the work queue sends it after the commit and retries it when the provider
 * cannot be reached. The provider call is safe to repeat (Stripe's idempotency key, our id in
 * Razorpay's notes), so a retry after a lost answer never refunds twice. A refund of everything
 * that is left then settles like a provider's own refund event (the one settle path): the payment
 * and order are marked refunded, and a second report of it (the provider's webhook) does nothing.
 */

export const SEND_REFUND_TASK = 'billing.refund';

export interface RefundInput {
  orderId: string;
  /** Minor units of the order's currency. */
  amount: number;
  /** The member's words for why ("You cancelled 3 days before the session"). */
  reason: string;
  /** What it is for: one refund per order and reference ("guru-booking:42"). */
  reference: string;
  now: Date;
}

/**
 * Decides a refund inside the caller's transaction: written and queued, never sent here (the sender
 * is refund-sender.ts). Returns it (the one written before for the same order and reference, when
 * there is one), or null when the payment was refunded in full already (at the provider). Throws
 * when the order has no payment, or when the refunds would come to more than it.
 */
export async function requestRefund(tx: Db, queue: Pick<WorkQueue, 'enqueue'>, input: RefundInput): Promise<Refund | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, input.orderId))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  if (!payment) throw new Error(`order ${input.orderId} has no payment to refund`);
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, input.orderId), eq(refunds.reference, input.reference)));
  if (earlier) return earlier;
  const [{ refunded } = { refunded: 0 }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')));
  if (payment.refundedAt) return null;
  if (refunded + input.amount > payment.amount)
    throw new Error(`order ${input.orderId}: a refund of ${input.amount} would pass what is left of its payment`);
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      orderId: input.orderId,
      amount: input.amount,
      currency: payment.currency,
      reason: input.reason,
      reference: input.reference,
      createdAt: input.now,
    })
    .returning();
  await queue.enqueue(tx, { kind: SEND_REFUND_TASK, key: `refund:${row!.id}`, payload: { refundId: row!.id }, runAt: input.now });
  return row!;
}

/** What was refunded of each order: the amount, and whether it is still on its way, sent, or stuck (then a person sends it). */
export async function refundsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, { amount: number; status: Refund['status'] }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
  const byOrder = new Map<string, { amount: number; status: Refund['status'] }>();
  for (const r of rows) {
    const seen = byOrder.get(r.orderId);
    const status =
      seen?.status === 'failed' || r.status === 'failed'
        ? 'failed'
        : seen?.status === 'pending' || r.status === 'pending'
          ? 'pending'
          : 'sent';
    byOrder.set(r.orderId, { amount: (seen?.amount ?? 0) + r.amount, status });
  }
  return byOrder;
}
