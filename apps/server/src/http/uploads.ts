import multipart from '@fastify/multipart';
import { AppError } from '@paysight/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unzipSync } from 'fflate';
import type { z } from 'zod';

/**
 * File uploads (multipart/form-data): one file per request, its size capped while it streams, and
 * its type decided by its bytes, never by its name or the browser's claim. Every refusal is a 4xx
 * that says what was wrong.
 */

export const UPLOAD_KINDS = ['pdf', 'docx', 'xlsx', 'zip', 'png', 'jpeg', 'webp', 'csv'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MIME_OF: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  csv: 'text/csv',
};

const LABEL: Record<UploadKind, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  xlsx: 'XLSX',
  zip: 'ZIP',
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  csv: 'CSV',
};

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** Zip entry names, or null when the bytes are not a readable zip archive. */
export function zipEntries(buf: Buffer): string[] | null {
  try {
    const names: string[] = [];
    // The filter sees every entry and declines to inflate any: listing costs no decompression.
    unzipSync(buf, {
      filter: (f) => {
        names.push(f.name);
        return false;
      },
    });
    return names;
  } catch {
    return null;
  }
}

/**
 * What the bytes are, by their signature (and for a zip, by what it holds); null when none we take.
 * Text has no signature, so bytes are taken as a CSV only when `text` says the caller accepts one:
 * elsewhere an HTML page or a note stays "otherwise", not "CSV".
 */
export function sniffKind(buf: Buffer, options: { text?: boolean } = {}): UploadKind | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF <size> WEBP
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntries(buf);
    if (!names) return null;
    if (names.includes('word/document.xml') && names.includes('[Content_Types].xml')) return 'docx';
    return names.includes('xl/workbook.xml') ? 'xlsx' : 'zip';
  }
  return options.text && isUtf8Text(buf) ? 'csv' : null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 with no NUL byte: binary formats and UTF-16 text (Excel's "Unicode text") hold NUL bytes. */
function isUtf8Text(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  try {
    utf8.decode(buf);
    return true;
  } catch {
    return false;
  }
}

export interface Upload {
  filename: string;
  bytes: Buffer;
  kind: UploadKind;
  mime: string;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
}

const MB = 1024 * 1024;

export function formatBytes(n: number) {
  if (n < MB) return `${Math.round(n / 1024)} KB`;
  return n % MB === 0 ? `${n / MB} MB` : `${(n / MB).toFixed(1)} MB`;
}

/** Registers multipart parsing; the per-route cap is applied in readUpload. */
export async function registerUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
}

/**
 * Reads the request's one file. Refuses: a request that is not multipart (415), no file (400), a
 * file over `maxBytes` (413), an empty file or one whose bytes are not of an allowed kind (415).
 */
export async function readUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; allowed: readonly UploadKind[] },
): Promise<Upload> {
  const allowedText = options.allowed.map((k) => LABEL[k]).join(' or ');
  if (!request.isMultipart()) throw new AppError(415, `send the file as multipart/form-data in the field "${options.field}"`);
  let part;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes } });
  } catch (err) {
    throw new AppError(400, `the upload could not be read: ${(err as Error).message}`);
  }
  if (!part) throw new AppError(400, `${options.field}: choose a ${allowedText} file to upload`);
  if (part.fieldname !== options.field) throw new AppError(400, `send the file in the field "${options.field}"`);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `${options.field}: the file is larger than ${formatBytes(options.maxBytes)}`);
    }
    throw new AppError(400, `the upload could not be read: ${(err as Error).message}`);
  }
  if (part.file.truncated) throw new AppError(413, `${options.field}: the file is larger than ${formatBytes(options.maxBytes)}`);
  if (bytes.length === 0) throw new AppError(400, `${options.field}: the file is empty`);
  const kind = sniffKind(bytes, { text: options.allowed.includes('csv') });
  if (!kind || !options.allowed.includes(kind)) {
    throw new AppError(415, `${options.field}: the file is not a ${allowedText} (its contents say ${kind ? LABEL[kind] : 'otherwise'})`);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && v.type === 'field' && typeof v.value === 'string') fields[name] = v.value;
  }
  const filename = (part.filename || `upload.${kind}`).replace(/[^\w.\- ()]/g, '_').slice(0, 120);
  return { filename, bytes, kind, mime: MIME_OF[kind], fields };
}

/** The text fields of an upload (sent before the file), checked like a body: a 400 names the field. */
export function parseUploadFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError(400, parsed.error.issues.map((i) => `body.${i.path.join('.') || 'fields'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}
