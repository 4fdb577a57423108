/** Pure helpers of GET /salary/{q} (salary-resolve.service.ts): tokens, the spans' slugs (names and the catalogue's aliases), the best reading and the region. */
import { companySlug, titleSlug, type Region } from '@paysight/contract';
import { canonicalName } from '../catalog/aliases.rules.js';
import { fold } from '../catalog/fold.rules.js';
import type { NamedRow } from './explore.queries.js';

/** Words people type around a company and a title that name neither. */
export const FILLER = new Set(
  [
    'at in for of the a an and with as to',
    'salary salaries pay package ctc compensation comp income job jobs role',
    'senior sr junior jr lead intern i ii iii iv 1 2 3 4',
  ]
    .join(' ')
    .split(' '),
);

const MAX_TOKENS = 10;
const MAX_SPAN = 6;

/** The words of the text as the catalogue folds it (catalog/fold.rules.ts), at most MAX_TOKENS. */
export function tokenizeQuery(text: string): string[] {
  return fold(text).split(' ').filter(Boolean).slice(0, MAX_TOKENS);
}

export interface Span {
  start: number;
  end: number;
  /** Tokens covered that are not filler words. */
  weight: number;
}
export interface Candidate extends Span {
  kind: 'company' | 'title';
  row: NamedRow;
}

function permutations(tokens: string[]): string[][] {
  if (tokens.length <= 1) return [tokens];
  return tokens.flatMap((t, i) => permutations([...tokens.slice(0, i), ...tokens.slice(i + 1)]).map((rest) => [t, ...rest]));
}

/** A span's text and the catalogue entry it is another name of (catalog/aliases.rules.ts), as slugs. */
const slugsOf = (kind: 'company' | 'title', text: string, slug: (s: string) => string) => {
  const canonical = canonicalName(kind, text);
  return canonical ? [slug(text), slug(canonical)] : [slug(text)];
};

/** The company and title slugs each span of the text could mean; titles also in another word order. */
export function spanSlugs(tokens: string[]) {
  const spans: Array<Span & { companySlugs: string[]; titleSlugs: string[] }> = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_SPAN); end++) {
      const words = tokens.slice(start, end);
      const weight = words.filter((w) => !FILLER.has(w)).length;
      if (weight === 0) continue;
      const text = words.join(' ');
      const orders = words.length <= 3 ? permutations(words) : [words];
      spans.push({
        start,
        end,
        weight,
        companySlugs: [...new Set(slugsOf('company', text, companySlug))].filter(Boolean),
        titleSlugs: [...new Set(orders.flatMap((o) => slugsOf('title', o.join(' '), titleSlug)))].filter(Boolean),
      });
    }
  }
  return spans;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * The best reading of the text: a company and a title on separate words, or either alone. More
 * meaningful words covered wins; then a pair over a single; then longer spans; then a title.
 */
export function bestReading(candidates: Candidate[]) {
  let best: { company: Candidate | null; title: Candidate | null; score: number[] } | null = null;
  const beats = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const consider = (company: Candidate | null, title: Candidate | null) => {
    const weight = (company?.weight ?? 0) + (title?.weight ?? 0);
    const length = (company ? company.end - company.start : 0) + (title ? title.end - title.start : 0);
    const score = [weight, company && title ? 1 : 0, length, title ? 1 : 0];
    if (!best || beats(score, best.score)) best = { company, title, score };
  };
  const companies = candidates.filter((c) => c.kind === 'company');
  const titles = candidates.filter((c) => c.kind === 'title');
  for (const c of companies) consider(c, null);
  for (const t of titles) {
    consider(null, t);
    for (const c of companies) if (!overlaps(c, t)) consider(c, t);
  }
  return best as { company: Candidate | null; title: Candidate | null; score: number[] } | null;
}

/** Picks the preferred region when the slice has enough records there, else the region with the most. */
export function pickRegion(counts: Map<Region, number>, preferred: Region | undefined, minSlice: number): Region {
  if (preferred && (counts.get(preferred) ?? 0) >= minSlice) return preferred;
  const fallback = preferred ?? 'in';
  const other: Region = fallback === 'in' ? 'us' : 'in';
  return (counts.get(other) ?? 0) > (counts.get(fallback) ?? 0) ? other : fallback;
}
