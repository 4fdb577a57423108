import { defineModule } from '../../app-context.js';
import { registerReferralRoutes } from './referral.routes.js';

/** The referral widget's token. */
export const referralModule = defineModule({
  name: 'referral',
  register: (app, ctx) => registerReferralRoutes(app, { config: ctx.config, now: ctx.now }),
});
