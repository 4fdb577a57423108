import { createHmac, timingSafeEqual } from 'node:crypto';
import type Razorpay from 'razorpay';
import { z } from 'zod';
import { CheckoutSignatureError, WebhookSignatureError, fromUnix, headerValue, paidEvent } from './payments.provider.js';
import type { CheckoutItem, CheckoutStart, PaymentEvent, PaymentProvider, VerifiedEvent, WebhookHeaders } from './payments.provider.js';

/**
 * India's regional checkout through Razorpay (the official `razorpay` SDK): an order for one-off
 * purchases, a subscription to a plan for premium. The browser opens Razorpay's checkout script
 * with the ids made here; its result (payment id and signature) comes back to us and is verified
 * (HMAC-SHA256 of `order_id|payment_id`, or `payment_id|subscription_id`, with the key secret)
 * before anything is granted. Webhooks are verified with the SDK's validateWebhookSignature
 * (HMAC-SHA256 of the raw body with the webhook secret).
 *
 * Plans: a premium product may name its Razorpay plan in the catalogue (`razorpayPlanId`). Without
 * one, the adapter looks for a plan it made earlier for the same product, price and currency
 * (tagged in the plan's notes) and creates one when there is none; the id is then kept for the
 * life of the process. A price change therefore makes a new plan, and existing subscribers stay on
 * theirs, as Razorpay plans are immutable.
 */

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The SDK client; tests pass one pointed at a local fake. Built from the keys (lazily) otherwise. */
  client?: Razorpay;
}

export interface RazorpayProvider extends PaymentProvider {
  readonly id: 'razorpay';
  /** The key id the browser's checkout script is opened with (public by design; the secret never leaves the server). */
  readonly keyId: string;
  /**
   * Verifies a checkout result's signature against the reference we made for the order (a Razorpay
   * order or subscription id), then reads the payment from Razorpay: the event to settle. A bad
   * signature throws CheckoutSignatureError before Razorpay is asked anything.
   */
  confirmCheckout(input: { providerRef: string; paymentId: string; signature: string }): Promise<VerifiedEvent>;
}

/** How many renewals a subscription is created for (Razorpay requires a count): ten years either way. */
const TOTAL_COUNT = { month: 120, year: 10 } as const;

const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expected: string, given: string) {
  return /^[a-f0-9]{64}$/.test(given) && timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

const notes = z.record(z.string(), z.unknown()).nullish();
const paymentEntity = z.object({
  id: z.string(),
  amount: z.coerce.number(),
  currency: z.string(),
  status: z.string().optional(),
  order_id: z.string().nullish(),
  amount_refunded: z.coerce.number().nullish(),
  refund_status: z.string().nullish(),
  error_description: z.string().nullish(),
  /** Set on a subscription's payments (they settle through subscription.charged). */
  invoice_id: z.string().nullish(),
  notes,
});
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string(), receipt: z.string().nullish(), notes }) }).optional(),
      subscription: z.object({ entity: z.object({ id: z.string(), current_end: z.number().nullish(), notes }) }).optional(),
      refund: z.object({ entity: z.object({ id: z.string(), payment_id: z.string(), amount: z.coerce.number() }) }).optional(),
    })
    .default({}),
});
type Webhook = z.infer<typeof webhookSchema>;

