import { defineModule } from '../../app-context.js';
import { registerInternshipsRoutes } from './internships.routes.js';

/** Internship stipends by company, title and city. */
export const internshipsModule = defineModule({
  name: 'internships',
  register: (app, ctx) => registerInternshipsRoutes(app, { db: ctx.db, minSlice: ctx.minSlice, now: ctx.now }),
});
