import { defineModule } from '../../app-context.js';
import { SHIPPED_BLOG } from '../../config.js';
import { registerSiteRoutes } from './site.routes.js';

/** robots.txt and sitemap.xml (the public pages, the blog's articles, the salary and company pages with figures). */
export const siteModule = defineModule({
  name: 'site',
  register: (app, ctx) =>
    registerSiteRoutes(app, { config: ctx.config, db: ctx.db, cache: ctx.caches.sitemap, blog: { dir: SHIPPED_BLOG } }),
});
