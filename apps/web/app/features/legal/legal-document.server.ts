import { Marked } from 'marked';
import privacyPolicy from '~/content/legal/privacy-policy.md?raw';
import termsAndConditions from '~/content/legal/terms-and-conditions.md?raw';
import type { LegalDocument, LegalDocumentName } from './legal-document';

/**
 * The legal pages' Markdown, rendered to HTML on the server only (docs/decisions/032-legal-pages-markdown.md):
 * the Markdown library never reaches the browser. The files are ours, so their HTML is trusted as it is.
 *
 * A document opens with front matter (`title`, `description`, `updated`), then an introduction, then
 * sections, each headed `## Title {#anchor}`: the anchor is explicit because links point at it and
 * must not move when a heading is reworded.
 */
const SOURCES: Record<LegalDocumentName, string> = {
  'privacy-policy': privacyPolicy,
  'terms-and-conditions': termsAndConditions,
};

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const SECTION_HEADING = /^## (.+?) \{#([a-z0-9-]+)\}$/gm;

/** A YAML scalar as front matter holds it: a value with ": " in it is quoted ('…', or "…"). */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replaceAll("''", "'");
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string;
  return value;
}

const markdown = new Marked({ gfm: true });
const toHtml = (text: string) => markdown.parse(text, { async: false });

function parseDocument(name: LegalDocumentName, source: string): LegalDocument {
  const front = FRONT_MATTER.exec(source);
  if (!front) throw new Error(`${name}.md: no front matter`);
  const fields = new Map(
    front[1]!.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), unquote(line.slice(colon + 1).trim())] as const;
    }),
  );
  const field = (key: string) => {
    const value = fields.get(key);
    if (!value) throw new Error(`${name}.md: front matter has no ${key}`);
    return value;
  };
  const body = source.slice(front[0].length);
  if (/^## (?!.* \{#[a-z0-9-]+\}$)/m.test(body)) throw new Error(`${name}.md: a section heading has no {#anchor}`);
  const headings = [...body.matchAll(SECTION_HEADING)];
  const sections = headings.map((heading, i) => {
    const end = headings[i + 1]?.index ?? body.length;
    return { id: heading[2]!, title: heading[1]!, html: toHtml(body.slice(heading.index + heading[0].length, end)) };
  });
  return {
    title: field('title'),
    description: field('description'),
    updated: field('updated'),
    introHtml: toHtml(body.slice(0, headings[0]?.index ?? body.length)),
    sections,
  };
}

const rendered = new Map<LegalDocumentName, LegalDocument>();

/** A legal page's content, rendered once per process. */
export function loadLegalDocument(name: LegalDocumentName): LegalDocument {
  let document = rendered.get(name);
  if (!document) rendered.set(name, (document = parseDocument(name, SOURCES[name])));
  return document;
}
