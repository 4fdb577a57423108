import { z } from 'zod';
import { countQuery, routesOf, slugText } from './schemas.js';

/**
 * The blog (SPEC §7 Other GET /home/blogs): articles kept as Markdown with front matter in the
 * repository (apps/server/content/blog), rendered to HTML once on the server.
 */

export const blogSummary = z.object({
  slug: z.string(),
  title: z.string(),
  /** One or two sentences: the article's meta description and its teaser in lists. */
  description: z.string(),
  /** Published, YYYY-MM-DD. */
  date: z.string(),
  /** At 200 words a minute, rounded up. */
  readingMinutes: z.number().int(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

export const blogArticle = blogSummary.extend({
  /** The body as HTML, rendered from the article's Markdown and sanitised. */
  html: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticle>;

const blogRoutes = routesOf('Blog', 'public');

/** GET /home/blogs: the latest articles first. */
export const listBlogs = blogRoutes.list('/home/blogs', 'articles', blogSummary, {
  summary: 'The blog’s articles, newest first (at most `limit`)',
  querystring: z.object({ limit: countQuery('limit', 50, 50) }),
});

/** GET /home/blogs/:slug: one article with its HTML. */
export const getBlogArticle = blogRoutes.get('/home/blogs/:slug', blogArticle, {
  summary: 'One article of the blog, its body rendered to HTML',
  params: z.object({ slug: slugText('slug must be an article’s slug') }),
});
