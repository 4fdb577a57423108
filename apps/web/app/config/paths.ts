import type { CountryCode } from '@paysight/contract/core';

/**
 * Every URL of the product and its href builder (SPEC §2.1). Header, footer and screens link
 * through these, so a route changes in one place. A route whose screen is not built yet still has
 * its href: until it lands, the server answers it with the not-found page.
 */

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  home: () => '/',
  salaries: (q?: string) => withQuery('/salary', { q }),
  regionSalary: (cc: CountryCode, q: string) => `/${cc}/salary/${q}`,
  compareCompanies: (cc: CountryCode = 'in') => `/${cc}/compare/companies`,
  peer: () => '/peer',
  compa: () => '/compa',
  compBands: () => '/comp-bands',
  jobs: () => '/jobs',
  jobgpt: () => '/jobgpt',
  autoApply: () => '/auto-apply',
  offers: () => '/offers',
  leaderboard: () => '/leaderboard',
  employers: (feature?: 'benefits' | 'ti') => withQuery('/employers', { feature }),
  pricing: (returnUrl?: string) => withQuery('/pricing', { returnUrl }),
  career: () => '/career',
  referral: () => '/referral',
  negotiate: () => '/negotiate',
  benefits: () => '/benefits',
  verified: () => '/verified',
  layoffs: () => '/layoffs',
  terms: () => '/terms-and-conditions',
  privacy: () => '/privacy-policy',
  profile: () => '/profile',
  account: () => '/account',
  error: () => '/error',
  notFound: () => '/page-not-found',
  login: (query: { returnUrl?: string; searchTitle?: string; role?: 'enterprise' } = {}) => withQuery('/auth/login', query),
  logout: (query: { next?: string; msg?: string } = {}) => withQuery('/auth/logout', query),
  apiDocs: () => '/api/docs',
} as const;
