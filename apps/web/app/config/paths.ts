import { API_BASE, type CountryCode, type SocialProvider } from '@paysight/contract/core';

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
  /** The salary hub of a region: /salary for India, /us/salary for the US. */
  regionHub: (cc: CountryCode) => (cc === 'in' ? '/salary' : `/${cc}/salary`),
  regionSalary: (cc: CountryCode, q: string) => `/${cc}/salary/${q}`,
  /** A company's page: its level ladder (`family` picks whose), titles, cities and peers; `location` narrows it to a city. */
  company: (cc: CountryCode, company: string, query: { family?: string | undefined; location?: string | undefined } = {}) =>
    withQuery(`/${cc}/company/${company}`, query),
  compareCompanies: (cc: CountryCode = 'in') => `/${cc}/compare/companies`,
  /** A comparison: two or three `{company}--{title}` (or `{company}`) entries joined by --vs--. */
  comparison: (cc: CountryCode, entries: readonly string[], search = '') => `/${cc}/compare/companies/${entries.join('--vs--')}${search}`,
  /** The talent flow (premium): a company's or a school's page, and a major's. */
  switchPage: (cc: CountryCode, id: string) => `/${cc}/switch/${id}`,
  switchMajor: (cc: CountryCode, major: string) => `/${cc}/switch/major/${major}`,
  peer: () => '/peer',
  compa: () => '/compa',
  /** The workspace's pay equity report (analysts and admins). */
  payEquity: () => '/compa/pay-equity',
  /** Total rewards statements: the payroll's employees, each one's statement. */
  rewardsStatements: () => '/compa/statements',
  /** Candidate offers against the bands and the market before they go out. */
  compaOffers: () => '/compa/offers',
  compBands: () => '/comp-bands',
  /** Merit cycles (ADR 057): the list and new-cycle form, and one cycle with its recommendations. */
  merit: () => '/merit',
  meritCycle: (id: number) => `/merit/${id}`,
  employerMembers: () => '/employers/members',
  /** Talent intelligence for a workspace: a company's talent flows (its query: features/talent/talent-query). */
  employerTalent: () => '/employers/talent',
  /** The jobs search; `search` is its filters' query ("?title=…&page=2", see features/jobs/jobs-filters). /jobs-search is the same page. */
  jobs: (search = '') => `/jobs${search}`,
  jobsSearch: () => '/jobs-search',
  jobgpt: () => '/jobgpt',
  jobgptList: () => '/jobgpt/list',
  jobgptResumes: () => '/jobgpt/resumes',
  autoApply: () => '/auto-apply',
  offers: () => '/offers',
  leaderboard: (query: { cc?: CountryCode; title?: string; level?: number } = {}) =>
    withQuery('/leaderboard', { cc: query.cc, title: query.title, level: query.level?.toString() }),
  employers: (feature?: 'benefits' | 'ti') => withQuery('/employers', { feature }),
  pricing: (returnUrl?: string) => withQuery('/pricing', { returnUrl }),
  career: () => '/career',
  /** The career roast: pick a persona; a roast's shareable page. */
  careerRoast: () => '/career-roast',
  careerRoastPage: (id: string) => `/career-roast/${id}`,
  /** Referrals; `q` finds a company by name (the ask form then offers it). */
  referral: (q?: string) => withQuery('/referral', { q }),
  negotiate: () => '/negotiate',
  /** The interview academy: questions by company, job family, round and difficulty; members report interviews. */
  academy: () => '/academy',
  /** Mock interviews with proved employees: coaches filtered by `company`, `family`, `region`; `coach` opens one's slots; `tz` shows times in a zone; `cancel` asks to confirm a cancellation. */
  gurus: (
    query: { company?: string; family?: string; region?: CountryCode; page?: number; coach?: number; tz?: string; cancel?: number } = {},
  ) =>
    withQuery('/gurus', {
      company: query.company,
      family: query.family,
      region: query.region,
      page: query.page && query.page > 1 ? String(query.page) : undefined,
      coach: query.coach?.toString(),
      tz: query.tz,
      cancel: query.cancel?.toString(),
    }),
  benefits: () => '/benefits',
  /** A region's internship stipends, or a company's. */
  internships: (cc: CountryCode, company?: string) => (company ? `/${cc}/internships/${company}` : `/${cc}/internships`),
  verified: () => '/verified',
  /** Admins only: verification documents and held records waiting for review. */
  adminReview: () => '/admin/review',
  /** WARN layoff notices: the map, the trend and the list, filtered by the page's query (features/layoffs/layoffs-query.ts). */
  layoffs: (query: Record<string, string | undefined> = {}) => withQuery('/layoffs', query),
  layoffNotice: (id: number) => `/layoffs/${id}`,
  blog: () => '/blog',
  blogArticle: (slug: string) => `/blog/${slug}`,
  terms: () => '/terms-and-conditions',
  privacy: () => '/privacy-policy',
  profile: () => '/profile',
  /** The member's notifications, PAGE_SIZE a page (the bell's "See all"). */
  notifications: (page?: number) => withQuery('/notifications', { page: page && page > 1 ? String(page) : undefined }),
  /** Add or change the member's own salary (`?edit={id}`, `?company=&title=&src=` prefill). */
  /** "Add your salary"; `kind=internship` opens its internship option. */
  profileSalary: (kind?: 'internship') => withQuery('/profile/salary', { kind }),
  /** The account page; `emailChange` is the outcome of an email-change confirmation. */
  account: (query: { emailChange?: 'done' | 'invalid' | 'taken' } = {}) => withQuery('/account', query),
  /** Where the email-change mail links to: the confirm button (apps/server profile.email.ts builds the same URL). */
  accountEmail: (token?: string) => withQuery('/account/email', { token }),
  error: () => '/error',
  notFound: () => '/page-not-found',
  login: (query: { returnUrl?: string; searchTitle?: string; role?: 'enterprise' | 'member'; ok?: 'true' | 'false'; msg?: string } = {}) =>
    withQuery('/auth/login', query),
  /** A company's logo: the file an admin uploaded, else its monogram (SVG). */
  logo: (company: string) => `${API_BASE}/logo/${company}`,
  logout: (query: { next?: string; msg?: string } = {}) => withQuery('/auth/logout', query),
  requestPassword: () => '/auth/request-password',
  redeem: () => '/auth/redeem',
  enterpriseWall: () => '/auth/enterprise-wall',
  authCallback: (provider: SocialProvider, query: { next?: string; token?: string; error?: string } = {}) =>
    withQuery(`/auth/callback/${provider}`, query),
  discussSso: () => '/discuss/sso',
  /** Full-page navigations to the server, which sends the browser on to the provider (SPEC §7). */
  socialLogin: (provider: SocialProvider, next?: string) => withQuery(`${API_BASE}/login/${provider}`, { next }),
  saasLogin: (provider: SocialProvider, next?: string) => withQuery(`${API_BASE}/saas-login/${provider}`, { next }),
  apiDocs: () => '/api/docs',
} as const;
