import { defineModule } from '../../app-context.js';
import { registerInsightsRoutes } from './insights.routes.js';

/** Trends, leaderboard, industry navigator, salary reports, the activity feed. */
export const insightsModule = defineModule({
  name: 'insights',
  register: (app, ctx) => registerInsightsRoutes(app, { db: ctx.db, minSlice: ctx.minSlice, now: ctx.now, cache: ctx.caches.insights }),
});
