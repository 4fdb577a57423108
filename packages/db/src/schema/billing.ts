import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdRef, users, memberSetNull } from './accounts.js';
import { currencyColumn, timestampNow } from './columns.js';

/**
 * Money (SPEC §7 Payment): orders placed from the cart, the payments that settle them (the
 * receipts), subscriptions, every provider event seen (so a redelivered webhook grants once), and
 * the credit ledger. Amounts are integers in the currency's minor unit (paise, cents). Orders,
 * payments and subscriptions outlive an account (the user link is set null): receipts are
 * accounting records.
 */

export const PAYMENT_PROVIDERS = ['stripe', 'razorpay', 'sandbox'] as const;
export const ORDER_KINDS = ['premium', 'credits', 'negotiation', 'interview'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'cancelling', 'ended', 'past-due'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberSetNull('user_id'),
    /** The catalogue's product id ("premium-yearly", "credits-50"); price and grant come from it, never from a request. */
    product: text('product').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    region: text('region', { enum: ['in', 'us'] }).notNull(),
    currency: currencyColumn(),
    /** What the member pays, tax included, in minor units. */
    amount: integer('amount').notNull(),
    /** The tax inside `amount` (GST in India), and how the receipt names it. */
    taxAmount: integer('tax_amount').notNull().default(0),
    taxLabel: text('tax_label'),
    /** Set when a checkout starts: the provider and its reference (checkout session or order id). */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    providerRef: text('provider_ref'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** What the order buys when the product's name does not say it all (a mock interview: the coach and the time). */
    description: text('description'),
    /** A path inside the product to come back to after paying. */
    returnUrl: text('return_url'),
    failureReason: text('failure_reason'),
    createdAt: timestampNow('created_at'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_ref_uq').on(t.provider, t.providerRef),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    check('orders_amount_ck', sql`${t.amount} > 0 and ${t.taxAmount} >= 0 and ${t.taxAmount} <= ${t.amount}`),
  ],
);

/**
 * A settled payment: what a receipt shows (its number is derived from the id: "PS-2026-000042").
 * One per provider payment id, however often it is reported.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: memberSetNull('user_id'),
    subscriptionId: uuid('subscription_id'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
    taxLabel: text('tax_label'),
    currency: currencyColumn(),
    description: text('description').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.paidAt.desc()),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberSetNull('user_id'),
    /** The order that started it (its product is the plan). */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    product: text('product').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    /** Premium runs to here; a renewal moves it on, a cancellation lets it run out. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestampNow('created_at'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the member was told it is about to end (once per period). */
    endingNoticeFor: timestamp('ending_notice_for', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_uq').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_period_end_idx').on(t.currentPeriodEnd),
  ],
);

export const REFUND_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * A refund we asked a provider for (all or part of a payment): written in the transaction that
 * decides it (a cancelled booking), sent by the work queue after it commits. One per order and
 * reference, however often it is asked for.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    currency: currencyColumn(),
    /** Why, in the words the member reads ("Cancelled 3 days before the session"). */
    reason: text('reason').notNull(),
    /** What it is for ("guru-booking:42"): one refund per order and reference. */
    reference: text('reference').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    createdAt: timestampNow('created_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refunds_order_reference_uq').on(t.orderId, t.reference), check('refunds_amount_ck', sql`${t.amount} > 0`)],
);

/** Every provider event acted on: the unique index makes a redelivery (or two at once) a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestampNow('received_at'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/** A member's credit balance: never below zero (a check, so a racing spend fails rather than overdraws). */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [check('credit_balances_nonneg_ck', sql`${t.balance} >= 0`)],
);

/**
 * Every grant (positive) and spend (negative) with its reason and what it refers to (an order, a
 * job application). One entry per (member, reason, reference): granting for an order twice, or
 * paying twice for one application, is refused by the index.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    uniqueIndex('credit_ledger_reference_uq').on(t.userId, t.reason, t.reference),
    index('credit_ledger_user_idx').on(t.userId, t.id.desc()),
    check('credit_ledger_delta_ck', sql`${t.delta} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

export type Refund = typeof refunds.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
