import { defineModule } from '../../app-context.js';
import { salaryDepsOf } from './salary-deps.service.js';
import { warmRegionLists, WARM_EVERY_MS, WARM_FIRST_AFTER_MS } from './warm-lists.service.js';
import { registerSalaryRoutes } from './salary.routes.js';

/** A slice's figures, the explore calls, market position, a company's leadership pay and stock. */
export const salaryModule = defineModule({
  name: 'salary',
  register: (app, ctx) => registerSalaryRoutes(app, salaryDepsOf(ctx)),
  tasks: (_ctx, app) => [
    {
      name: 'salary.warm-lists',
      description: "Asks for the salary hub's region-wide lists inside the explore cache's stale window, so no visitor waits for them.",
      when: 'every',
      firstAfterMs: WARM_FIRST_AFTER_MS,
      everyMs: WARM_EVERY_MS,
      run: () => warmRegionLists(app),
    },
  ],
});
