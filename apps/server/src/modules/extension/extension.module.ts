import { defineModule } from '../../app-context.js';
import { registerExtensionRoutes } from './extension.routes.js';

/** Browser-extension keys. */
export const extensionModule = defineModule({
  name: 'extension',
  register: (app, ctx) => registerExtensionRoutes(app, { db: ctx.db, now: ctx.now }),
});
