import { contextParts, defineModule, type AppContext } from '../../app-context.js';
import { registerReferralsRoutes } from './referrals.routes.js';
import { expireReferrals, type ReferralsDeps } from './referrals.service.js';

/** How often open requests past their window are expired (and a bundle's company refunded). */
export const REFERRALS_EXPIRY_EVERY_MS = 10 * 60_000;

const depsOf = (ctx: AppContext): ReferralsDeps => ({
  ...contextParts(ctx, 'db', 'now', 'minSlice', 'mail', 'notifications', 'log'),
  config: ctx.config,
  origin: ctx.config.origin,
});

/** Referrals (docs/decisions/048-referrals.md): referrers at their current company, requests to live jobs, paid bundles. */
export const referralsModule = defineModule({
  name: 'referrals',
  register: (app, ctx) => registerReferralsRoutes(app, depsOf(ctx)),
  tasks: (ctx) => [
    {
      name: 'referrals.expire',
      description: 'Expires referral requests unanswered past their window, refunding a bundle’s company its credits, and tells the seeker',
      when: 'every',
      everyMs: REFERRALS_EXPIRY_EVERY_MS,
      firstAfterMs: 60_000,
      scope: 'cluster',
      run: () => expireReferrals(depsOf(ctx)),
    },
  ],
});
