import { defineModule } from '../../app-context.js';
import { SHIPPED_BLOG } from '../../config.js';
import { registerBlogRoutes } from './blog.routes.js';

/** The blog's articles, Markdown files shipped with the server. */
export const blogModule = defineModule({
  name: 'blog',
  register: (app) => registerBlogRoutes(app, { dir: SHIPPED_BLOG }),
});
