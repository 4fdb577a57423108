import { defineModule } from '../../app-context.js';
import { registerVoucherRoutes } from './vouchers.routes.js';

/** Coupon redemption. */
export const vouchersModule = defineModule({
  name: 'vouchers',
  register: (app, ctx) => registerVoucherRoutes(app, { db: ctx.db, config: ctx.config, now: ctx.now }),
});
