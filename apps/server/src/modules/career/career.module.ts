import { defineModule } from '../../app-context.js';
import { careerNetworkOf, CAREER_POLL_MS } from './career-network.service.js';
import { registerCareerRanksRoutes } from './career-ranks.routes.js';
import { registerDashboardRoute } from './dashboard.routes.js';
import { createElitenessService } from './eliteness.service.js';
import { registerElitenessRoute } from './eliteness.routes.js';
import { createMovesService } from './moves.service.js';
import { registerCareerMovesRoutes } from './moves.routes.js';
import { registerSwitchRoutes } from './switch.routes.js';

/** Career intelligence: rankings from the move network (ADR 027), talent flow (ADR 028), the tree, eliteness, the dashboard (ADR 029). */
export const careerModule = defineModule({
  name: 'career',
  register: (app, ctx) => {
    const network = careerNetworkOf(ctx);
    registerSwitchRoutes(app, { db: ctx.db, minSlice: ctx.minSlice, cache: ctx.caches.careerSwitch });
    registerCareerMovesRoutes(
      app,
      createMovesService({ db: ctx.db, now: ctx.now, minSlice: ctx.minSlice, notifications: ctx.notifications }),
    );
    registerCareerRanksRoutes(app, { db: ctx.db, minSlice: ctx.minSlice, network });
    registerDashboardRoute(app, { db: ctx.db, now: ctx.now, minSlice: ctx.minSlice, network });
    registerElitenessRoute(app, createElitenessService({ db: ctx.db, now: ctx.now, minSlice: ctx.minSlice, network, events: ctx.events }));
  },
  tasks: (ctx) => [
    {
      name: 'career.rankings',
      description: "Loads the company rankings, and rebuilds them when career_version has moved (a server's in-memory copy; ADR 027).",
      when: 'every',
      everyMs: CAREER_POLL_MS,
      run: () => careerNetworkOf(ctx).refresh(),
      stop: () => careerNetworkOf(ctx).stop(),
    },
  ],
});
