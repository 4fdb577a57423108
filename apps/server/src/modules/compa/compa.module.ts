import { defineModule } from '../../app-context.js';
import { benchmarkingDepsOf } from '../benchmarking/benchmarking-deps.service.js';
import { registerCompaOfferRoutes } from './compa-offers.routes.js';
import { registerCompaRoutes } from './compa.routes.js';

/** The compa roster: the workspace's employees against their pay bands and the market (ADR 054), and candidate offers against the same. */
export const compaModule = defineModule({
  name: 'compa',
  register: (app, ctx) => {
    const deps = benchmarkingDepsOf(ctx);
    registerCompaRoutes(app, deps);
    registerCompaOfferRoutes(app, deps);
  },
});
