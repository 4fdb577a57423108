import { defineModule } from '../../app-context.js';
import { billingDepsOf } from './billing-deps.js';
import { registerBillingRoutes } from './billing.routes.js';
import { refundFailed, sendRefund } from './refund-sender.js';
import { SEND_REFUND_TASK } from './refunds.service.js';
import { sweepSubscriptions } from './subscriptions.service.js';

/** Prices, checkout (Stripe, Razorpay, sandbox), settling, subscriptions, receipts, credits. */
export const billingModule = defineModule({
  name: 'billing',
  register: async (app, ctx) => {
    const deps = await registerBillingRoutes(app, billingDepsOf(ctx));
    // Refunds decided in a transaction (a cancelled booking) are sent by the durable queue after it commits, with retries.
    ctx.queue.handle(SEND_REFUND_TASK, {
      run: (task) => sendRefund(deps, task),
      onFailed: (task, error) => refundFailed(deps, task, error),
    });
  },
  tasks: (ctx) => [
    {
      name: 'billing.subscription-sweep',
      description: 'Tells members whose cancelled Premium ends soon, and ends lapsed subscriptions: once an hour in the cluster.',
      when: 'every',
      scope: 'cluster',
      firstAfterMs: 60_000,
      everyMs: 60 * 60_000,
      run: () => sweepSubscriptions(billingDepsOf(ctx)),
    },
  ],
});
