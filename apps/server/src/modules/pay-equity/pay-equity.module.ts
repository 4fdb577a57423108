import { defineModule } from '../../app-context.js';
import { registerPayEquityRoutes } from './pay-equity.routes.js';

/** Pay equity over a workspace's payroll: gaps, quartiles, the adjusted gap, its priced fix and the EU Directive's report. */
export const payEquityModule = defineModule({
  name: 'pay-equity',
  register: (app, ctx) => registerPayEquityRoutes(app, { db: ctx.db, now: ctx.now }),
});
