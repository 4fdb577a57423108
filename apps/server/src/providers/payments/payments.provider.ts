/**
 * Payment providers (docs/decisions/022-payments.md): one interface, three adapters. Stripe (card
 * checkout) and Razorpay (India's regional checkout) through their official SDKs, each switched on
 * by its keys; and the offline sandbox that stands in for both when no provider is configured, so
 * the whole purchase runs on `npm start` with nothing to set up.
 *
 * An adapter turns the billing module's order into the provider's checkout, and the provider's
 * signed events into `PaymentEvent`s: the billing module settles every one of them through one
 * function, whichever provider sent it.
 */

export type ProviderId = 'stripe' | 'razorpay' | 'sandbox';
export type CheckoutProviderId = 'stripe' | 'razorpay';
export type Currency = 'INR' | 'USD';

/** What is being bought, as the checkout shows it. Amounts come from the server's catalogue. */
export interface CheckoutItem {
  /** Our order id: carried in the provider's metadata, so its events name the order. */
  orderId: string;
  productId: string;
  name: string;
  description: string;
  /** Tax included, in minor units. */
  amount: number;
  currency: Currency;
  /** Premium renews; null for one-off purchases. */
  interval: 'month' | 'year' | null;
  /** A configured Razorpay plan for this premium plan, if any. */
  razorpayPlanId: string | null;
  customer: { email: string; name: string };
  /** Where the provider's hosted page sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

export type CheckoutStart =
  /** Go to a page to pay: the provider's hosted checkout, or the sandbox's own page. */
  | { mode: 'redirect'; provider: ProviderId; sessionId: string; url: string }
  /** Open Razorpay's checkout script with these. */
  | { mode: 'razorpay'; provider: 'razorpay'; keyId: string; orderId: string | null; subscriptionId: string | null };

/** The provider's reference the checkout made (a session, an order or a subscription id), stored on our order. */
export const checkoutRef = (start: CheckoutStart) =>
  start.mode === 'redirect' ? start.sessionId : (start.subscriptionId ?? start.orderId ?? '');

/** How an event names our order: by our id (from the provider's metadata), or by the provider's reference for it. */
export type OrderRef = { orderId: string } | { providerRef: string };

/** A provider event, in our terms. */
export type PaymentEvent =
  /** A checkout was paid (premium: the subscription's first payment). */
  | {
      kind: 'paid';
      order: OrderRef;
      providerPaymentId: string;
      amount: number;
      currency: string;
      /** For premium: the provider's subscription and the end of the period paid for (null: the sandbox, which lets us compute it). */
      subscription: { providerSubscriptionId: string; currentPeriodEnd: Date | null } | null;
    }
  /** A subscription's later period was paid. */
  | { kind: 'renewed'; providerSubscriptionId: string; providerPaymentId: string; amount: number; currency: string; currentPeriodEnd: Date }
  | { kind: 'failed'; order: OrderRef; reason: string }
  /** A payment was refunded in full. */
  | { kind: 'refunded'; providerPaymentId: string }
  /** The provider ended a subscription (cancelled by the member at the provider, or after failed renewals). */
  | { kind: 'subscription-ended'; providerSubscriptionId: string }
  /** An event we do not act on (answered 200 so the provider stops sending it). */
  | { kind: 'ignored'; why: string };

export type PaidEvent = Extract<PaymentEvent, { kind: 'paid' }>;

/** A `paid` event for `order`: the provider's payment (its id, amount and currency) and, for premium, the subscription. */
export const paidEvent = (
  order: OrderRef,
  payment: { id: string; amount: number; currency: string },
  subscription: PaidEvent['subscription'] = null,
): PaidEvent => ({ kind: 'paid', order, providerPaymentId: payment.id, amount: payment.amount, currency: payment.currency, subscription });

/** A verified event: the provider's own id for it (a redelivery carries the same one) and its type. */
export interface VerifiedEvent {
  provider: ProviderId;
  eventId: string;
  type: string;
  event: PaymentEvent;
}

/** A webhook whose signature is missing, forged or stale: answered 400, nothing acted on. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A checkout's return data that does not match its signature (Razorpay's checkout result). */
export class CheckoutSignatureError extends Error {
  constructor(message = 'The payment’s signature does not match') {
    super(message);
    this.name = 'CheckoutSignatureError';
  }
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly id: ProviderId;
  /** Starts a checkout for an order: a payment, or (item.interval) a subscription. */
  startCheckout(item: CheckoutItem, as: CheckoutProviderId): Promise<CheckoutStart>;
  /** Verifies a webhook's signature on its raw body and reads it; throws WebhookSignatureError when it does not verify. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<VerifiedEvent>;
  /**
   * Asks the provider where a checkout stands (the browser came back before the webhook arrived):
   * a `paid` or `failed` event to settle, or null while it is still open.
   */
  lookupCheckout(providerRef: string): Promise<VerifiedEvent | null>;
  /** Stops a subscription: at the end of the paid period, or now (after a refund). */
  cancelSubscription(providerSubscriptionId: string, when: 'period-end' | 'now'): Promise<void>;
  /**
   * Refunds all or part of a payment. `refundId` is ours and makes the call safe to repeat: a retry
   * after a lost answer finds the refund made the first time instead of refunding twice.
   */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
}

export interface RefundRequest {
  /** The provider's payment id, as recorded when it was settled. */
  providerPaymentId: string;
  /** Minor units, at most what is left of the payment. */
  amount: number;
  currency: Currency;
  /** Our refund's id ("paysight-refund-42"): the provider's idempotency key or its note. */
  refundId: string;
}

/** Seconds since the epoch (how providers send times) as a Date. */
export const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** A header's single value. */
export const headerValue = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
