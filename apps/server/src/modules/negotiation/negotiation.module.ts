import { defineModule } from '../../app-context.js';
import { registerNegotiationRoutes } from './negotiation.routes.js';

/** Negotiation coaches and reviews. */
export const negotiationModule = defineModule({
  name: 'negotiation',
  register: (app, ctx) => registerNegotiationRoutes(app, { db: ctx.db }),
});
