import { AppError, formatMoney, formatDate } from '@paysight/contract';
import type { Db, Order, Payment } from '@paysight/db';
import type { PaymentEvent, ProviderId, VerifiedEvent, WebhookHeaders } from '../../providers/payments/payments.provider.js';
import { WebhookSignatureError } from '../../providers/payments/payments.provider.js';
import { providerById } from '../../providers/payments/payment-providers.js';
import { notify, pushNotification, type NewNotification } from '../notifications/notifications.service.js';
import { extendPremiumTo, revokePremium } from '../auth/users.service.js';
import { productAsSold, productOfOrder, runAfterCommit, type AfterCommit, type BillingDeps } from './billing-deps.js';
import {
  endSubscription,
  extendSubscription,
  hasLaterPayment,
  insertPayment,
  insertSubscription,
  lockOrder,
  lockPaymentByProviderId,
  lockSubscription,
  lockSubscriptionById,
  markOrderFailed,
  markOrderPaid,
  markOrderRefunded,
  markPaymentRefunded,
  premiumUntilOf,
  recordPaymentEvent,
} from './billing.queries.js';
import { BOOKING_FOLLOW_UP, PROVIDER_NAMES, addInterval, receiptNumber } from './billing.rules.js';
import { clawBackCredits, grantCredits } from './credits.service.js';
import { ledgerDelta } from './credits.queries.js';
import { fulfilmentOf } from './fulfilment.service.js';
import { mailReceipt, payer } from './receipts.service.js';
import { requestRefund } from './refunds.service.js';

/**
 * The one settle path (docs/decisions/022-payments.md). Every provider event, from a webhook, a
 * checkout lookup, Razorpay's checkout confirmation or the sandbox, is settled here in ONE
 * transaction:
 *
 * 1. the event is recorded in payment_events; the unique index on provider + event id makes a
 *    redelivery, or two deliveries at once, a no-op (the second insert waits for the first
 *    transaction and then finds the row);
 * 2. the order (or subscription, or payment) it concerns is locked, and its state decides: a paid
 *    order is never paid again, whichever event (a webhook and a lookup for one payment) comes second;
 * 3. the amount and currency must equal the order's, else nothing is granted and the order fails;
 * 4. the payment (a receipt; unique per provider payment id) and the grant are written.
 *
 * Mail, pushes to sockets and provider calls run after the commit.
 */

export type SettleStatus = 'duplicate' | 'paid' | 'renewed' | 'refused' | 'failed' | 'refunded' | 'ended' | 'ignored';

interface Ctx {
  deps: BillingDeps;
  tx: Db;
  now: Date;
  provider: ProviderId;
  eventId: string;
  after: AfterCommit;
}

/** Records a charge of the order at its amount and tax, paid now; null when that provider payment is recorded already. */
function recordPayment(
  ctx: Ctx,
  order: Order,
  providerPaymentId: string,
  of: { userId: string | null; subscriptionId: string | null; description: string },
) {
  return insertPayment(ctx.tx, {
    orderId: order.id,
    userId: of.userId,
    subscriptionId: of.subscriptionId,
    provider: ctx.provider,
    providerPaymentId,
    amount: order.amount,
    taxAmount: order.taxAmount,
    taxLabel: order.taxLabel,
    currency: order.currency,
    description: of.description,
    paidAt: ctx.now,
  });
}

/** Raises a notification inside the transaction and pushes it once the transaction has committed. */
async function raise(ctx: Ctx, userId: string, n: NewNotification) {
  const raised = await notify(ctx.deps.notifications, userId, n, ctx.tx);
  if (raised) ctx.after.push(() => pushNotification(ctx.deps.notifications, userId, raised));
}

/** The payer hears of a payment twice: in the bell, and by a mailed receipt once the transaction commits. */
async function sendReceipt(ctx: Ctx, userId: string, payment: Payment, category: NewNotification['category'], followUp: string) {
  await raise(ctx, userId, {
    category,
    text: `${followUp} Receipt ${receiptNumber(payment)}.`,
    link: '/account',
    actionText: 'See receipt',
    dedupeKey: `payment:${payment.id}`,
  });
  const user = await payer(ctx.tx, userId);
  if (user) ctx.after.push(() => mailReceipt(ctx.deps, user.email, payment, followUp));
}

