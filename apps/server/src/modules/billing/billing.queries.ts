import { orders, paymentEvents, payments, subscriptions, users, type Db, type Order, type Payment, type Subscription } from '@paysight/db';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';

/** SQL of the billing module; the database (or a transaction) is the first argument. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<Order> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/** One of the member's orders; null when it does not exist or is someone else's. */
export async function findMemberOrder(db: Db, userId: string, orderId: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

/** The member's order started with a provider's session or order reference. */
export async function findMemberOrderByRef(
  db: Db,
  userId: string,
  provider: Order['provider'] & string,
  providerRef: string,
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerRef, providerRef), eq(orders.userId, userId)));
  return row ?? null;
}

/** Records the checkout an order was sent to (a retry replaces the earlier one). */
export async function setOrderCheckout(db: Db, orderId: string, provider: NonNullable<Order['provider']>, providerRef: string) {
  await db.update(orders).set({ provider, providerRef }).where(eq(orders.id, orderId));
}

/**
 * Records a provider event as seen. False when it was seen before (the unique index on provider +
 * event id decides, so a redelivery, or two deliveries at once, act once).
 */
export async function recordPaymentEvent(
  db: Db,
  provider: Payment['provider'],
  eventId: string,
  type: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** An order by our id or by the provider's reference, locked for the rest of the transaction. */
export async function lockOrder(
  db: Db,
  ref: { orderId: string } | { provider: NonNullable<Order['provider']>; providerRef: string },
): Promise<Order | null> {
  const where =
    'orderId' in ref ? eq(orders.id, ref.orderId) : and(eq(orders.provider, ref.provider), eq(orders.providerRef, ref.providerRef));
  const [row] = await db.select().from(orders).where(where).for('update');
  return row ?? null;
}

export async function markOrderPaid(db: Db, orderId: string, provider: NonNullable<Order['provider']>, now: Date) {
  await db.update(orders).set({ status: 'paid', provider, paidAt: now, failureReason: null }).where(eq(orders.id, orderId));
}

export async function markOrderFailed(db: Db, orderId: string, reason: string) {
  await db.update(orders).set({ status: 'failed', failureReason: reason }).where(eq(orders.id, orderId));
}

export async function markOrderRefunded(db: Db, orderId: string) {
  await db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
}

/** Records a payment (a receipt); null when the provider's payment id was recorded before. */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<Payment | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockPaymentByProviderId(db: Db, provider: Payment['provider'], providerPaymentId: string): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .for('update');
  return row ?? null;
}

export async function markPaymentRefunded(db: Db, paymentId: number, now: Date) {
  await db.update(payments).set({ refundedAt: now }).where(eq(payments.id, paymentId));
}

/** Whether a later payment of the subscription exists (then the refunded one did not buy the current period). */
export async function hasLaterPayment(db: Db, subscriptionId: string, payment: Payment): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), ne(payments.id, payment.id), gt(payments.paidAt, payment.paidAt)))
    .limit(1);
  return Boolean(row);
}

export async function memberPayments(db: Db, userId: string): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.paidAt), desc(payments.id));
}

export async function findMemberPayment(db: Db, userId: string, paymentId: number): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row ?? null;
}

/** A subscription row, once per provider subscription (a second first-payment event finds the first row). */
export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert): Promise<Subscription> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: { currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, excluded.current_period_end)` },
    })
    .returning();
  return row!;
}

export async function lockSubscription(
  db: Db,
  provider: Subscription['provider'],
  providerSubscriptionId: string,
): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for('update');
  return row ?? null;
}

export async function lockSubscriptionById(db: Db, id: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

/** A renewal: the period moves on (never back), a lapsed or past-due subscription is live again. */
export async function extendSubscription(db: Db, id: string, periodEnd: Date) {
  await db
    .update(subscriptions)
    .set({
      currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${at(periodEnd)})`,
      status: sql`case when ${subscriptions.status} = 'cancelling' then 'cancelling' else 'active' end`,
      endedAt: null,
    })
    .where(eq(subscriptions.id, id));
}

export async function endSubscription(db: Db, id: string, now: Date) {
  await db
    .update(subscriptions)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(subscriptions.id, id), ne(subscriptions.status, 'ended')));
}

export async function markSubscriptionCancelling(db: Db, id: string, now: Date): Promise<Subscription> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'cancelling', cancelAtPeriodEnd: true, cancelledAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/** The member's subscriptions: live ones first (active, past due, cancelling), then the newest. */
export async function memberSubscriptions(db: Db, userId: string) {
  return db
    .select({ subscription: subscriptions, amount: orders.amount, currency: orders.currency, region: orders.region })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(sql`case when ${subscriptions.status} = 'ended' then 1 else 0 end`), desc(subscriptions.createdAt));
}

export async function findMemberSubscription(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ subscription: subscriptions, amount: orders.amount, currency: orders.currency, region: orders.region })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row ?? null;
}

/** The member's subscriptions that will renew (active or past due). */
export async function renewingSubscriptions(db: Db, userId: string): Promise<Subscription[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past-due'])));
}

export async function premiumUntilOf(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db.select({ premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId));
  return row?.premiumUntil ?? null;
}

/**
 * Claims the cancelling subscriptions whose paid period ends within `horizon` and whose member has
 * not been told for this period: one statement, so two servers sweeping at once tell each member once.
 */
export async function claimEndingNotices(db: Db, now: Date, horizon: Date): Promise<Subscription[]> {
  return db
    .update(subscriptions)
    .set({ endingNoticeFor: sql`${subscriptions.currentPeriodEnd}` })
    .where(
      and(
        eq(subscriptions.status, 'cancelling'),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, horizon),
        or(isNull(subscriptions.endingNoticeFor), ne(subscriptions.endingNoticeFor, subscriptions.currentPeriodEnd)),
      ),
    )
    .returning();
}

/**
 * Ends the subscriptions whose paid period is over and that will not renew: cancelled ones, and the
 * sandbox's (it never renews). Premium has already stopped with premium_until.
 */
export async function endLapsedSubscriptions(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'ended', endedAt: now })
    .where(
      and(
        lte(subscriptions.currentPeriodEnd, now),
        or(
          eq(subscriptions.status, 'cancelling'),
          and(eq(subscriptions.provider, 'sandbox'), inArray(subscriptions.status, ['active', 'past-due'])),
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}
