import { defineModule, referenceDataTasks } from '../../app-context.js';
import { importResearchFolder } from './research-import.service.js';
import { registerResearchRoutes } from './research.routes.js';

/** Public research data (AI exposure, O*NET titles, BLS wages): the market, job-risk and future-of-work views (ADR 026). */
export const researchModule = defineModule({
  name: 'research',
  register: (app, ctx) => registerResearchRoutes(app, { db: ctx.db, minSlice: ctx.minSlice, now: ctx.now }),
  tasks: referenceDataTasks(
    'research.import',
    'Imports the research files of RESEARCH_DATA_DIR (only what changed), while the server already answers.',
    importResearchFolder,
  ),
});
