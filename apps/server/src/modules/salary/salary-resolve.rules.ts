/** Pure helpers of GET /salary/{q} (salary-resolve.service.ts): tokens, alias tables, the spans' slugs, the best reading and the region. */
import { companySlug, titleSlug, type Region } from '@paysight/contract';
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

/** Common short forms of titles, by slug; used only when the slug exists. */
const TITLE_ALIASES: Record<string, string> = {
  sde: 'software-engineer',
  swe: 'software-engineer',
  developer: 'software-engineer',
  programmer: 'software-engineer',
  'software-developer': 'software-engineer',
  'software-development-engineer': 'software-engineer',
  'software-engineering': 'software-engineer',
  'frontend-developer': 'frontend-engineer',
  'front-end-engineer': 'frontend-engineer',
  'backend-developer': 'backend-engineer',
  'back-end-engineer': 'backend-engineer',
  'full-stack-developer': 'full-stack-engineer',
  'fullstack-engineer': 'full-stack-engineer',
  'mobile-developer': 'mobile-engineer',
  devops: 'devops-engineer',
  sre: 'site-reliability-engineer',
  qa: 'qa-engineer',
  sdet: 'qa-engineer',
  tester: 'qa-engineer',
  'data-science': 'data-scientist',
  mle: 'machine-learning-engineer',
  'ml-engineer': 'machine-learning-engineer',
  'ai-engineer': 'machine-learning-engineer',
  pm: 'product-manager',
  tpm: 'technical-program-manager',
  em: 'engineering-manager',
  'ux-designer': 'product-designer',
  'ui-designer': 'product-designer',
  designer: 'product-designer',
  ca: 'chartered-accountant',
  nurse: 'registered-nurse',
  doctor: 'physician',
  hrbp: 'hr-business-partner',
};

/** Other names of companies, by slug; used only when the slug exists. */
const COMPANY_ALIASES: Record<string, string> = {
  facebook: 'meta',
  fb: 'meta',
  aws: 'amazon',
  msft: 'microsoft',
  jpmorgan: 'jpmorgan-chase',
  jpmc: 'jpmorgan-chase',
  walmart: 'walmart-global-tech',
  tcs: 'tata-consultancy-services',
};

const MAX_TOKENS = 10;
const MAX_SPAN = 6;

/** The words of the text: lower case, accents dropped, split on anything but letters and digits, at most MAX_TOKENS. */
export function tokenizeQuery(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
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

/** The company and title slugs each span of the text could mean; titles also in another word order. */
export function spanSlugs(tokens: string[]) {
  const spans: Array<Span & { companySlugs: string[]; titleSlugs: string[] }> = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_SPAN); end++) {
      const words = tokens.slice(start, end);
      const weight = words.filter((w) => !FILLER.has(w)).length;
      if (weight === 0) continue;
      const text = words.join(' ');
      const company = companySlug(text);
      const orders = words.length <= 3 ? permutations(words) : [words];
      const titles = orders.map((o) => titleSlug(o.join(' ')));
      spans.push({
        start,
        end,
        weight,
        companySlugs: [...new Set([company, COMPANY_ALIASES[company]].filter((s): s is string => !!s))],
        titleSlugs: [...new Set(titles.flatMap((s) => [s, TITLE_ALIASES[s]]).filter((s): s is string => !!s))],
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
