import { defineModule } from '../../app-context.js';
import { registerResumeRoutes } from './resumes.routes.js';

/** Tailored resumes and their PDFs. */
export const resumesModule = defineModule({
  name: 'resumes',
  register: (app, ctx) => registerResumeRoutes(app, { db: ctx.db, now: ctx.now, storage: ctx.storage, log: ctx.log }),
});
