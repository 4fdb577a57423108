import { defineModule } from '../../app-context.js';
import { benchmarkingDepsOf } from './benchmarking-deps.service.js';
import { registerBenchmarkingRoutes } from './benchmarking.routes.js';
import { registerBenchmarkExportRoutes } from './exports.routes.js';
import { registerPayrollRoutes } from './payroll.routes.js';

/** Peer benchmarks from the in-memory market index, views, startups, exports, payroll against the market (ADR 030). */
export const benchmarkingModule = defineModule({
  name: 'benchmarking',
  register: (app, ctx) => {
    const deps = benchmarkingDepsOf(ctx);
    registerBenchmarkingRoutes(app, deps);
    registerBenchmarkExportRoutes(app, deps);
    registerPayrollRoutes(app, deps);
  },
  tasks: (ctx) => [
    {
      name: 'benchmarking.market-index',
      description:
        'Loads the market index (published records as columns) at start, so the first employer to ask does not wait; it reloads itself when records change.',
      when: 'background',
      run: () => benchmarkingDepsOf(ctx).market.reloadNow(),
    },
  ],
});
