import { AppError, type CountryCode, type SessionUser, type api, formatDate } from '@paysight/contract';
import type { Db, Order } from '@paysight/db';
import {
  checkoutRef,
  CheckoutSignatureError,
  type CheckoutProviderId,
  type CheckoutStart,
} from '../../providers/payments/payments.provider.js';
import { sandboxStandsInFor, type SandboxEventInput } from '../../providers/payments/sandbox.provider.js';
import { NO_SUCH_ORDER, productAsSold, productOfOrder, providerUnavailable, type BillingDeps } from './billing-deps.js';
import { fulfilmentOf, type PricedItem } from './fulfilment.service.js';
import { findMemberOrder, findMemberOrderByRef, insertOrder, renewingSubscriptions, setOrderCheckout } from './billing.queries.js';
import { PROVIDER_NAMES } from './billing.rules.js';
import { findProduct, includedTax, publicProduct, type Product } from './catalogue.js';
import { settle } from './settle.service.js';

/**
 * The showcase, the cart and checkout (docs/decisions/022-payments.md). A cart call makes a pending
 * order for one catalogue product, its price copied from the catalogue; a checkout call sends one
 * of the member's pending orders to a provider (or, in test mode, to the sandbox standing in for
 * it). Every order is its owner's: another member's is answered as absent.
 */

export { grantCredits, spendCredits } from './credits.service.js';
export { settle } from './settle.service.js';

const REGION_NAMES: Record<CountryCode, string> = { in: 'India', us: 'the US' };

/** Providers offered in a region, preferred first: the catalogue's, less any this server does not use (all, in test mode). */
function regionProviders(deps: Pick<BillingDeps, 'catalogue' | 'providers'>, region: CountryCode): api.CheckoutProvider[] {
  const { providers } = deps;
  return deps.catalogue.regions[region].providers.filter((p) => providers.testMode || providers[p] !== null);
}

/** GET /pricing/showcase. */
export function pricingShowcase(deps: Pick<BillingDeps, 'catalogue' | 'providers'>, region: CountryCode) {
  const r = deps.catalogue.regions[region];
  return {
    region,
    currency: r.currency,
    providers: regionProviders(deps, region),
    testMode: deps.providers.testMode,
    premiumFeatures: deps.catalogue.premiumFeatures,
    products: r.products.map(publicProduct),
    enterprise: deps.catalogue.enterprise,
  };
}

function cartOrder(deps: BillingDeps, order: Order): api.CartOrder {
  return {
    orderId: order.id,
    status: order.status,
    // At the order's own price and name (a mock interview's is its coach's slot's).
    product: publicProduct(productAsSold(deps, order)),
    returnUrl: order.returnUrl,
    providers: regionProviders(deps, order.region),
    testMode: deps.providers.testMode,
  };
}

async function placeOrder(deps: BillingDeps, user: SessionUser, product: Product, returnUrl: string | undefined): Promise<api.CartOrder> {
  if (product.kind === 'premium') {
    const renewing = await renewingSubscriptions(deps.db, user.id);
    if (renewing.length > 0) {
      throw new AppError(
        409,
        `Your Premium already renews on ${formatDate(renewing[0]!.currentPeriodEnd)}. Cancel it first to change plan; it runs to the end of the period you paid for.`,
      );
    }
  }
  const order = await insertOrder(deps.db, {
    userId: user.id,
    product: product.id,
    kind: product.kind,
    region: product.region,
    currency: product.currency,
    amount: product.amount,
    taxAmount: product.taxAmount,
    taxLabel: product.taxLabel,
    status: 'pending',
    returnUrl: returnUrl ?? null,
    createdAt: deps.now(),
  });
  return cartOrder(deps, order);
}

type Cart = { region: CountryCode; returnUrl?: string | undefined };

function productOrRefuse(deps: BillingDeps, region: CountryCode, id: string, kind?: Product['kind']): Product {
  const product = findProduct(deps.catalogue, region, id);
  if (!product) throw new AppError(400, `body.product: there is no product ${id} in ${REGION_NAMES[region]} (see GET /pricing/showcase)`);
  if (kind && product.kind !== kind)
    throw new AppError(400, `body.product: ${id} is not a ${kind === 'credits' ? 'credit pack' : kind} product`);
  return product;
}

function onlyOfKind(deps: BillingDeps, region: CountryCode, kind: Product['kind'], label: string): Product {
  const product = deps.catalogue.regions[region].products.find((p) => p.kind === kind);
  if (!product) throw new AppError(400, `body.region: the ${label} is not sold in ${REGION_NAMES[region]}`);
  return product;
}

