import { defineModule } from '../../app-context.js';
import { registerOffersRoutes } from './offers.routes.js';

/** Offers, their analysis against the market, the negotiation checklist. */
export const offersModule = defineModule({
  name: 'offers',
  register: (app, ctx) => registerOffersRoutes(app, { db: ctx.db, now: ctx.now, config: ctx.config, events: ctx.events }),
});
