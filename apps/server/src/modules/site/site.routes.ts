import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { PUBLIC_PAGES } from './sitemap-pages.js';

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * robots.txt and sitemap.xml. The sitemap lists the public pages that exist; modules that add
 * indexable pages extend PUBLIC_PAGES (and, for data pages, a query of their own).
 */
export function registerSiteRoutes(app: FastifyInstance, config: Config) {
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');

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
    const urls = PUBLIC_PAGES.map(
      (page) =>
        `  <url><loc>${xmlEscape(`${origin}${page.path}`)}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    );
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });
}
