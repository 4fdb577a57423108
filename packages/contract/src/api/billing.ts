import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { currency, routesOf } from './schemas.js';

/**
 * Money (SPEC §7 Payment, Other /pricing/showcase, Profile /profile/premium): the catalogue, the
 * cart (an order for one catalogue product), checkout with the card provider (Stripe Checkout) or
 * the regional one (Razorpay orders and subscriptions), providers' webhooks, subscriptions,
 * receipts and credits. Prices live only in the server's catalogue: a request names a product,
 * never an amount. Amounts are integers in the currency's minor unit (paise, cents), tax included.
 * With no provider keys configured an offline sandbox stands in for both providers ("Test mode —
 * no money moves") and settles through the same signed-webhook path.
 */

const instant = z.string();
const region = z.enum(COUNTRY_CODES, { error: 'region must be in or us' });

export const PAYMENT_PROVIDER_IDS = ['stripe', 'razorpay', 'sandbox'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];
/** The providers a member can choose at checkout (the sandbox stands in for either when it has no keys). */
export const CHECKOUT_PROVIDERS = ['stripe', 'razorpay'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

export const PRODUCT_KINDS = ['premium', 'credits', 'negotiation', 'interview'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const TEST_MODE_LABEL = 'Test mode — no money moves';

/** A path inside the product to come back to after paying (never another site). */
const returnUrl = z
  .string()
  .trim()
  .max(500, 'returnUrl is too long')
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnUrl must be a path inside Paysight, like /in/salary/software-engineer')
  .optional();

const productId = z
  .string({ error: 'product is required' })
  .trim()
  .regex(/^[a-z0-9-]{2,40}$/, 'product must be a product id from GET /pricing/showcase');

/** One thing for sale in one region (SPEC §7 GET /pricing/showcase). */
export const pricingProduct = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  description: z.string(),
  region,
  currency,
  /** What the member pays, tax included, in minor units. */
  amount: z.number().int(),
  /** The tax inside `amount` and how a receipt names it ("GST 18% (included)"); 0 and null where none is charged. */
  taxAmount: z.number().int(),
  taxLabel: z.string().nullable(),
  /** Premium plans renew every month or year; everything else is paid once. */
  interval: z.enum(['month', 'year']).nullable(),
  /** Credits a pack grants. */
  credits: z.number().int().nullable(),
  /** What it includes, one line each. */
  features: z.array(z.string()),
  /** The plan the page recommends. */
  highlight: z.boolean(),
});
export type PricingProduct = z.infer<typeof pricingProduct>;

const billingRoutes = routesOf('billing', 'member');

export const pricingShowcase = billingRoutes.get(
  '/pricing/showcase',
  z.object({
    region,
    currency,
    /** India: the regional provider first; the US: the card provider. */
    providers: z.array(z.enum(CHECKOUT_PROVIDERS)),
    /** True when no provider keys are configured: checkout runs on the offline sandbox. */
    testMode: z.boolean(),
    /** What premium unlocks, one line each (the same list the premium plans carry). */
    premiumFeatures: z.array(z.string()),
    products: z.array(pricingProduct),
    enterprise: z.object({ contactEmail: z.string(), features: z.array(z.string()) }),
  }),
  {
    access: 'public',
    summary:
      'Plans and products for a region, with prices from the server’s catalogue, and the payment providers offered there (preferred first)',
    querystring: z.object({ region: region.default('in') }),
  },
);

export const ORDER_STATUS_VALUES = ['pending', 'paid', 'failed', 'refunded'] as const;

/** An order from the cart, before and after it is paid. */
export const cartOrder = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  product: pricingProduct,
  /** Where to go once it is paid (a path inside the product). */
  returnUrl: z.string().nullable(),
  /** Providers the member may pay with, preferred first. */
  providers: z.array(z.enum(CHECKOUT_PROVIDERS)),
  testMode: z.boolean(),
});
export type CartOrder = z.infer<typeof cartOrder>;

const cartBase = { region, returnUrl };

/** Every cart call: a member starts an order (POST, the body names what and where) and gets the order to pay. */
const cartRoute = <const P extends string, const B extends z.ZodType>(path: P, summary: string, body: B) =>
  billingRoutes.post(path, cartOrder, {
    summary,
    body,
  });

export const cartCheckout = cartRoute(
  '/cart/checkout',
  'Start an order for any catalogue product in a region; the price comes from the catalogue',
  z.object({ product: productId, ...cartBase }).strict(),
);

