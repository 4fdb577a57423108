import { defineModule } from '../../app-context.js';
import { registerCareerHistoryRoutes } from './history.routes.js';

/** A member's positions and education. */
export const careerHistoryModule = defineModule({
  name: 'career-history',
  register: (app, ctx) => registerCareerHistoryRoutes(app, { db: ctx.db, now: ctx.now }),
});
