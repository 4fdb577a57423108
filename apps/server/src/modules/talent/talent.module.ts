import { defineModule } from '../../app-context.js';
import { registerTalentRoutes } from './talent.routes.js';

/** Talent intelligence from career histories under the privacy rule of talent.rules.ts (ADR 058). */
export const talentModule = defineModule({
  name: 'talent',
  register: (app, ctx) => {
    registerTalentRoutes(app, { db: ctx.db, now: ctx.now, minSlice: ctx.minSlice, cache: ctx.caches.talentReports });
  },
});
