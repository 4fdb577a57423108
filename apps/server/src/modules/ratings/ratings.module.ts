import { defineModule } from '../../app-context.js';
import { registerRatingsRoutes } from './ratings.routes.js';

/** Members' ratings of their own companies, and the culture view. */
export const ratingsModule = defineModule({
  name: 'ratings',
  register: (app, ctx) => registerRatingsRoutes(app, { db: ctx.db, now: ctx.now, minSlice: ctx.minSlice }),
});
