import { defineModule } from '../../app-context.js';
import { registerAiAnalysisRoutes } from './ai-analysis.routes.js';
import { queueDueHuntRuns } from './auto-apply.service.js';
import { jobGptOf } from './jobgpt.setup.js';
import { registerJobGptRoutes } from './jobgpt.routes.js';

/** How often a server looks for hunts due today. */
const HUNT_TICK_MS = 15_000;

/** Job hunts, the match score (ADR 023), daily hunt runs and apply packs on the work queue, AI analysis. */
export const jobgptModule = defineModule({
  name: 'jobgpt',
  register: (app, ctx) => {
    const { deps } = jobGptOf(ctx);
    registerJobGptRoutes(app, deps);
    registerAiAnalysisRoutes(app, { ...deps, llm: ctx.llm, events: ctx.events });
  },
  tasks: (ctx) => [
    {
      name: 'jobgpt.hunt-runs',
      description: "Queues today's run of every active hunt (the queue's unique keys make every server's tick safe), then runs due work.",
      when: 'every',
      everyMs: HUNT_TICK_MS,
      run: async () => {
        const { deps } = jobGptOf(ctx);
        await queueDueHuntRuns(deps);
        return deps.queue.runDue();
      },
    },
  ],
});
