import { DEFAULT_COUNTRY_CODE, SLUG_PATTERN, STANDARD_LEVELS, type CountryCode } from '@paysight/contract/core';

/**
 * The leaderboard's URL: /leaderboard?cc=us&title=data-scientist&level=3. Parsing is lenient, as
 * on the salary page: a value the API would refuse is dropped and its default used instead.
 */

export const DEFAULT_LEADERBOARD_TITLE = 'software-engineer';
/** How many companies the page ranks; the hub's teaser shows the first few. */
export const LEADERBOARD_SIZE = 20;
export const TEASER_SIZE = 5;

/** The main title of each job family, offered by the title picker. */
export const LEADERBOARD_TITLES = [
  { slug: 'software-engineer', name: 'Software Engineer' },
  { slug: 'frontend-engineer', name: 'Frontend Engineer' },
  { slug: 'backend-engineer', name: 'Backend Engineer' },
  { slug: 'devops-engineer', name: 'DevOps Engineer' },
  { slug: 'machine-learning-engineer', name: 'Machine Learning Engineer' },
  { slug: 'engineering-manager', name: 'Engineering Manager' },
  { slug: 'data-scientist', name: 'Data Scientist' },
  { slug: 'data-analyst', name: 'Data Analyst' },
  { slug: 'data-engineer', name: 'Data Engineer' },
  { slug: 'product-manager', name: 'Product Manager' },
  { slug: 'product-designer', name: 'Product Designer' },
  { slug: 'business-analyst', name: 'Business Analyst' },
  { slug: 'management-consultant', name: 'Management Consultant' },
  { slug: 'account-executive', name: 'Account Executive' },
  { slug: 'financial-analyst', name: 'Financial Analyst' },
  { slug: 'recruiter', name: 'Recruiter' },
  { slug: 'registered-nurse', name: 'Registered Nurse' },
] as const;

export interface LeaderboardQuery {
  cc: CountryCode;
  title: string;
  /** Standard level 1..8; all levels when absent. */
  level?: number;
}

/** The query parameters `parseLeaderboardQuery` reads (the route's `handle.query`). */
export const LEADERBOARD_QUERY = ['cc', 'title', 'level'] as const;

export function parseLeaderboardQuery(params: URLSearchParams): LeaderboardQuery {
  const cc = params.get('cc');
  const title = params.get('title')?.trim().toLowerCase() ?? '';
  const level = params.get('level')?.trim() ?? '';
  return {
    cc: cc === 'in' || cc === 'us' ? cc : DEFAULT_COUNTRY_CODE,
    title: title.length <= 80 && SLUG_PATTERN.test(title) ? title : DEFAULT_LEADERBOARD_TITLE,
    level: STANDARD_LEVELS.some((l) => String(l.level) === level) ? Number(level) : undefined,
  };
}

/** The titles to offer: the main ones, and the one in the URL when it is another. */
export function titleOptions(current: { slug: string; name: string }): Array<{ slug: string; name: string }> {
  return LEADERBOARD_TITLES.some((t) => t.slug === current.slug) ? [...LEADERBOARD_TITLES] : [...LEADERBOARD_TITLES, current];
}

/** The canonical URL's query: the region and title make the page (defaults left out); the level only narrows it. */
export const canonicalQuery = (query: LeaderboardQuery): Partial<LeaderboardQuery> => ({
  cc: query.cc === DEFAULT_COUNTRY_CODE ? undefined : query.cc,
  title: query.title === DEFAULT_LEADERBOARD_TITLE ? undefined : query.title,
});
