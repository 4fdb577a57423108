import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfMakeModule from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDFs made on the server with pdfmake (no browser): resumes, total rewards statements, receipts.
 * A document names its fonts and the only files it may read; nothing of any document comes from the
 * network. pdfmake loads on the first document, not at start.
 */

type PdfMake = typeof PdfMakeModule;
/** The singleton's settings a document is made with (read when createPdf is called). */
type PdfMakeState = PdfMake & { fonts?: unknown; urlAccessPolicy?: unknown; localAccessPolicy?: unknown };
type FontFamily = { normal: string; bold: string; italics: string; bolditalics: string };

/** A document's fonts (pdfmake's family → files or standard-font names) and what of the disk it may read. */
export interface PdfFonts {
  fonts: Record<string, FontFamily>;
  readable: ReadonlySet<string>;
}

const require = createRequire(import.meta.url);
// pdfmake's package.json has no "exports" map, so its package.json (and the fonts beside it) resolve;
// the server bundle keeps pdfmake external, so node_modules/pdfmake/fonts is where it always is.
const ROBOTO_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const robotoFiles: FontFamily = {
  normal: path.join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
  bold: path.join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
  italics: path.join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
  bolditalics: path.join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
};

/** Roboto, the font pdfmake ships, read from the installed package: it has the rupee sign and the Latin, Greek and Cyrillic scripts. */
export const ROBOTO: PdfFonts = { fonts: { Roboto: robotoFiles }, readable: new Set(Object.values(robotoFiles)) };

const helvetica: FontFamily = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};

/** The PDF standard Helvetica: no font file is read at all (its WinAnsi encoding has no rupee sign). */
export const STANDARD_HELVETICA: PdfFonts = { fonts: { Helvetica: helvetica }, readable: new Set(Object.values(helvetica)) };

let loaded: Promise<PdfMake> | null = null;

function pdfmake(): Promise<PdfMake> {
  // A CommonJS singleton: Node's ESM loader hands it over as the default export.
  loaded ??= import('pdfmake').then((mod) => ((mod as unknown as { default?: PdfMake }).default ?? mod) as PdfMake);
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

/** A document's properties as every Paysight PDF states them: its title, subject and author, made by Paysight. */
export const pdfInfo = (title: string, subject: string, author: string | undefined): TDocumentDefinitions['info'] => ({
  title,
  author,
  subject,
  creator: 'Paysight',
  producer: 'Paysight',
});

/**
 * `doc` as a PDF in `fonts`. pdfmake is one object every kind of document shares, and createPdf reads
 * its fonts and access policies synchronously: they are set just before it and put back just after,
 * so no document sees another's. pdfmake writes into the document it is given: pass a copy of
 * anything stored.
 */
export async function renderPdf(doc: TDocumentDefinitions, fonts: PdfFonts): Promise<Buffer> {
  const pm = await pdfmake();
  const state = pm as PdfMakeState;
  const before = { fonts: state.fonts, url: state.urlAccessPolicy, local: state.localAccessPolicy };
  let pdf: ReturnType<PdfMake['createPdf']>;
  try {
    pm.setFonts(fonts.fonts);
    pm.setUrlAccessPolicy(() => false);
    pm.setLocalAccessPolicy((p) => fonts.readable.has(p));
    pdf = pm.createPdf(doc);
  } finally {
    state.fonts = before.fonts;
    state.urlAccessPolicy = before.url;
    state.localAccessPolicy = before.local;
  }
  return pdf.getBuffer();
}
