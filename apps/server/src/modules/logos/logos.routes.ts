import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import { deleteLogo, getLogo, uploadLogo, type LogosDeps } from './logos.service.js';

const DAY = 86_400;
const YEAR = 365 * DAY;

/** Does an If-None-Match header name this ETag (or `*`)? */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));

/** Logos: anyone reads them (cached, revalidated by ETag); admins upload and remove them. */
export function registerLogoRoutes(app: FastifyInstance, deps: LogosDeps) {
  bindFileRoute(
    app,
    api.getLogo,
    {
      description:
        'The uploaded PNG or WebP, or a monogram SVG. Cached for a day with an ETag (304 on If-None-Match); ' +
        'for a year, immutable, when `v` names the current version.',
      success: 'The logo',
    },
    async ({ params, query, request, reply }) => {
      const logo = await getLogo(deps, params.id);
      const etag = `"${logo.version}"`;
      reply
        .header('etag', etag)
        .header('cache-control', query.v === logo.version ? `public, max-age=${YEAR}, immutable` : `public, max-age=${DAY}`)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own is a document: it may draw, never run or fetch anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(logo.contentType).send(logo.body);
    },
  );
  // multipart/form-data with one `file`: typed by its bytes, PNG or WebP only (an SVG can carry script).
  bindRoute(app, api.uploadCompanyLogo, async ({ params, request }) => {
    const file = await readUpload(request, { field: 'file', maxBytes: api.LOGO_MAX_BYTES, allowed: ['png', 'webp'] });
    return uploadLogo(deps, params.id, file);
  });
  bindRoute(app, api.deleteCompanyLogo, async ({ params }) => deleteLogo(deps, params.id));
}