export async function settle(deps: BillingDeps, verified: VerifiedEvent): Promise<SettleStatus> {
  const after: AfterCommit = [];
  const now = deps.now();
  const status = await deps.db.transaction(async (tx) => {
    const ctx: Ctx = { deps, tx: tx as unknown as Db, now, provider: verified.provider, eventId: verified.eventId, after };
    if (!(await recordPaymentEvent(ctx.tx, verified.provider, verified.eventId, verified.type, now))) return 'duplicate' as const;
    return settleEvent(ctx, verified.event);
  });
  await runAfterCommit(deps, after);
  return status;
}

function settleEvent(ctx: Ctx, event: PaymentEvent): Promise<SettleStatus> {
  switch (event.kind) {
    case 'paid':
      return settlePaid(ctx, event);
    case 'renewed':
      return settleRenewal(ctx, event);
    case 'failed':
      return settleFailed(ctx, event);
    case 'refunded':
      return settleRefund(ctx, event);
    case 'subscription-ended':
      return settleEnded(ctx, event);
    case 'ignored':
      return Promise.resolve('ignored');
  }
}

const lockOrderOf = (ctx: Ctx, ref: Extract<PaymentEvent, { kind: 'paid' | 'failed' }>['order']) =>
  lockOrder(ctx.tx, 'orderId' in ref ? { orderId: ref.orderId } : { provider: ctx.provider, providerRef: ref.providerRef });

const isOpen = (order: Order) => order.status === 'pending' || order.status === 'failed';

/** Refuses a payment whose amount or currency is not the order's: logged, nothing granted. */
function differs(ctx: Ctx, order: Order, paid: { amount: number; currency: string }, what: string): boolean {
  if (paid.amount === order.amount && paid.currency.toUpperCase() === order.currency) return false;
  ctx.deps.log.warn(
    { orderId: order.id, provider: ctx.provider, eventId: ctx.eventId, paid, expected: { amount: order.amount, currency: order.currency } },
    `billing: ${what} does not match its order; refused, nothing granted`,
  );
  return true;
}

async function settlePaid(ctx: Ctx, e: Extract<PaymentEvent, { kind: 'paid' }>): Promise<SettleStatus> {
  const { deps, tx, now } = ctx;
  const order = await lockOrderOf(ctx, e.order);
  if (!order) {
    deps.log.warn({ provider: ctx.provider, eventId: ctx.eventId, ref: e.order }, 'billing: a payment for an order we do not know');
    return 'ignored';
  }
  if (!isOpen(order)) {
    // A subscription's later charge arrives as a payment on its (paid) order (Razorpay's subscription.charged).
    if (e.subscription && order.status === 'paid' && e.subscription.currentPeriodEnd) {
      return settleRenewal(ctx, {
        kind: 'renewed',
        ...e.subscription,
        currentPeriodEnd: e.subscription.currentPeriodEnd,
        providerPaymentId: e.providerPaymentId,
        amount: e.amount,
        currency: e.currency,
      });
    }
    if (!(await lockPaymentByProviderId(tx, ctx.provider, e.providerPaymentId))) {
      deps.log.warn(
        { orderId: order.id, provider: ctx.provider, paymentId: e.providerPaymentId },
        'billing: a second payment for a settled order; refund it from the provider',
      );
    }
    return 'ignored';
  }
  if (differs(ctx, order, e, 'a payment')) {
    await markOrderFailed(
      tx,
      order.id,
      `The provider reported ${e.amount} ${e.currency.toUpperCase()} (minor units) for an order of ${order.amount} ${order.currency}: refused, nothing granted.`,
    );
    if (order.userId) {
      await raise(ctx, order.userId, {
        category: 'payment',
        text: 'We could not match your payment to its order, so nothing was added yet. We have been alerted and will sort it out or refund you.',
        link: '/account',
        actionText: 'Your account',
        dedupeKey: `payment-mismatch:${order.id}`,
      });
    }
    return 'refused';
  }

  const product = productOfOrder(deps, order);
  await markOrderPaid(tx, order.id, ctx.provider, now);
  let subscriptionId: string | null = null;
  let premiumUntil: Date | null = null;
  if (order.kind === 'premium') {
    const interval = product?.interval ?? 'month';
    const periodEnd = e.subscription?.currentPeriodEnd ?? addInterval(now, interval);
    const subscription = await insertSubscription(tx, {
      userId: order.userId,
      orderId: order.id,
      product: order.product,
      provider: ctx.provider,
      providerSubscriptionId: e.subscription?.providerSubscriptionId ?? `order:${order.id}`,
      status: 'active',
      currentPeriodEnd: periodEnd,
      createdAt: now,
    });
    subscriptionId = subscription.id;
    if (order.userId) premiumUntil = await extendPremiumTo(tx, order.userId, periodEnd);
  }
  const payment = await recordPayment(ctx, order, e.providerPaymentId, {
    userId: order.userId,
    subscriptionId,
    description: productAsSold(deps, order).name,
  });
  // The same provider payment recorded for another order: never settle it twice (rolls back, logged as a 500).
  if (!payment) throw new Error(`payment ${ctx.provider} ${e.providerPaymentId} is already recorded for another order`);
  if (!order.userId) return 'paid'; // the account was deleted meanwhile: the receipt stays, nothing to grant

  let balance: number | null = null;
  if (order.kind === 'credits') {
    if (!product?.credits)
      throw new Error(`order ${order.id}: product ${order.product} is no longer in the catalogue; cannot tell how many credits it grants`);
    balance = await grantCredits(tx, order.userId, product.credits, 'purchase', order.id, now);
  }
  // A kind another module fulfils (a mock interview's slot) is booked in this transaction; when what
  // it bought is gone meanwhile (the hold ran out and someone else booked the slot), it is refunded.
  const fulfilment = fulfilmentOf(deps.fulfilments, order.kind);
  const fulfilled = fulfilment ? await fulfilment.paid(tx, order, now, (effect) => ctx.after.push(effect)) : null;
  if (fulfilled?.refundInFull) {
    await requestRefund(tx, deps.queue, {
      orderId: order.id,
      amount: order.amount,
      reason: fulfilled.refundInFull,
      reference: 'unfulfilled',
      now,
    });
    ctx.after.push(() => deps.queue.kick());
  }
  const followUp =
    order.kind === 'premium'
      ? `Premium is on until ${formatDate(premiumUntil!)}.`
      : order.kind === 'credits'
        ? `${product!.credits} credits were added: your balance is ${balance}.`
        : (fulfilled?.followUp ?? BOOKING_FOLLOW_UP[order.kind]);
  await sendReceipt(ctx, order.userId, payment, order.kind === 'credits' ? 'credits' : 'payment', followUp);
  return 'paid';
}