/** POST /cart/checkout: any catalogue product but a mock interview, which is one coach's slot (POST /cart/interviews). */
export function cartAnyProduct(deps: BillingDeps, user: SessionUser, body: Cart & { product: string }) {
  const product = productOrRefuse(deps, body.region, body.product);
  if (product.kind === 'interview')
    throw new AppError(
      400,
      'body.product: a mock interview is one coach’s slot: book it on /gurus (POST /cart/interviews with its slotId)',
    );
  return placeOrder(deps, user, product, body.returnUrl);
}

/** POST /cart/credits: a credit pack. */
export const cartCredits = (deps: BillingDeps, user: SessionUser, body: Cart & { product: string }) =>
  placeOrder(deps, user, productOrRefuse(deps, body.region, body.product, 'credits'), body.returnUrl);

/** POST /cart/premium: the monthly or yearly plan. */
export function cartPremium(deps: BillingDeps, user: SessionUser, body: Cart & { plan: 'monthly' | 'yearly' }) {
  const interval = body.plan === 'monthly' ? 'month' : 'year';
  const product = deps.catalogue.regions[body.region].products.find((p) => p.kind === 'premium' && p.interval === interval);
  if (!product) throw new AppError(400, `body.plan: there is no ${body.plan} Premium plan in ${REGION_NAMES[body.region]}`);
  return placeOrder(deps, user, product, body.returnUrl);
}

/** POST /cart/negotations. */
export const cartNegotiation = (deps: BillingDeps, user: SessionUser, body: Cart) =>
  placeOrder(deps, user, onlyOfKind(deps, body.region, 'negotiation', 'negotiation service'), body.returnUrl);

/**
 * POST /cart/interviews: one coach's slot. Its fulfilment (gurus) reads the slot, prices the order
 * and holds the slot in the transaction that writes the order: two members booking one slot at
 * once get one order between them, the other a 409.
 */
export async function cartInterview(
  deps: BillingDeps,
  user: SessionUser,
  body: { slotId: number; region?: CountryCode | undefined; returnUrl?: string | undefined },
): Promise<api.CartOrder> {
  const fulfilment = fulfilmentOf(deps.fulfilments, 'interview');
  if (!fulfilment) throw new AppError(404, 'Mock interviews are not sold on this server');
  const now = deps.now();
  const reserved = await deps.db.transaction(async (tx) =>
    fulfilment.reserve(tx as unknown as Db, user, body, now, async (item: PricedItem) => {
      if (body.region && body.region !== item.region)
        throw new AppError(400, `body.region: this slot is sold in ${REGION_NAMES[item.region]}, in ${item.currency}`);
      const product = onlyOfKind(deps, item.region, 'interview', 'mock interview');
      const tax = deps.catalogue.regions[item.region].tax;
      return insertOrder(tx as unknown as Db, {
        userId: user.id,
        product: product.id,
        kind: 'interview',
        region: item.region,
        currency: item.currency,
        amount: item.amount,
        taxAmount: tax ? includedTax(item.amount, tax.ratePercent) : 0,
        taxLabel: tax?.label ?? null,
        description: item.description,
        status: 'pending',
        returnUrl: body.returnUrl ?? null,
        createdAt: now,
      });
    }),
  );
  if (!('heldByOrder' in reserved)) return cartOrder(deps, reserved);
  // The member's own hold on the slot: its order, to pay (a second order for one slot is never made).
  const held = await findMemberOrder(deps.db, user.id, reserved.heldByOrder);
  if (!held) throw new AppError(404, NO_SUCH_ORDER);
  return cartOrder(deps, held);
}

/** One of the member's orders that can still be paid. */
async function payableOrder(deps: BillingDeps, user: SessionUser, orderId: string) {
  const order = await findMemberOrder(deps.db, user.id, orderId);
  if (!order) throw new AppError(404, NO_SUCH_ORDER);
  if (order.status === 'paid') throw new AppError(409, 'This order is already paid.');
  if (order.status === 'refunded') throw new AppError(409, 'This order was paid and refunded; start a new one from /pricing.');
  const product = productOfOrder(deps, order);
  if (!product) throw new AppError(409, 'This product is no longer sold; start a new order from /pricing.');
  // What a fulfilled order buys must still be held for it (a slot's hold renewed, or a 409 when it went to someone else).
  await fulfilmentOf(deps.fulfilments, order.kind)?.beforeCheckout(deps.db, order, deps.now());
  return { order, product: productAsSold(deps, order) };
}

/**
 * Sends one of the member's pending orders to a provider's checkout: `as` is the provider the member
 * chose, served by its adapter, or by the sandbox in test mode.
 */
