import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '@paysight/contract';
import { unzipSync } from 'fflate';

/**
 * Plain text out of the documents members upload (resumes, offer letters), one line per line of
 * the document. Both readers stay in process and never run code from the file: pdf.js with
 * evaluation off, and DOCX read as its XML. A file that cannot be read is a 422 saying so.
 */

const require = createRequire(import.meta.url);
// pdf.js reads the 14 standard fonts' metrics from here when a PDF uses them without embedding.
const STANDARD_FONTS = `${pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** Pages read from one PDF; a resume or an offer letter is never longer. */
const MAX_PDF_PAGES = 10;
/** The unpacked size of document.xml we read; bigger is a zip bomb, not a resume. */
const MAX_DOCX_XML_BYTES = 20 * 1024 * 1024;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const task = getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: STANDARD_FONTS,
      verbosity: VerbosityLevel.ERRORS,
    });
    const pdf = await task.promise;
    const lines: string[] = [];
    try {
      for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES); n++) {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        let line = '';
        for (const item of content.items) {
          if (!('str' in item)) continue;
          line += item.str;
          if (item.hasEOL) {
            lines.push(line);
            line = '';
          } else if (item.str && !line.endsWith(' ')) line += ' ';
        }
        if (line.trim()) lines.push(line);
      }
    } finally {
      await task.destroy();
    }
    return tidy(lines.join('\n'));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(422, 'the PDF could not be read; it may be damaged or protected by a password');
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(s: string) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e] ?? m;
  });
}

export function docxText(bytes: Uint8Array): string {
  let xml: Uint8Array | undefined;
  try {
    const files = unzipSync(bytes, {
      filter: (f) => {
        if (f.name !== 'word/document.xml') return false;
        if (f.originalSize > MAX_DOCX_XML_BYTES) throw new AppError(422, 'the DOCX is too large once unpacked');
        return true;
      },
    });
    xml = files['word/document.xml'];
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(422, 'the DOCX could not be read; it may be damaged');
  }
  if (!xml) throw new AppError(422, 'the DOCX has no document body');
  const text = new TextDecoder().decode(xml);
  // Paragraphs and breaks end lines; tabs stay tabs; the text runs are <w:t>.
  const out = text
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<w:br[^>]*\/>/g, '\n')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g, (_m, t: string) => `\uE000${t}\uE001`)
    .replace(/<[^>]+>/g, '')
    .replace(/\uE000([^\uE001]*)\uE001/g, (_m, t: string) => decodeXml(t));
  return tidy(out);
}

function tidy(text: string) {
  return text
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/** The text of an uploaded PDF or DOCX (kind as decided by uploads.sniffKind). */
export async function documentText(kind: 'pdf' | 'docx', bytes: Uint8Array): Promise<string> {
  return kind === 'pdf' ? pdfText(bytes) : docxText(bytes);
}
