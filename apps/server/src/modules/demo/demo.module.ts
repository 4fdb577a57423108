import { seedDemo, seedJobsDemo } from '@paysight/db/demo';
import { defineModule } from '../../app-context.js';
import { refreshAllPayEstimates } from '../jobs/pay-estimate.service.js';

/**
 * The generated demo dataset (DEMO_DATA=on): loaded, or brought to its current version, before the
 * server answers its first request, so a first visit never meets an empty product.
 */
export const demoModule = defineModule({
  name: 'demo',
  register: () => {},
  tasks: (ctx) =>
    ctx.config.DEMO_DATA === 'on'
      ? [
          {
            name: 'demo.seed',
            description:
              'Loads the demo companies, salaries, people and jobs (labelled demo), or their new version; then the pay estimates beside jobs.',
            when: 'startup',
            // Under one lock across servers: replicas starting together on an empty database load it once
            // (the others then find the current version and skip).
            run: () =>
              ctx.database.exclusively('demo-seed', async () => {
                const summary = await seedDemo(ctx.db, { salaryRecords: ctx.config.SEED_RECORDS });
                if (summary.loaded) ctx.log.info(summary, 'demo data loaded');
                const demoJobs = await seedJobsDemo(ctx.db);
                if (demoJobs.loaded) ctx.log.info(demoJobs, 'demo jobs loaded');
                // New salaries or new jobs: the estimates beside jobs without posted pay are recomputed.
                if (summary.loaded || demoJobs.loaded) await refreshAllPayEstimates(ctx);
                return { summary, demoJobs };
              }),
          },
        ]
      : [],
});
