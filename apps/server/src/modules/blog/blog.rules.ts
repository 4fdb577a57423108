import type { api } from '@paysight/contract';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

/**
 * An article of the blog: a Markdown file whose name is its slug, opening with front matter
 * between `---` lines, one `key: value` a line (values are plain text, never quoted):
 * `title`, `description` (one or two sentences) and `date` (YYYY-MM-DD). Pure: the service reads
 * the files.
 */

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const FIELD = /^([a-z]+):\s*(.*?)\s*$/;

const frontMatter = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(50).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
});

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WORDS_PER_MINUTE = 200;

const markdown = new Marked({ gfm: true });

/**
 * What an article's HTML may hold: prose, lists, tables, quotes, code and links. The files are
 * ours, but the HTML goes into pages as it is, so nothing else (scripts, styles, frames, event
 * attributes, other link schemes) survives even a slip in a file.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Links to other sites open as links do, but tell the other site nothing about the page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href?.startsWith('https://') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Markdown to HTML, sanitised. */
export const renderMarkdown = (text: string) => sanitizeHtml(markdown.parse(text, { async: false }), SANITIZE);

/** Minutes to read `text` at 200 words a minute, at least one. */
export const readingMinutes = (text: string) =>
  Math.max(1, Math.ceil(text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length / WORDS_PER_MINUTE));

/** One article from its file's name and text; a malformed file throws, naming the file and what is wrong. */
export function parseArticle(file: string, source: string): api.BlogArticle {
  const slug = file.replace(/\.md$/, '');
  if (!SLUG.test(slug)) throw new Error(`${file}: the file name must be the article's slug (a-z, 0-9 and -)`);
  const front = FRONT_MATTER.exec(source);
  if (!front) throw new Error(`${file}: no front matter`);
  const fields: Record<string, string> = {};
  for (const line of front[1]!.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const field = FIELD.exec(line);
    if (!field) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    fields[field[1]!] = field[2]!;
  }
  const parsed = frontMatter.strict().safeParse(fields);
  if (!parsed.success)
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ')}`);
  const body = source.slice(front[0].length);
  return { slug, ...parsed.data, readingMinutes: readingMinutes(body), html: renderMarkdown(body) };
}

/** Newest first; on one day, by title. */
export const byDateDesc = (a: api.BlogSummary, b: api.BlogSummary) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
