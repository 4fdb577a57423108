import { defineModule } from '../../app-context.js';
import { registerEmployerJobRoutes } from './employer-jobs.routes.js';
import { registerJobRoutes } from './jobs.routes.js';
import { listedJobsOf } from './listed-jobs.service.js';
import { registerResumeFiltersRoutes } from './resume-filters.routes.js';

/** Jobs from public boards and employers, the in-memory index of listed jobs (ADR 023), pay estimates, resume → filters. */
export const jobsModule = defineModule({
  name: 'jobs',
  register: (app, ctx) => {
    registerJobRoutes(app, { db: ctx.db, now: ctx.now, minSlice: ctx.minSlice, listedJobs: listedJobsOf(ctx) });
    registerResumeFiltersRoutes(app, { db: ctx.db, now: ctx.now });
    registerEmployerJobRoutes(app, { db: ctx.db, now: ctx.now, minSlice: ctx.minSlice, storage: ctx.storage });
  },
});