/** Razorpay's webhook as our event. Payment ids are Razorpay's (pay_…), the same the checkout confirmation records. */
export function razorpayEvent(body: Webhook): PaymentEvent {
  const { payment, order, subscription, refund } = body.payload;
  switch (body.event) {
    case 'order.paid':
    case 'payment.captured': {
      if (!payment) return { kind: 'ignored', why: 'no payment in the event' };
      // A subscription's payments carry an order and invoice Razorpay made itself: they settle through subscription.charged.
      if (payment.entity.invoice_id) return { kind: 'ignored', why: 'a subscription payment' };
      const ref = order?.entity.id ?? payment.entity.order_id;
      if (!ref) return { kind: 'ignored', why: 'a payment without an order' };
      return paidEvent({ providerRef: ref }, payment.entity);
    }
    case 'subscription.charged': {
      if (!payment || !subscription) return { kind: 'ignored', why: 'no payment or subscription in the event' };
      const end = subscription.entity.current_end;
      return paidEvent({ providerRef: subscription.entity.id }, payment.entity, {
        providerSubscriptionId: subscription.entity.id,
        currentPeriodEnd: end ? fromUnix(end) : null,
      });
    }
    case 'payment.failed': {
      const ref = payment?.entity.order_id;
      if (!ref) return { kind: 'ignored', why: 'a failed payment without an order' };
      return { kind: 'failed', order: { providerRef: ref }, reason: payment.entity.error_description ?? 'The payment did not go through.' };
    }
    case 'refund.processed': {
      if (!refund) return { kind: 'ignored', why: 'no refund in the event' };
      const p = payment?.entity;
      // A partial refund leaves what was bought in place.
      if (p && p.refund_status !== 'full' && (p.amount_refunded ?? 0) < p.amount) return { kind: 'ignored', why: 'a partial refund' };
      return { kind: 'refunded', providerPaymentId: refund.entity.payment_id };
    }
    case 'subscription.cancelled':
    case 'subscription.completed':
      return subscription
        ? { kind: 'subscription-ended', providerSubscriptionId: subscription.entity.id }
        : { kind: 'ignored', why: 'no subscription' };
    default:
      return { kind: 'ignored', why: `event type ${body.event}` };
  }
}

