import type { Db } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Cache } from '../../lib/cache.js';
import { allArticles, type BlogDeps } from '../blog/blog.service.js';
import { PUBLIC_PAGES } from './sitemap-pages.js';
import { indexableSalaryPages } from './sitemap.queries.js';

/** The sitemap protocol's limit on URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * robots.txt and sitemap.xml. The sitemap lists the public pages that exist (PUBLIC_PAGES), the
 * blog's articles, and every salary page and company page with enough records to show figures, with the date of its newest record.
 */
export function registerSiteRoutes(app: FastifyInstance, deps: { config: Config; db: Db; cache: Cache<string>; blog: BlogDeps }) {
  const { config, db } = deps;
  const origin = config.origin;
  const url = (path: string, changefreq: string, priority: number, lastmod?: string) =>
    `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}<changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority></url>`;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      // Personal and session screens, and the API, are never useful in a search index.
      'Disallow: /api/',
      'Disallow: /auth/',
      'Disallow: /profile',
      'Disallow: /account',
      'Disallow: /discuss/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = await deps.cache.get('sitemap', async () => {
      const articles = await allArticles(deps.blog);
      const salaryPages = await indexableSalaryPages(db, config.MIN_SLICE, SITEMAP_MAX_URLS - PUBLIC_PAGES.length - articles.length);
      const urls = [
        ...PUBLIC_PAGES.map((page) => url(page.path, page.changefreq, page.priority)),
        ...articles.map((article) => url(`/blog/${article.slug}`, 'monthly', 0.5, article.date)),
        ...salaryPages.map((p) =>
          p.titleSlug === null
            ? url(`/${p.countryCode}/company/${p.companySlug}`, 'weekly', 0.7, p.lastDate)
            : url(
                `/${p.countryCode}/salary/${p.companySlug ? `${p.companySlug}--${p.titleSlug}` : p.titleSlug}`,
                'weekly',
                p.companySlug ? 0.6 : 0.8,
                p.lastDate,
              ),
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    });
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return body;
  });
}
