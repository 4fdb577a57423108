import { defineModule } from '../../app-context.js';
import { benchmarkingDepsOf } from '../benchmarking/benchmarking-deps.service.js';
import { registerMeritRoutes } from './merit.routes.js';

/** Merit cycles over the workspace's roster, bands and budgets (ADR 057). */
export const meritModule = defineModule({
  name: 'merit',
  register: (app, ctx) => registerMeritRoutes(app, { ...benchmarkingDepsOf(ctx), fx: ctx.fx }),
});
