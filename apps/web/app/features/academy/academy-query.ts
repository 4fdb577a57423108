import type { api } from '@paysight/contract';
import { SLUG_PATTERN } from '@paysight/contract/core';

/**
 * /academy's query (a plain GET form): company and family (slugs), round, difficulty, page. What the
 * URL says that is not one of the contract's values is dropped, so the page never asks the API for it.
 */

export const ACADEMY_PATH = '/academy';
export const ADMIN_INTERVIEW_REPORTS_PATH = '/admin/interview-reports';
/** The query parameters the page reads (its page-cache key, ADR 017). */
export const ACADEMY_QUERY = ['company', 'family', 'round', 'difficulty', 'page'] as const;

export const ROUND_VALUES = [
  'screen',
  'online-assessment',
  'coding',
  'technical',
  'system-design',
  'case-study',
  'take-home',
  'behavioural',
  'hiring-manager',
] as const satisfies readonly api.InterviewRoundType[];
export const DIFFICULTY_VALUES = ['easy', 'medium', 'hard'] as const satisfies readonly api.QuestionDifficulty[];

export interface AcademyQuery {
  company?: string;
  family?: string;
  round?: api.InterviewRoundType;
  difficulty?: api.QuestionDifficulty;
  page?: number;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;

export function parseAcademyQuery(params: URLSearchParams): AcademyQuery {
  const slug = (name: string) => {
    const v = params.get(name)?.trim().toLowerCase();
    return v && v.length <= 200 && SLUG_PATTERN.test(v) ? v : undefined;
  };
  const page = Number(params.get('page'));
  return {
    company: slug('company'),
    family: slug('family'),
    round: oneOf(ROUND_VALUES, params.get('round')),
    difficulty: oneOf(DIFFICULTY_VALUES, params.get('difficulty')),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
}

export function academyHref(query: AcademyQuery, change: Partial<AcademyQuery> = {}) {
  const merged = { ...query, ...change };
  const search = new URLSearchParams();
  for (const key of ['company', 'family', 'round', 'difficulty'] as const) {
    const v = merged[key];
    if (v) search.set(key, v);
  }
  if (merged.page && merged.page > 1) search.set('page', String(merged.page));
  const qs = search.toString();
  return qs ? `${ACADEMY_PATH}?${qs}` : ACADEMY_PATH;
}

export const isFiltered = (q: AcademyQuery) => Boolean(q.company || q.family || q.round || q.difficulty);
