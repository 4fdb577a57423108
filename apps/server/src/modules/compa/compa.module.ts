import { defineModule } from '../../app-context.js';
import { benchmarkingDepsOf } from '../benchmarking/benchmarking-deps.service.js';
import { registerCompaRoutes } from './compa.routes.js';

/** The compa roster: the workspace's employees against their pay bands and the market (ADR 054). */
export const compaModule = defineModule({
  name: 'compa',
  register: (app, ctx) => registerCompaRoutes(app, benchmarkingDepsOf(ctx)),
});