async function startCheckout(
  deps: BillingDeps,
  user: SessionUser,
  orderId: string,
  as: CheckoutProviderId,
  shape: 'payment' | 'subscription' | 'either',
) {
  const { order, product } = await payableOrder(deps, user, orderId);
  if (shape === 'payment' && product.interval) {
    throw new AppError(400, 'body.orderId: Premium renews; start it with POST /pg/razorpay/subscriptions');
  }
  if (shape === 'subscription' && !product.interval) {
    throw new AppError(400, 'body.orderId: this order is paid once; start it with POST /pg/razorpay/orders');
  }
  if (!regionProviders(deps, order.region).includes(as)) {
    throw new AppError(400, `body.orderId: ${PROVIDER_NAMES[as]} is not offered for orders in ${REGION_NAMES[order.region]}`);
  }
  const adapter = deps.providers.testMode ? deps.providers.sandbox! : deps.providers[as]!;
  // A Razorpay order or subscription already made for this order is opened again, not duplicated (a second click).
  if (adapter.id === 'razorpay' && order.provider === 'razorpay' && order.providerRef) {
    const isSub = order.providerRef.startsWith('sub_');
    if (isSub === Boolean(product.interval)) {
      return toResponse(deps, user, order, product, {
        mode: 'razorpay',
        provider: 'razorpay',
        keyId: deps.providers.razorpay?.keyId ?? '',
        orderId: isSub ? null : order.providerRef,
        subscriptionId: isSub ? order.providerRef : null,
      });
    }
  }
  const returnTo = order.returnUrl ? `&returnUrl=${encodeURIComponent(order.returnUrl)}` : '';
  let start: CheckoutStart;
  try {
    start = await adapter.startCheckout(
      {
        orderId: order.id,
        productId: product.id,
        name: product.name,
        description: product.description,
        amount: order.amount,
        currency: order.currency,
        interval: product.interval,
        razorpayPlanId: product.razorpayPlanId,
        customer: { email: user.email, name: user.name },
        successUrl: `${deps.origin}/checkout/complete?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.origin}/pricing?cancelled=1${returnTo}`,
      },
      as,
    );
  } catch (err) {
    throw providerUnavailable(deps, err, PROVIDER_NAMES[as], { orderId: order.id });
  }
  await setOrderCheckout(deps.db, order.id, start.provider, checkoutRef(start));
  return toResponse(deps, user, order, product, start);
}

function toResponse(deps: BillingDeps, user: SessionUser, order: Order, product: Product, start: CheckoutStart) {
  if (start.mode === 'redirect') return start;
  return {
    mode: 'razorpay' as const,
    keyId: deps.providers.razorpay?.keyId ?? start.keyId,
    orderId: start.orderId,
    subscriptionId: start.subscriptionId,
    amount: order.amount,
    currency: order.currency,
    name: 'Paysight',
    description: product.name,
    prefill: { email: user.email, name: user.name },
  };
}

/** POST /pg/stripe/session. */
export async function createCardSession(deps: BillingDeps, user: SessionUser, orderId: string) {
  const start = await startCheckout(deps, user, orderId, 'stripe', 'either');
  // Stripe's checkout, and the sandbox's, are always a page to go to.
  if (start.mode !== 'redirect') throw new Error('a card checkout must be a redirect');
  return start;
}

/** POST /pg/razorpay/orders: a one-off purchase. */
export const createRegionalOrder = (deps: BillingDeps, user: SessionUser, orderId: string) =>
  startCheckout(deps, user, orderId, 'razorpay', 'payment');

/** POST /pg/razorpay/subscriptions: premium. */
export const createRegionalSubscription = (deps: BillingDeps, user: SessionUser, orderId: string) =>
  startCheckout(deps, user, orderId, 'razorpay', 'subscription');

function outcomeOf(deps: BillingDeps, order: Order): api.PaymentOutcome {
  return {
    orderId: order.id,
    status: order.status,
    productName: productAsSold(deps, order).name,
    returnUrl: order.returnUrl,
    message: order.status === 'failed' ? (order.failureReason ?? 'The payment did not go through.') : null,
  };
}

async function reread(deps: BillingDeps, user: SessionUser, orderId: string) {
  const order = await findMemberOrder(deps.db, user.id, orderId);
  if (!order) throw new AppError(404, NO_SUCH_ORDER);
  return outcomeOf(deps, order);
}

/**
 * GET /pg/session/:id: a card (Stripe) or test-mode session of the member's. While its order is
 * open, Stripe is asked where the session stands, and a paid one is settled now (the browser is
 * often back before the webhook); the webhook then finds it settled.
 */
