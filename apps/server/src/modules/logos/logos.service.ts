import { API_BASE, AppError, api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FileStorage } from '../../providers/storage/storage.provider.js';
import { companyLogoRow, setCompanyLogoUrl } from './logos.queries.js';
import { logoVersion, monogramSvg } from './logos.rules.js';

/**
 * Company logos: an admin's upload, kept in the private file storage and served only through
 * GET /logo/:id, or the company's monogram. The company's `logo_url` says which: the path of the
 * upload with its version (`/api/v1/logo/<slug>?v=<hash>`), or null for the monogram.
 */
export interface LogosDeps {
  db: Db;
  storage: FileStorage;
}

export interface Logo {
  body: Buffer | string;
  contentType: (typeof api.LOGO_TYPES)[number] | 'image/svg+xml';
  /** The content's hash: its ETag and the `v` of its versioned URL. */
  version: string;
}

/** A company's upload's storage key (the storage's keys are `<folder>/<8+ characters>`). */
const storageKey = (companyId: number) => `logos/company-${companyId}`;
const logoPath = (slug: string) => `${API_BASE}/logo/${slug}`;
const versionIn = (logoUrl: string) => new URL(logoUrl, 'http://x').searchParams.get('v');

async function companyOf(deps: LogosDeps, slug: string) {
  const company = await companyLogoRow(deps.db, slug);
  if (!company) throw new AppError(404, `No company "${slug}"`);
  return company;
}

/** The stored upload's type, by its bytes (only PNG and WebP are ever stored). */
const storedType = (bytes: Buffer): Logo['contentType'] =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' ? 'image/webp' : 'image/png';

/** A company's logo: its upload, or its monogram when none was uploaded (or the file is gone). */
export async function getLogo(deps: LogosDeps, slug: string): Promise<Logo> {
  const company = await companyOf(deps, slug);
  if (company.logoUrl) {
    const bytes = await deps.storage.get(storageKey(company.id));
    // A file lost from the storage falls back to the monogram rather than a broken image.
    if (bytes) return { body: bytes, contentType: storedType(bytes), version: versionIn(company.logoUrl) ?? logoVersion(bytes) };
  }
  const svg = monogramSvg(company);
  return { body: svg, contentType: 'image/svg+xml', version: logoVersion(svg) };
}

export async function uploadLogo(deps: LogosDeps, slug: string, file: { bytes: Buffer; mime: string }): Promise<api.UploadedLogo> {
  const company = await companyOf(deps, slug);
  const contentType = api.LOGO_TYPES.find((type) => type === file.mime);
  if (!contentType) throw new AppError(415, 'file: a logo must be a PNG or WebP');
  await deps.storage.put(storageKey(company.id), file.bytes, contentType);
  const url = `${logoPath(company.slug)}?v=${logoVersion(file.bytes)}`;
  await setCompanyLogoUrl(deps.db, company.id, url);
  return { company: { name: company.name, slug: company.slug }, contentType, bytes: file.bytes.length, url };
}

export async function deleteLogo(deps: LogosDeps, slug: string) {
  const company = await companyOf(deps, slug);
  if (!company.logoUrl) return { deleted: false };
  await setCompanyLogoUrl(deps.db, company.id, null);
  await deps.storage.delete(storageKey(company.id));
  return { deleted: true };
}
