import { defineModule } from '../../app-context.js';
import { registerBenefitsRoutes } from './benefits.routes.js';

/** Members' reports of their companies' benefits, and the figures built from them. */
export const benefitsModule = defineModule({
  name: 'benefits',
  register: (app, ctx) => registerBenefitsRoutes(app, { db: ctx.db, now: ctx.now, minSlice: ctx.minSlice }),
});
