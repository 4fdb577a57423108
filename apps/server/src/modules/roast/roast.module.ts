import { contextParts, defineModule } from '../../app-context.js';
import { registerRoastRoutes } from './roast.routes.js';

/** The career roast. */
export const roastModule = defineModule({
  name: 'roast',
  register: (app, ctx) => registerRoastRoutes(app, contextParts(ctx, 'db', 'now', 'events', 'minSlice', 'storage', 'llm', 'log')),
});
