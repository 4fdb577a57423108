import { formatMoney } from '@paysight/contract';
import { payments, refunds, type Db } from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';
import type { WorkTask } from '../../lib/work-queue.js';
import { providerById } from '../../providers/payments/payment-providers.js';
import { notify, pushNotification } from '../notifications/notifications.service.js';
import type { BillingDeps } from './billing-deps.js';
import { receiptNumber } from './billing.rules.js';
import { settle } from './settle.service.js';

/**
 * Sends the refunds billing decided (refunds.service.ts requestRefund): the work queue's handler
 * for SEND_REFUND_TASK. One refund per run; a provider that cannot be reached throws, and the queue
 * retries (1, 2, 4, 8 minutes), then refundFailed marks it failed and tells the member.
 */

/** The queue's handler: sends one refund to its provider, then records it (and settles a refund of everything). */
export async function sendRefund(deps: BillingDeps, task: Pick<WorkTask, 'payload'>): Promise<void> {
  const refundId = Number(task.payload.refundId);
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.status !== 'pending') return;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refundId}: payment ${refund.paymentId} is gone`);
  const adapter = providerById(deps.providers, payment.provider);
  if (!adapter) throw new Error(`refund ${refundId}: ${payment.provider} is not in use on this server`);
  const { providerRefundId } = await adapter.refund({
    providerPaymentId: payment.providerPaymentId,
    amount: refund.amount,
    currency: refund.currency,
    refundId: `paysight-refund-${refund.id}`,
  });
  const now = deps.now();
  const settled = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [sent] = await tx
      .update(refunds)
      .set({ status: 'sent', providerRefundId, sentAt: now, failureReason: null })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (!sent) return null;
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'sent')));
    if (total >= payment.amount) return 'all' as const;
    if (payment.userId) {
      const raised = await notify(
        deps.notifications,
        payment.userId,
        {
          category: 'payment',
          text: `${formatMoney(refund.amount, refund.currency)} of your payment ${receiptNumber(payment)} was refunded. ${refund.reason}`,
          link: '/account',
          actionText: 'See receipts',
          dedupeKey: `refund-sent:${refund.id}`,
        },
        tx,
      );
      return raised ? { raised, userId: payment.userId } : null;
    }
    return null;
  });
  if (settled === 'all') {
    // The whole payment is back: settled as the provider's own full refund would be (the webhook that follows finds it done).
    await settle(deps, {
      provider: payment.provider,
      eventId: `refund-sent:${refund.id}`,
      type: 'refund.sent',
      event: { kind: 'refunded', providerPaymentId: payment.providerPaymentId },
    });
  } else if (settled) {
    pushNotification(deps.notifications, settled.userId, settled.raised);
  }
}

/** After the queue's last attempt: the refund is marked failed, the member is told a person will see to it. */
export async function refundFailed(deps: BillingDeps, task: Pick<WorkTask, 'payload'>, error: string): Promise<void> {
  const refundId = Number(task.payload.refundId);
  const [refund] = await deps.db
    .update(refunds)
    .set({ status: 'failed', failureReason: error.slice(0, 500) })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!refund) return;
  deps.log.error({ refundId, orderId: refund.orderId, error }, 'billing: a refund could not be sent; refund it from the provider by hand');
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (payment?.userId)
    await notify(deps.notifications, payment.userId, {
      category: 'payment',
      text: `We could not send your refund of ${formatMoney(refund.amount, refund.currency)} automatically. We have been alerted and will send it by hand.`,
      link: '/account',
      actionText: 'Your account',
      dedupeKey: `refund-failed:${refund.id}`,
    });
}
