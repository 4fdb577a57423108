import { defineModule } from '../../app-context.js';
import { benchmarkingDepsOf } from '../benchmarking/benchmarking-deps.service.js';
import { registerPayBandRoutes } from './pay-bands.routes.js';

/** Pay bands built from a peer group's market: versions, scenarios and the band linter. */
export const paybandsModule = defineModule({
  name: 'paybands',
  register: (app, ctx) => registerPayBandRoutes(app, benchmarkingDepsOf(ctx)),
});