export const cartPremium = cartRoute(
  '/cart/premium',
  'Start an order for Premium, monthly or yearly',
  z.object({ plan: z.enum(['monthly', 'yearly'], { error: 'plan must be monthly or yearly' }), ...cartBase }).strict(),
);

export const cartCredits = cartRoute(
  '/cart/credits',
  'Start an order for a JobGPT credit pack',
  z.object({ product: productId, ...cartBase }).strict(),
);

// The path keeps the spec's spelling (SPEC §7 Payment).
export const cartNegotiations = cartRoute('/cart/negotations', 'Start an order for the negotiation service', z.object(cartBase).strict());

/**
 * A mock interview is one coach's slot (GET /gurus/interviewers): the order is priced at the slot's
 * price, and the slot is held for the member while the order is open (docs/decisions/052).
 */
export const cartInterviews = cartRoute(
  '/cart/interviews',
  'Start an order for a mock interview: one coach’s free slot, held while the order is unpaid',
  z
    .object({
      slotId: z.coerce
        .number({ error: 'slotId must be a slot id from GET /gurus/interviewers' })
        .int('slotId must be a slot id from GET /gurus/interviewers')
        .min(1, 'slotId must be a slot id from GET /gurus/interviewers')
        .max(2_147_483_647, 'slotId must be a slot id from GET /gurus/interviewers'),
      /** The slot's region decides; when given it must be the slot's. */
      region: region.optional(),
      returnUrl,
    })
    .strict(),
);

const orderRef = z.object({ orderId: z.uuid({ error: 'orderId must be an order id from the cart' }) }).strict();

/** Where the browser goes to pay: the provider's hosted page, or the sandbox's own page in test mode. */
const redirectCheckout = z.object({
  mode: z.literal('redirect'),
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  sessionId: z.string(),
  url: z.string(),
});

export const createCardSession = billingRoutes.post('/pg/stripe/session', redirectCheckout, {
  summary: 'Open a card checkout (Stripe Checkout session; a payment or a subscription) for one of the member’s pending orders',
  body: orderRef,
});

/** Options for the regional provider's checkout script, or (test mode) a page to go to. */
const regionalCheckout = z.discriminatedUnion('mode', [
  redirectCheckout,
  z.object({
    mode: z.literal('razorpay'),
    keyId: z.string(),
    /** A Razorpay order id (one-off purchases) or subscription id (premium). */
    orderId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    amount: z.number().int(),
    currency,
    name: z.string(),
    description: z.string(),
    prefill: z.object({ email: z.string(), name: z.string() }),
  }),
]);

export const createRegionalOrder = billingRoutes.post('/pg/razorpay/orders', regionalCheckout, {
  summary: 'Open a regional-provider order (Razorpay) for one of the member’s pending one-off orders',
  body: orderRef,
});

export const createRegionalSubscription = billingRoutes.post('/pg/razorpay/subscriptions', regionalCheckout, {
  summary: 'Open a regional-provider subscription (Razorpay) for one of the member’s pending premium orders',
  body: orderRef,
});

/** Where an order stands after the browser comes back from paying. */
export const paymentOutcome = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  productName: z.string(),
  returnUrl: z.string().nullable(),
  /** Why it failed, when it did. */
  message: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

export const getCheckoutSession = billingRoutes.get('/pg/session/:id', paymentOutcome, {
  summary:
    'A card or sandbox checkout session of the member’s: its order’s status, settled with the provider if its webhook has not arrived yet',
  params: z.object({ id: z.string().trim().min(3, 'id must be a checkout session id').max(200, 'id must be a checkout session id') }),
});

export const getRegionalPayment = billingRoutes.get('/pg/razorpay/payments/:id', paymentOutcome, {
  summary: 'Confirm a Razorpay checkout: verifies the checkout’s signature before anything is granted, then settles the order',
  params: z.object({
    id: z
      .string()
      .trim()
      .regex(/^pay_[A-Za-z0-9]{6,40}$/, 'id must be a Razorpay payment id (pay_…)'),
  }),
  querystring: z
    .object({
      orderId: z.uuid({ error: 'orderId must be an order id from the cart' }),
      signature: z
        .string()
        .trim()
        .regex(/^[a-f0-9]{64}$/, 'signature must be the checkout’s hex signature'),
      razorpayOrderId: z.string().trim().max(60).optional(),
      razorpaySubscriptionId: z.string().trim().max(60).optional(),
    })
    .strict(),
});