async function settleRenewal(ctx: Ctx, e: Extract<PaymentEvent, { kind: 'renewed' }>): Promise<SettleStatus> {
  const { deps, tx } = ctx;
  const subscription = await lockSubscription(tx, ctx.provider, e.providerSubscriptionId);
  if (!subscription) {
    deps.log.warn(
      { provider: ctx.provider, subscription: e.providerSubscriptionId, eventId: ctx.eventId },
      'billing: a renewal of a subscription we do not know',
    );
    return 'ignored';
  }
  const order = await lockOrder(tx, { orderId: subscription.orderId });
  if (!order) throw new Error(`subscription ${subscription.id} has no order`);
  if (differs(ctx, order, e, 'a renewal')) return 'refused';
  const payment = await recordPayment(ctx, order, e.providerPaymentId, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    description: productOfOrder(deps, order)?.name ?? order.product,
  });
  if (!payment) return 'duplicate'; // this charge was recorded already (its checkout, or another event for it)
  await extendSubscription(tx, subscription.id, e.currentPeriodEnd);
  if (!subscription.userId) return 'renewed';
  const premiumUntil = await extendPremiumTo(tx, subscription.userId, e.currentPeriodEnd);
  const followUp = `Premium renewed: it runs until ${formatDate(premiumUntil)}.`;
  await sendReceipt(ctx, subscription.userId, payment, 'subscription', followUp);
  return 'renewed';
}

async function settleFailed(ctx: Ctx, e: Extract<PaymentEvent, { kind: 'failed' }>): Promise<SettleStatus> {
  const order = await lockOrderOf(ctx, e.order);
  // A failed attempt after a successful one (the member tried again) changes nothing.
  if (!order || !isOpen(order)) return 'ignored';
  await markOrderFailed(ctx.tx, order.id, e.reason);
  await fulfilmentOf(ctx.deps.fulfilments, order.kind)?.failed(ctx.tx, order, ctx.now);
  if (order.userId) {
    const name = productAsSold(ctx.deps, order).name;
    await raise(ctx, order.userId, {
      category: 'payment',
      text: `Your payment for ${name} did not go through, so nothing was charged. ${e.reason}`,
      link: '/pricing',
      actionText: 'Try again',
      dedupeKey: `payment-failed:${order.id}`,
    });
  }
  return 'failed';
}

