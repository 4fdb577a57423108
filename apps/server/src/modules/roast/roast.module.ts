import { defineModule } from '../../app-context.js';
import { registerRoastRoutes } from './roast.routes.js';

/** The career roast. */
export const roastModule = defineModule({
  name: 'roast',
  register: (app, ctx) =>
    registerRoastRoutes(app, {
      db: ctx.db,
      now: ctx.now,
      events: ctx.events,
      minSlice: ctx.minSlice,
      storage: ctx.storage,
      llm: ctx.llm,
      log: ctx.log,
    }),
});