/** The test-mode checkout page's data (SPEC: the offline provider's own page). */
export const sandboxSession = z.object({
  sessionId: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  product: pricingProduct,
  /** The provider the sandbox stands in for. */
  standsInFor: z.enum(CHECKOUT_PROVIDERS),
  returnUrl: z.string().nullable(),
});

export const getSandboxSession = billingRoutes.get('/pg/sandbox/sessions/:id', sandboxSession, {
  summary: 'A test-mode checkout session of the member’s (only when no provider keys are configured)',
  params: z.object({
    id: z
      .string()
      .trim()
      .regex(/^sbx_[A-Za-z0-9_-]{10,60}$/, 'id must be a test-mode session id'),
  }),
});

export const paySandboxSession = billingRoutes.post('/pg/sandbox/sessions/:id/pay', paymentOutcome, {
  summary:
    'Complete a test-mode checkout: the sandbox signs the event with its local secret and delivers it to its webhook, as a real provider would',
  params: z.object({
    id: z
      .string()
      .trim()
      .regex(/^sbx_[A-Za-z0-9_-]{10,60}$/, 'id must be a test-mode session id'),
  }),
  body: z.object({ outcome: z.enum(['succeed', 'fail'], { error: 'outcome must be succeed or fail' }) }).strict(),
});

export const SUBSCRIPTION_STATUS_VALUES = ['active', 'cancelling', 'ended', 'past-due'] as const;

export const memberSubscription = z.object({
  id: z.string(),
  product: z.string(),
  productName: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  status: z.enum(SUBSCRIPTION_STATUS_VALUES),
  interval: z.enum(['month', 'year']).nullable(),
  amount: z.number().int(),
  currency,
  /** Premium runs to here: it renews then, or (cancelled) stops then. */
  currentPeriodEnd: instant,
  cancelAtPeriodEnd: z.boolean(),
  createdAt: instant,
});
export type MemberSubscription = z.infer<typeof memberSubscription>;

export const listSubscriptions = billingRoutes.get(
  '/profile/subscriptions',
  z.object({ subscriptions: z.array(memberSubscription), premiumUntil: instant.nullable() }),
  {
    summary: 'The member’s subscriptions, live ones first, and until when premium runs',
  },
);

export const cancelSubscription = billingRoutes.post('/profile/subscriptions/cancel', memberSubscription, {
  summary: 'Cancel one of the member’s subscriptions at the end of its paid period (premium runs until then)',
  body: z
    .object({
      subscriptionId: z.uuid({ error: 'subscriptionId must be a subscription id' }),
      pgId: z.enum(PAYMENT_PROVIDER_IDS, { error: 'pgId must be stripe, razorpay or sandbox' }),
      product: productId,
    })
    .strict(),
});

export const cancelPremium = billingRoutes.post(
  '/profile/premium',
  z.object({ cancelled: z.number().int(), premiumUntil: instant.nullable() }),
  {
    summary: 'Cancel premium: every live premium subscription stops renewing; premium runs to the end of the paid period',
    body: z.object({ action: z.literal('cancel', { error: 'action must be cancel' }) }).strict(),
  },
);

export const receipt = z.object({
  id: z.number().int(),
  /** "PS-2026-000042". */
  number: z.string(),
  description: z.string(),
  amount: z.number().int(),
  taxAmount: z.number().int(),
  taxLabel: z.string().nullable(),
  currency,
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  /** The provider's payment id, as its own dashboard shows it. */
  providerReference: z.string(),
  paidAt: instant,
  refundedAt: instant.nullable(),
});
export type Receipt = z.infer<typeof receipt>;

export const listReceipts = billingRoutes.list('/profile/receipts', 'receipts', receipt, {
  summary: 'The member’s receipts, newest first',
});

export const receiptPdf = billingRoutes.file('/profile/receipts/:id/pdf', {
  summary: 'One of the member’s receipts as a PDF (another member’s is 404)',
  params: z.object({
    id: z.coerce.number({ error: 'id must be a receipt id' }).int('id must be a receipt id').positive('id must be a receipt id'),
  }),
  produces: ['application/pdf'],
});

export const creditEntry = z.object({
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  /** Why: "purchase", "jobgpt-application", … */
  reason: z.string(),
  reference: z.string(),
  createdAt: instant,
});

export const getCredits = billingRoutes.get(
  '/profile/credits',
  z.object({ balance: z.number().int(), entries: z.array(creditEntry), page: z.number().int(), totalPages: z.number().int() }),
  {
    summary: 'The member’s credit balance and ledger (every grant and spend with its reason), newest first, paged',
    querystring: z.object({
      page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(10_000).default(1),
    }),
  },
);
