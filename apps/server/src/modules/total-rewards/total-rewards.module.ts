import { defineModule } from '../../app-context.js';
import { benchmarkingDepsOf } from '../benchmarking/benchmarking-deps.service.js';
import { registerTotalRewardsRoutes } from './total-rewards.routes.js';

/** Total rewards statements: the workspace's plan values, each employee's statement as JSON and PDF, and the bulk PDF. */
export const totalRewardsModule = defineModule({
  name: 'total-rewards',
  register: (app, ctx) => registerTotalRewardsRoutes(app, benchmarkingDepsOf(ctx)),
});
