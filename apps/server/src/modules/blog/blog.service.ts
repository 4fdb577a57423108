import { AppError, type api } from '@paysight/contract';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { byDateDesc, parseArticle } from './blog.rules.js';

/** The blog's articles, read from `dir` and rendered once per process (the files ship with the server). */
export interface BlogDeps {
  dir: string;
}

const loaded = new Map<string, Promise<api.BlogArticle[]>>();

async function readArticles(dir: string): Promise<api.BlogArticle[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const articles = await Promise.all(files.map(async (file) => parseArticle(file, await readFile(path.join(dir, file), 'utf8'))));
  return articles.sort(byDateDesc);
}

/** Every article, newest first. */
export function allArticles(deps: BlogDeps): Promise<api.BlogArticle[]> {
  let articles = loaded.get(deps.dir);
  if (!articles) {
    articles = readArticles(deps.dir);
    // A failed read is tried again on the next call rather than kept.
    articles.catch(() => loaded.delete(deps.dir));
    loaded.set(deps.dir, articles);
  }
  return articles;
}

const summary = ({ html: _html, ...rest }: api.BlogArticle): api.BlogSummary => rest;

export async function listArticles(deps: BlogDeps, limit: number) {
  return { articles: (await allArticles(deps)).slice(0, limit).map(summary) };
}

export async function getArticle(deps: BlogDeps, slug: string) {
  const article = (await allArticles(deps)).find((a) => a.slug === slug);
  if (!article) throw new AppError(404, `No article "${slug}"`);
  return article;
}
