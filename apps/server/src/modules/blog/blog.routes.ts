import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getArticle, listArticles, type BlogDeps } from './blog.service.js';

/** The blog: public, the same for everyone. */
export function registerBlogRoutes(app: FastifyInstance, deps: BlogDeps) {
  bindRoute(app, api.listBlogs, async ({ query }) => listArticles(deps, query.limit));
  bindRoute(app, api.getBlogArticle, async ({ params }) => getArticle(deps, params.slug));
}
