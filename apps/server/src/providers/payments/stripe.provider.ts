import type Stripe from 'stripe';
import { WebhookSignatureError, fromUnix, headerValue, paidEvent } from './payments.provider.js';
import type {
  CheckoutItem,
  CheckoutStart,
  PaidEvent,
  PaymentEvent,
  PaymentProvider,
  VerifiedEvent,
  WebhookHeaders,
} from './payments.provider.js';

/**
 * Card checkout through Stripe Checkout (the official `stripe` SDK): a Checkout Session in mode
 * `payment` for one-off purchases or `subscription` for premium, priced with `price_data` from our
 * catalogue (no prices to keep in step in Stripe's dashboard). Our order id travels as the
 * session's `client_reference_id` and in the metadata of the payment intent or subscription, so
 * every event names the order it settles. Webhooks are verified by `stripe.webhooks.constructEvent`
 * on the raw body.
 */

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls; tests point it at a local fake (the SDK's own host, port and protocol options). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  // Loaded only when Stripe is configured: the SDK costs start-up time the offline default never needs.
  const sdk = import('stripe').then(
    ({ default: StripeSdk }) =>
      new StripeSdk(options.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'Paysight' },
        ...(options.api ?? {}),
      }),
  );
  sdk.catch(() => undefined); // a failed load surfaces on the first call, not as an unhandled rejection

  /** The payment intent of a subscription's invoice (what a refund's charge names), else the invoice id. */
  async function invoicePaymentId(stripe: Stripe, invoiceId: string): Promise<string> {
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const paid = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
    return idOf(paid?.payment.payment_intent) ?? invoice.id ?? invoiceId;
  }

  async function periodEndOf(stripe: Stripe, subscriptionId: string): Promise<Date> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const ends = subscription.items.data.map((item) => item.current_period_end);
    if (ends.length === 0) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    return fromUnix(Math.max(...ends));
  }

  /** A completed, paid Checkout Session as our `paid` event (premium: with the subscription's period end). */
  async function paidFromSession(stripe: Stripe, session: Stripe.Checkout.Session): Promise<PaymentEvent> {
    const orderId = session.client_reference_id ?? session.metadata?.orderId;
    if (!orderId) return { kind: 'ignored', why: 'a checkout session without our order id' };
    const paid = (paymentId: string, subscription: PaidEvent['subscription'] = null) =>
      paidEvent(
        { orderId },
        { id: paymentId, amount: session.amount_total ?? 0, currency: (session.currency ?? '').toUpperCase() },
        subscription,
      );
    const subscriptionId = idOf(session.subscription);
    if (session.mode === 'subscription' && subscriptionId) {
      const invoiceId = idOf(session.invoice);
      return paid(invoiceId ? await invoicePaymentId(stripe, invoiceId) : session.id, {
        providerSubscriptionId: subscriptionId,
        currentPeriodEnd: await periodEndOf(stripe, subscriptionId),
      });
    }
    return paid(idOf(session.payment_intent) ?? session.id);
  }

  async function toPaymentEvent(stripe: Stripe, event: Stripe.Event): Promise<PaymentEvent> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Bank debits and the like complete unpaid; async_payment_succeeded follows when the money arrives.
        if (session.payment_status !== 'paid') return { kind: 'ignored', why: `checkout completed with payment ${session.payment_status}` };
        return paidFromSession(stripe, session);
      }
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object;
        const orderId = session.client_reference_id ?? session.metadata?.orderId;
        return orderId
          ? { kind: 'failed', order: { orderId }, reason: 'The payment did not go through.' }
          : { kind: 'ignored', why: 'no order id' };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const orderId = intent.metadata?.orderId;
        if (!orderId) return { kind: 'ignored', why: 'a payment intent without our order id' };
        return { kind: 'failed', order: { orderId }, reason: intent.last_payment_error?.message ?? 'The payment did not go through.' };
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        if (!subscriptionId) return { kind: 'ignored', why: 'an invoice outside a subscription' };
        // The first invoice is settled with its Checkout Session (checkout.session.completed).
        if (invoice.billing_reason === 'subscription_create')
          return { kind: 'ignored', why: 'the first invoice is settled by its checkout' };
        const ends = invoice.lines.data.map((line) => line.period.end);
        return {
          kind: 'renewed',
          providerSubscriptionId: subscriptionId,
          providerPaymentId: invoice.id ? await invoicePaymentId(stripe, invoice.id) : event.id,
          amount: invoice.amount_paid,
          currency: invoice.currency.toUpperCase(),
          currentPeriodEnd: ends.length > 0 ? fromUnix(Math.max(...ends)) : await periodEndOf(stripe, subscriptionId),
        };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent = idOf(charge.payment_intent);
        // A partial refund leaves what was bought in place (an operator's goodwill gesture).
        if (!charge.refunded || !intent) return { kind: 'ignored', why: 'a partial refund' };
        return { kind: 'refunded', providerPaymentId: intent };
      }
      case 'customer.subscription.deleted':
        return { kind: 'subscription-ended', providerSubscriptionId: event.data.object.id };
      default:
        return { kind: 'ignored', why: `event type ${event.type}` };
    }
  }

  return {
    id: 'stripe',
    async startCheckout(item: CheckoutItem): Promise<CheckoutStart> {
      const stripe = await sdk;
      const session = await stripe.checkout.sessions.create({
        mode: item.interval ? 'subscription' : 'payment',
        client_reference_id: item.orderId,
        customer_email: item.customer.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: item.currency.toLowerCase(),
              unit_amount: item.amount,
              product_data: { name: item.name, description: item.description, metadata: { product: item.productId } },
              ...(item.interval ? { recurring: { interval: item.interval } } : {}),
            },
          },
        ],
        metadata: { orderId: item.orderId, product: item.productId },
        ...(item.interval
          ? { subscription_data: { metadata: { orderId: item.orderId, product: item.productId } } }
          : { payment_intent_data: { metadata: { orderId: item.orderId, product: item.productId } } }),
        success_url: item.successUrl,
        cancel_url: item.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { mode: 'redirect', provider: 'stripe', sessionId: session.id, url: session.url };
    },

    async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<VerifiedEvent> {
      const stripe = await sdk;
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError('The Stripe signature does not match');
      }
      return { provider: 'stripe', eventId: event.id, type: event.type, event: await toPaymentEvent(stripe, event) };
    },

    async lookupCheckout(sessionId: string): Promise<VerifiedEvent | null> {
      const stripe = await sdk;
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      // The same event id whichever call asks, so a lookup and the webhook settle once between them.
      if (session.status === 'complete' && session.payment_status === 'paid') {
        return {
          provider: 'stripe',
          eventId: `checkout-session:${session.id}`,
          type: 'checkout.session.lookup',
          event: await paidFromSession(stripe, session),
        };
      }
      return null;
    },

    async cancelSubscription(subscriptionId, when) {
      const stripe = await sdk;
      if (when === 'now') await stripe.subscriptions.cancel(subscriptionId);
      else await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    // Our payment id is the payment intent's (a one-off checkout's); the idempotency key makes a retry return the first refund.
    async refund({ providerPaymentId, amount, refundId }) {
      const stripe = await sdk;
      const target = providerPaymentId.startsWith('ch_') ? { charge: providerPaymentId } : { payment_intent: providerPaymentId };
      const refund = await stripe.refunds.create({ ...target, amount, metadata: { refundId } }, { idempotencyKey: refundId });
      return { providerRefundId: refund.id };
    },
  };
}
