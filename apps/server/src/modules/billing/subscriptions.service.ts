import { AppError, type SessionUser, type api, formatDate } from '@paysight/contract';
import type { Db, Subscription } from '@paysight/db';
import { providerById } from '../../providers/payments/payment-providers.js';
import { notify } from '../notifications/notifications.service.js';
import { providerUnavailable, type BillingDeps } from './billing-deps.js';
import {
  claimEndingNotices,
  endLapsedSubscriptions,
  findMemberSubscription,
  lockSubscriptionById,
  markSubscriptionCancelling,
  memberSubscriptions,
  premiumUntilOf,
  renewingSubscriptions,
} from './billing.queries.js';
import { PROVIDER_NAMES } from './billing.rules.js';
import { findProduct } from './catalogue.js';

/**
 * Subscriptions (docs/decisions/022-payments.md). Premium is `users.premium_until`; a subscription
 * moves it on with each paid period. Cancelling stops the renewals (at the provider: Stripe's
 * cancel_at_period_end, Razorpay's cancel at cycle end) and premium runs to the end of the period
 * already paid; the hourly sweep tells the member three days before it ends and marks it ended after.
 */

export const NO_SUCH_SUBSCRIPTION = 'No such subscription';
/** How long before a cancelled subscription's end the member is told. */
export const ENDING_NOTICE_DAYS = 3;

type Row = { subscription: Subscription; amount: number; currency: 'INR' | 'USD'; region: 'in' | 'us' };

function toMemberSubscription(deps: Pick<BillingDeps, 'catalogue'>, row: Row): api.MemberSubscription {
  const s = row.subscription;
  const product = findProduct(deps.catalogue, row.region, s.product);
  return {
    id: s.id,
    product: s.product,
    productName: product?.name ?? s.product,
    provider: s.provider,
    status: s.status,
    interval: product?.interval ?? null,
    amount: row.amount,
    currency: row.currency,
    currentPeriodEnd: s.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    createdAt: s.createdAt.toISOString(),
  };
}

/** GET /profile/subscriptions. */
export async function listSubscriptions(deps: BillingDeps, user: SessionUser) {
  const [rows, premiumUntil] = await Promise.all([memberSubscriptions(deps.db, user.id), premiumUntilOf(deps.db, user.id)]);
  return { subscriptions: rows.map((row) => toMemberSubscription(deps, row)), premiumUntil: premiumUntil?.toISOString() ?? null };
}

/**
 * Stops one subscription's renewals: the provider first (a refusal there changes nothing here),
 * then our row, under its lock. Already cancelling: answered as it is.
 */
async function cancelOne(deps: BillingDeps, subscription: Subscription): Promise<Subscription> {
  if (subscription.status === 'cancelling' || subscription.status === 'ended') return subscription;
  const adapter = providerById(deps.providers, subscription.provider);
  if (subscription.provider !== 'sandbox') {
    if (!adapter)
      throw new AppError(503, `${PROVIDER_NAMES[subscription.provider]} is not configured on this server; cancel from its dashboard.`);
    try {
      await adapter.cancelSubscription(subscription.providerSubscriptionId, 'period-end');
    } catch (err) {
      throw providerUnavailable(deps, err, PROVIDER_NAMES[subscription.provider], { subscriptionId: subscription.id });
    }
  }
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const locked = await lockSubscriptionById(db, subscription.id);
    if (!locked || locked.status === 'cancelling' || locked.status === 'ended') return locked ?? subscription;
    return markSubscriptionCancelling(db, subscription.id, deps.now());
  });
}

/**
 * POST /profile/subscriptions/cancel: one of the member's subscriptions, named by its id, provider
 * and product (all three must be the member's subscription's).
 */
export async function cancelSubscription(
  deps: BillingDeps,
  user: SessionUser,
  body: { subscriptionId: string; pgId: string; product: string },
) {
  const row = await findMemberSubscription(deps.db, user.id, body.subscriptionId);
  if (!row) throw new AppError(404, NO_SUCH_SUBSCRIPTION);
  if (row.subscription.provider !== body.pgId)
    throw new AppError(400, `body.pgId: this subscription is with ${row.subscription.provider}, not ${body.pgId}`);
  if (row.subscription.product !== body.product)
    throw new AppError(400, `body.product: this subscription is for ${row.subscription.product}, not ${body.product}`);
  if (row.subscription.status === 'ended') throw new AppError(409, 'This subscription has already ended.');
  const subscription = await cancelOne(deps, row.subscription);
  return toMemberSubscription(deps, { ...row, subscription });
}

/** POST /profile/premium {action:'cancel'}: every renewing premium subscription of the member stops renewing. */
export async function cancelPremium(deps: BillingDeps, user: SessionUser) {
  const renewing = await renewingSubscriptions(deps.db, user.id);
  for (const subscription of renewing) await cancelOne(deps, subscription);
  const premiumUntil = await premiumUntilOf(deps.db, user.id);
  return { cancelled: renewing.length, premiumUntil: premiumUntil?.toISOString() ?? null };
}

/**
 * The hourly sweep: tells each member whose cancelled subscription ends within ENDING_NOTICE_DAYS,
 * once per period (claimed in one statement, so two servers tell them once), and marks the
 * subscriptions whose period is over, and that will not renew, ended. Premium itself already
 * stops with premium_until; nothing here changes what a member may do.
 */
export async function sweepSubscriptions(deps: Omit<BillingDeps, 'deliverSandboxEvent'>): Promise<{ noticed: number; ended: number }> {
  const now = deps.now();
  const horizon = new Date(now.getTime() + ENDING_NOTICE_DAYS * 86_400_000);
  const ending = await claimEndingNotices(deps.db, now, horizon);
  for (const s of ending) {
    if (!s.userId) continue;
    try {
      await notify(deps.notifications, s.userId, {
        category: 'subscription',
        text: `Your Premium ends on ${formatDate(s.currentPeriodEnd)}: you cancelled it, so it will not renew.`,
        link: '/pricing',
        actionText: 'Keep Premium',
        dedupeKey: `subscription-ending:${s.id}:${s.currentPeriodEnd.toISOString()}`,
      });
    } catch (err) {
      deps.log.error({ err, subscriptionId: s.id }, 'billing: the subscription-ending notice failed');
    }
  }
  const ended = await endLapsedSubscriptions(deps.db, now);
  return { noticed: ending.length, ended };
}
