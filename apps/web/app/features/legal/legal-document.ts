/** The legal pages, each written in Markdown in app/content/legal/<name>.md. */
export type LegalDocumentName = 'privacy-policy' | 'terms-and-conditions';

/** A legal page as its loader hands it to the page: front matter, then HTML rendered on the server. */
export interface LegalDocument {
  title: string;
  description: string;
  /** "Last updated", as the document states it. */
  updated: string;
  introHtml: string;
  /** Numbered in order; `id` is the heading's anchor, which links from elsewhere rely on. */
  sections: { id: string; title: string; html: string }[];
}
