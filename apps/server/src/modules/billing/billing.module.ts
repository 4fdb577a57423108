import { defineModule } from '../../app-context.js';
import { billingDepsOf } from './billing-deps.js';
import { registerBillingRoutes } from './billing.routes.js';
import { sweepSubscriptions } from './subscriptions.service.js';

/** Prices, checkout (Stripe, Razorpay, sandbox), settling, subscriptions, receipts, credits. */
export const billingModule = defineModule({
  name: 'billing',
  register: (app, ctx) => registerBillingRoutes(app, billingDepsOf(ctx)),
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
