import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookSignatureError, headerValue, paidEvent } from './payments.provider.js';
import type {
  CheckoutItem,
  CheckoutProviderId,
  CheckoutStart,
  PaymentEvent,
  PaymentProvider,
  VerifiedEvent,
  WebhookHeaders,
} from './payments.provider.js';

/**
 * The offline provider (test mode): stands in for Stripe and Razorpay when no provider's keys are
 * configured. Its checkout page is our own (`/checkout/test/<session>`, "Test mode — no money
 * moves"); completing it makes the sandbox sign an event with a local secret and deliver it to its
 * own webhook, where it is verified exactly like a real provider's and settled by the same function.
 * No money moves and nothing leaves the process.
 */

export const SANDBOX_SIGNATURE_HEADER = 'paysight-sandbox-signature';
/** Signatures older (or newer) than this are refused, as Stripe's are: a captured event cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

/** The sandbox's signing secret: derived from the cookie secret under its own label, so it is never configured, stored or logged. */
export const sandboxSecret = (cookieSecret: string) =>
  createHmac('sha256', cookieSecret).update('paysight:payments-sandbox:webhook-v1').digest('hex');

/** A test-mode session id names the provider it stands in for: sbx_stripe_… or sbx_razorpay_…. */
const SESSION_ID = /^sbx_(stripe|razorpay)_[A-Za-z0-9_-]{16,40}$/;

export const sandboxStandsInFor = (sessionId: string): CheckoutProviderId | null =>
  (SESSION_ID.exec(sessionId)?.[1] as CheckoutProviderId | undefined) ?? null;

const token = () => randomBytes(15).toString('base64url');

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('checkout.succeeded'),
    created: z.number().int(),
    data: z.object({
      sessionId: z.string(),
      orderId: z.string(),
      paymentId: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      subscriptionId: z.string().nullable(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('checkout.failed'),
    created: z.number().int(),
    data: z.object({ sessionId: z.string(), orderId: z.string(), reason: z.string() }),
  }),
  z.object({ id: z.string(), type: z.literal('payment.refunded'), created: z.number().int(), data: z.object({ paymentId: z.string() }) }),
  z.object({
    id: z.string(),
    type: z.literal('subscription.ended'),
    created: z.number().int(),
    data: z.object({ subscriptionId: z.string() }),
  }),
]);
export type SandboxEvent = z.infer<typeof eventSchema>;
/** An event to sign: the sandbox gives it its id and time. */
export type SandboxEventInput = {
  [T in SandboxEvent['type']]: { type: T; data: Extract<SandboxEvent, { type: T }>['data'] };
}[SandboxEvent['type']];

export interface SandboxProvider extends PaymentProvider {
  readonly id: 'sandbox';
  /** Signs an event as the sandbox's webhook expects it: the raw body and its signature header. */
  sign(input: SandboxEventInput): { body: string; headers: Record<string, string> };
  /** New ids for what a completed checkout creates (a payment, a subscription). */
  newPaymentId(): string;
  newSubscriptionId(): string;
}

function signature(secret: string, timestamp: number, body: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

function toPaymentEvent(e: SandboxEvent): PaymentEvent {
  switch (e.type) {
    case 'checkout.succeeded':
      return paidEvent(
        { orderId: e.data.orderId },
        { id: e.data.paymentId, amount: e.data.amount, currency: e.data.currency },
        e.data.subscriptionId ? { providerSubscriptionId: e.data.subscriptionId, currentPeriodEnd: null } : null,
      );
    case 'checkout.failed':
      return { kind: 'failed', order: { orderId: e.data.orderId }, reason: e.data.reason };
    case 'payment.refunded':
      return { kind: 'refunded', providerPaymentId: e.data.paymentId };
    case 'subscription.ended':
      return { kind: 'subscription-ended', providerSubscriptionId: e.data.subscriptionId };
  }
}

export function createSandboxProvider(options: { secret: string; now: () => Date }): SandboxProvider {
  const { secret, now } = options;
  return {
    id: 'sandbox',
    async startCheckout(_item: CheckoutItem, as: CheckoutProviderId): Promise<CheckoutStart> {
      const sessionId = `sbx_${as}_${token()}`;
      return { mode: 'redirect', provider: 'sandbox', sessionId, url: `/checkout/test/${sessionId}` };
    },
    sign(input) {
      const created = Math.floor(now().getTime() / 1000);
      const body = JSON.stringify({ id: `evt_sbx_${token()}`, created, ...input });
      return {
        body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${created},v1=${signature(secret, created, body)}` },
      };
    },
    newPaymentId: () => `pay_sbx_${token()}`,
    newSubscriptionId: () => `sub_sbx_${token()}`,
    async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<VerifiedEvent> {
      const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
      const parts = Object.fromEntries((header ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]));
      const timestamp = Number(parts.t);
      const given = parts.v1 ?? '';
      if (!header || !Number.isInteger(timestamp) || !/^[a-f0-9]{64}$/.test(given))
        throw new WebhookSignatureError('Missing or malformed sandbox signature');
      const expected = signature(secret, timestamp, rawBody.toString('utf8'));
      if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex')))
        throw new WebhookSignatureError('The sandbox signature does not match');
      if (Math.abs(now().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
        throw new WebhookSignatureError('The sandbox signature has expired');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('The sandbox event is not JSON');
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success)
        return {
          provider: 'sandbox',
          eventId: `unreadable:${expected}`,
          type: 'unknown',
          event: { kind: 'ignored', why: 'unknown sandbox event' },
        };
      return { provider: 'sandbox', eventId: parsed.data.id, type: parsed.data.type, event: toPaymentEvent(parsed.data) };
    },
    // The sandbox's state is the order itself: its webhook is delivered synchronously by the pay call.
    async lookupCheckout() {
      return null;
    },
    async cancelSubscription() {},
    // No money moved, so none goes back: the refund is recorded as sent, under an id of the sandbox's.
    async refund(request) {
      return { providerRefundId: `rfnd_sbx_${createHmac('sha256', secret).update(request.refundId).digest('hex').slice(0, 20)}` };
    },
  };
}