export function createRazorpayProvider(options: RazorpayOptions): RazorpayProvider {
  // Loaded only when Razorpay is configured (the offline default needs none of it).
  const sdk: Promise<Razorpay> = options.client
    ? Promise.resolve(options.client)
    : import('razorpay').then(({ default: RazorpaySdk }) => new RazorpaySdk({ key_id: options.keyId, key_secret: options.keySecret }));
  sdk.catch(() => undefined);
  const plans = new Map<string, Promise<string>>();

  async function findOrCreatePlan(rzp: Razorpay, item: CheckoutItem): Promise<string> {
    const period = item.interval === 'year' ? 'yearly' : 'monthly';
    const existing = await rzp.plans.all({ count: 100 });
    const match = existing.items.find(
      (p) =>
        p.period === period &&
        p.interval === 1 &&
        Number(p.item.amount) === item.amount &&
        p.item.currency === item.currency &&
        p.notes?.paysightProduct === item.productId,
    );
    if (match) return match.id;
    const created = await rzp.plans.create({
      period,
      interval: 1,
      item: { name: `Paysight ${item.name}`, amount: item.amount, currency: item.currency, description: item.description },
      notes: { paysightProduct: item.productId },
    });
    return created.id;
  }

  function planFor(rzp: Razorpay, item: CheckoutItem): Promise<string> {
    if (item.razorpayPlanId) return Promise.resolve(item.razorpayPlanId);
    const key = `${item.productId}:${item.currency}:${item.amount}:${item.interval}`;
    let plan = plans.get(key);
    if (!plan) {
      plan = findOrCreatePlan(rzp, item);
      plans.set(key, plan);
      plan.catch(() => plans.delete(key)); // a failed lookup is retried by the next checkout
    }
    return plan;
  }

  return {
    id: 'razorpay',
    keyId: options.keyId,
    async startCheckout(item: CheckoutItem): Promise<CheckoutStart> {
      const rzp = await sdk;
      const tags = { orderId: item.orderId, product: item.productId };
      if (item.interval) {
        const subscription = await rzp.subscriptions.create({
          plan_id: await planFor(rzp, item),
          total_count: TOTAL_COUNT[item.interval],
          quantity: 1,
          customer_notify: 1,
          notes: tags,
        });
        return { mode: 'razorpay', provider: 'razorpay', keyId: options.keyId, orderId: null, subscriptionId: subscription.id };
      }
      // `receipt` is our order id (36 characters; Razorpay allows 40).
      const order = await rzp.orders.create({ amount: item.amount, currency: item.currency, receipt: item.orderId, notes: tags });
      return { mode: 'razorpay', provider: 'razorpay', keyId: options.keyId, orderId: order.id, subscriptionId: null };
    },

    async confirmCheckout({ providerRef, paymentId, signature }) {
      const isSubscription = providerRef.startsWith('sub_');
      const signed = isSubscription ? `${paymentId}|${providerRef}` : `${providerRef}|${paymentId}`;
      if (!sameHex(hmacHex(options.keySecret, signed), signature)) throw new CheckoutSignatureError();
      const rzp = await sdk;
      const payment = await rzp.payments.fetch(paymentId);
      // One event per state of the payment: an authorised payment confirmed again once captured settles then.
      const eventId = `checkout:${paymentId}:${payment.status}`;
      if (payment.status === 'failed') {
        return {
          provider: 'razorpay',
          eventId,
          type: 'checkout.confirm',
          event: { kind: 'failed', order: { providerRef }, reason: payment.error_description ?? 'The payment did not go through.' },
        };
      }
      // Only captured money counts: an authorised payment may still be released; its capture arrives as payment.captured.
      if (payment.status !== 'captured') {
        return { provider: 'razorpay', eventId, type: 'checkout.confirm', event: { kind: 'ignored', why: `payment ${payment.status}` } };
      }
      let subscription: { providerSubscriptionId: string; currentPeriodEnd: Date | null } | null = null;
      if (isSubscription) {
        const sub = await rzp.subscriptions.fetch(providerRef);
        subscription = { providerSubscriptionId: providerRef, currentPeriodEnd: sub.current_end ? fromUnix(sub.current_end) : null };
      }
      return {
        provider: 'razorpay',
        eventId,
        type: 'checkout.confirm',
        event: paidEvent({ providerRef }, { id: payment.id, amount: Number(payment.amount), currency: payment.currency }, subscription),
      };
    },

    async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<VerifiedEvent> {
      const signature = headerValue(headers, 'x-razorpay-signature');
      if (!signature) throw new WebhookSignatureError('Missing X-Razorpay-Signature header');
      const { default: RazorpaySdk } = await import('razorpay');
      if (!RazorpaySdk.validateWebhookSignature(rawBody.toString('utf8'), signature, options.webhookSecret)) {
        throw new WebhookSignatureError('The Razorpay signature does not match');
      }
      let parsed: Webhook;
      try {
        parsed = webhookSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return {
          provider: 'razorpay',
          eventId: `unreadable:${hmacHex(options.webhookSecret, rawBody.toString('utf8'))}`,
          type: 'unknown',
          event: { kind: 'ignored', why: 'unreadable event' },
        };
      }
      // Razorpay names each event in a header (the same on a redelivery); without it the signature identifies it.
      const eventId = headerValue(headers, 'x-razorpay-event-id') ?? `body:${signature}`;
      return { provider: 'razorpay', eventId, type: parsed.event, event: razorpayEvent(parsed) };
    },

    // The checkout script returns to us with a signed result (confirmCheckout); there is no session to look up.
    async lookupCheckout() {
      return null;
    },

    async cancelSubscription(subscriptionId, when) {
      const rzp = await sdk;
      await rzp.subscriptions.cancel(subscriptionId, when === 'period-end');
    },

    // Razorpay takes no idempotency key: a refund carries ours in its notes, and a retry first looks for it among the payment's refunds.
    async refund({ providerPaymentId, amount, refundId }) {
      const rzp = await sdk;
      const made = await rzp.payments.fetchMultipleRefund(providerPaymentId, { count: 100 });
      const earlier = made.items.find((r) => r.notes && (r.notes as Record<string, unknown>).paysightRefund === refundId);
      if (earlier) return { providerRefundId: earlier.id };
      const refund = await rzp.payments.refund(providerPaymentId, {
        amount,
        speed: 'normal',
        receipt: refundId,
        notes: { paysightRefund: refundId },
      });
      return { providerRefundId: refund.id };
    },
  };
}