async function settleRefund(ctx: Ctx, e: Extract<PaymentEvent, { kind: 'refunded' }>): Promise<SettleStatus> {
  const { deps, tx, now } = ctx;
  const payment = await lockPaymentByProviderId(tx, ctx.provider, e.providerPaymentId);
  if (!payment) {
    deps.log.warn({ provider: ctx.provider, paymentId: e.providerPaymentId }, 'billing: a refund of a payment we do not know');
    return 'ignored';
  }
  if (payment.refundedAt) return 'ignored';
  await markPaymentRefunded(tx, payment.id, now);
  const order = await lockOrder(tx, { orderId: payment.orderId });
  if (!order) throw new Error(`payment ${payment.id} has no order`);
  await markOrderRefunded(tx, order.id);
  await fulfilmentOf(deps.fulfilments, order.kind)?.refunded(tx, order, now);
  const userId = payment.userId;
  const consequences: string[] = [];
  if (order.kind === 'premium' && payment.subscriptionId) {
    consequences.push(...(await revokePeriod(ctx, payment, payment.subscriptionId)));
  }
  if (order.kind === 'credits' && userId) {
    const granted = await ledgerDelta(tx, userId, 'purchase', order.id);
    const taken = granted > 0 ? await clawBackCredits(tx, userId, granted, 'refund', order.id, now) : 0;
    // Credits already spent stay spent: the balance never goes below zero.
    if (taken < granted)
      deps.log.info({ orderId: order.id, granted, taken }, 'billing: a refunded pack’s credits were partly spent already');
    consequences.push(taken > 0 ? `${taken} credits were taken back.` : 'Its credits had already been spent.');
  }
  if (userId) {
    await raise(ctx, userId, {
      category: 'payment',
      text: `Your payment ${receiptNumber(payment)} of ${formatMoney(payment.amount, payment.currency)} was refunded. ${consequences.join(' ')}`.trim(),
      link: '/account',
      actionText: 'See receipts',
      dedupeKey: `refund:${payment.id}`,
    });
  }
  return 'refunded';
}

/**
 * A refunded premium payment: when it bought the current period (no later payment), premium stops
 * now and the subscription ends, and the provider is told to stop it (after the commit).
 */
async function revokePeriod(ctx: Ctx, payment: Payment, subscriptionId: string): Promise<string[]> {
  const subscription = await lockSubscriptionById(ctx.tx, subscriptionId);
  if (!subscription || (await hasLaterPayment(ctx.tx, subscriptionId, payment))) return [];
  if (payment.userId) await revokePremium(ctx.tx, payment.userId, ctx.now);
  if (subscription.status !== 'ended') {
    await endSubscription(ctx.tx, subscription.id, ctx.now);
    const adapter = providerById(ctx.deps.providers, subscription.provider);
    if (adapter && subscription.provider !== 'sandbox') {
      ctx.after.push(() => adapter.cancelSubscription(subscription.providerSubscriptionId, 'now'));
    }
  }
  return ['Premium has ended.'];
}

async function settleEnded(ctx: Ctx, e: Extract<PaymentEvent, { kind: 'subscription-ended' }>): Promise<SettleStatus> {
  const subscription = await lockSubscription(ctx.tx, ctx.provider, e.providerSubscriptionId);
  if (!subscription || subscription.status === 'ended') return 'ignored';
  await endSubscription(ctx.tx, subscription.id, ctx.now);
  if (subscription.userId) {
    const until = await premiumUntilOf(ctx.tx, subscription.userId);
    const runs = until && until > ctx.now ? ` Premium runs until ${formatDate(until)}, the end of the period you paid for.` : '';
    await raise(ctx, subscription.userId, {
      category: 'subscription',
      text: `Your Premium subscription with ${PROVIDER_NAMES[subscription.provider]} has ended and will not renew.${runs}`,
      link: '/pricing',
      actionText: 'Renew',
      dedupeKey: `subscription-ended:${subscription.id}`,
    });
  }
  return 'ended';
}

/**
 * A provider's webhook: verified on its raw body (a missing or forged signature is a 400 and
 * nothing is read further), then settled. A provider this server does not use answers 404.
 */
export async function handleWebhook(deps: BillingDeps, providerId: ProviderId, rawBody: Buffer, headers: WebhookHeaders) {
  const adapter = providerById(deps.providers, providerId);
  if (!adapter)
    throw new AppError(404, `${providerId === 'sandbox' ? 'Test mode' : PROVIDER_NAMES[providerId]} is not in use on this server`);
  let verified: VerifiedEvent;
  try {
    verified = await adapter.verifyWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      deps.log.warn({ provider: providerId, reason: err.message }, 'billing: webhook refused');
      throw new AppError(400, err.message);
    }
    throw err;
  }
  const status = await settle(deps, verified);
  return { received: true as const, status };
}