export async function getCheckoutSession(deps: BillingDeps, user: SessionUser, sessionId: string) {
  const provider = sessionId.startsWith('sbx_') ? 'sandbox' : 'stripe';
  const order = await findMemberOrderByRef(deps.db, user.id, provider, sessionId);
  if (!order) throw new AppError(404, 'No such checkout session');
  const stripe = deps.providers.stripe;
  if (provider === 'stripe' && stripe && (order.status === 'pending' || order.status === 'failed')) {
    let verified;
    try {
      verified = await stripe.lookupCheckout(sessionId);
    } catch (err) {
      throw providerUnavailable(deps, err, 'Stripe', { orderId: order.id });
    }
    if (verified) await settle(deps, verified);
    return reread(deps, user, order.id);
  }
  return outcomeOf(deps, order);
}

/**
 * GET /pg/razorpay/payments/:id: Razorpay's checkout came back with a payment id and a signature.
 * The signature is verified against the Razorpay order or subscription we made for the member's
 * order before anything else; then the payment is read from Razorpay and settled.
 */
export async function confirmRegionalPayment(
  deps: BillingDeps,
  user: SessionUser,
  paymentId: string,
  query: { orderId: string; signature: string; razorpayOrderId?: string | undefined; razorpaySubscriptionId?: string | undefined },
) {
  const razorpay = deps.providers.razorpay;
  const order = await findMemberOrder(deps.db, user.id, query.orderId);
  if (!order) throw new AppError(404, NO_SUCH_ORDER);
  if (!razorpay) throw new AppError(404, 'Razorpay is not in use on this server');
  if (order.provider !== 'razorpay' || !order.providerRef) throw new AppError(409, 'This order was not sent to Razorpay.');
  const given = query.razorpaySubscriptionId ?? query.razorpayOrderId;
  if (given && given !== order.providerRef) throw new AppError(400, 'querystring: the Razorpay order or subscription is not this order’s');
  let verified;
  try {
    verified = await razorpay.confirmCheckout({ providerRef: order.providerRef, paymentId, signature: query.signature });
  } catch (err) {
    if (err instanceof CheckoutSignatureError) {
      deps.log.warn({ orderId: order.id, paymentId }, 'billing: a Razorpay checkout result with a bad signature');
      throw new AppError(400, 'querystring.signature: the payment’s signature does not match, so nothing was granted');
    }
    throw providerUnavailable(deps, err, 'Razorpay', { orderId: order.id });
  }
  await settle(deps, verified);
  return reread(deps, user, order.id);
}

/** The member's test-mode session (only in test mode). */
async function sandboxOrder(deps: BillingDeps, user: SessionUser, sessionId: string) {
  const standsInFor = sandboxStandsInFor(sessionId);
  const order = deps.providers.sandbox && standsInFor ? await findMemberOrderByRef(deps.db, user.id, 'sandbox', sessionId) : null;
  if (!order || !standsInFor) throw new AppError(404, 'No such test-mode checkout session');
  return { order, standsInFor };
}

/** GET /pg/sandbox/sessions/:id: what the test-mode checkout page shows. */
export async function getSandboxSession(deps: BillingDeps, user: SessionUser, sessionId: string) {
  const { order, standsInFor } = await sandboxOrder(deps, user, sessionId);
  return {
    sessionId,
    orderId: order.id,
    status: order.status,
    product: publicProduct(productAsSold(deps, order)),
    standsInFor,
    returnUrl: order.returnUrl,
  };
}

/**
 * POST /pg/sandbox/sessions/:id/pay: the sandbox completes its checkout as a provider would. It
 * signs the event with its local secret and delivers it to its own webhook, which verifies the
 * signature and settles it like any provider's event.
 */
export async function paySandboxSession(deps: BillingDeps, user: SessionUser, sessionId: string, outcome: 'succeed' | 'fail') {
  const { order } = await sandboxOrder(deps, user, sessionId);
  if (order.status === 'paid') throw new AppError(409, 'This order is already paid.');
  if (order.status === 'refunded') throw new AppError(409, 'This order was paid and refunded; start a new one from /pricing.');
  const sandbox = deps.providers.sandbox!;
  const event: SandboxEventInput =
    outcome === 'succeed'
      ? {
          type: 'checkout.succeeded',
          data: {
            sessionId,
            orderId: order.id,
            paymentId: sandbox.newPaymentId(),
            amount: order.amount,
            currency: order.currency,
            subscriptionId: order.kind === 'premium' ? sandbox.newSubscriptionId() : null,
          },
        }
      : { type: 'checkout.failed', data: { sessionId, orderId: order.id, reason: 'The test card was declined.' } };
  const { body, headers } = sandbox.sign(event);
  const delivered = await deps.deliverSandboxEvent(body, headers);
  if (delivered.statusCode !== 200) throw new Error(`the sandbox webhook answered ${delivered.statusCode}: ${delivered.body}`);
  return reread(deps, user, order.id);
}
