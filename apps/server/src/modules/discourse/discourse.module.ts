import { defineModule } from '../../app-context.js';
import { registerDiscourseRoutes } from './discourse.routes.js';

/** The forum's single sign-on. */
export const discourseModule = defineModule({
  name: 'discourse',
  register: (app, ctx) => registerDiscourseRoutes(app, { db: ctx.db, config: ctx.config }),
});
