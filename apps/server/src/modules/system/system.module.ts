import { defineModule } from '../../app-context.js';
import { APP_VERSION } from '../../version.js';
import { registerHealthRoutes } from './health.routes.js';

/** Health: the database's round trip, the version, the uptime. */
export const systemModule = defineModule({
  name: 'system',
  register: (app, ctx) =>
    registerHealthRoutes(app, { database: ctx.database, version: APP_VERSION, startedAt: ctx.startedAt, stalls: ctx.stalls }),
});
