import { defineModule } from '../../app-context.js';
import { registerSiteRoutes } from './site.routes.js';

/** robots.txt and sitemap.xml. */
export const siteModule = defineModule({
  name: 'site',
  register: (app, ctx) => registerSiteRoutes(app, { config: ctx.config, db: ctx.db, cache: ctx.caches.sitemap }),
});
