import { z } from 'zod';
import { named, routesOf, slugText } from './schemas.js';

/**
 * Company logos (SPEC §7 Other GET /logo/{id}). A logo is addressed by the company's catalogue
 * slug (the one its pages use, e.g. /in/company/infosys): the admin-uploaded file when there is
 * one, otherwise a monogram drawn from the company's name. Logos are served from here only, never
 * fetched from a third party (docs/decisions/044-logos-blog-widget.md).
 */

/** The largest logo an admin may upload. */
export const LOGO_MAX_BYTES = 256 * 1024;

/** What an uploaded logo may be: raster formats only (an SVG can carry script). */
export const LOGO_TYPES = ['image/png', 'image/webp'] as const;

const logoRoutes = routesOf('Logos', 'public');

const companySlug = z.object({ id: slugText('id must be a company slug') });

/** GET /logo/:id: the image itself, cached a day and revalidated by its ETag. */
export const getLogo = logoRoutes.file('/logo/:id', {
  summary: "A company's logo by its slug: the uploaded PNG or WebP, or a monogram SVG from its name",
  params: companySlug,
  /** The version a page links (the logo's ETag): that URL never changes content, so it is cached for a year. */
  querystring: z.object({ v: z.string().max(64).optional() }),
  produces: [...LOGO_TYPES, 'image/svg+xml'],
});

export const uploadedLogo = z.object({
  company: named,
  /** The stored file's type. */
  contentType: z.enum(LOGO_TYPES),
  bytes: z.number().int(),
  /** Where the logo is served, with its version (it changes with the file). */
  url: z.string(),
});
export type UploadedLogo = z.infer<typeof uploadedLogo>;

/** POST /admin/companies/:id/logo: multipart, one `file` (PNG or WebP, at most LOGO_MAX_BYTES). */
export const uploadCompanyLogo = logoRoutes.post('/admin/companies/:id/logo', uploadedLogo, {
  access: 'admin',
  summary: "Upload a company's logo (admins; multipart `file`: a PNG or WebP of at most 256 KB), replacing its monogram",
  params: companySlug,
});

/** DELETE /admin/companies/:id/logo: back to the monogram. */
export const deleteCompanyLogo = logoRoutes.delete('/admin/companies/:id/logo', z.object({ deleted: z.boolean() }), {
  access: 'admin',
  summary: "Remove a company's uploaded logo (admins); its monogram is served again",
  params: companySlug,
});
