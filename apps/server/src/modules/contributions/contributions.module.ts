import { defineModule } from '../../app-context.js';
import { registerContributionRoutes } from './contributions.routes.js';

/** Members' salary contributions, and where each stands in its market. */
export const contributionsModule = defineModule({
  name: 'contributions',
  register: (app, ctx) => registerContributionRoutes(app, { db: ctx.db, now: ctx.now, events: ctx.events, minSlice: ctx.minSlice }),
});
