export interface SitemapPage {
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** Public, indexable pages that are built. Add a screen here when its route lands. */
export const PUBLIC_PAGES: SitemapPage[] = [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: '/salary', changefreq: 'daily', priority: 0.9 },
  { path: '/us/salary', changefreq: 'daily', priority: 0.9 },
  { path: '/leaderboard', changefreq: 'weekly', priority: 0.7 },
  { path: '/leaderboard?cc=us', changefreq: 'weekly', priority: 0.7 },
  { path: '/negotiate', changefreq: 'weekly', priority: 0.6 },
  { path: '/negotiate?region=us', changefreq: 'weekly', priority: 0.6 },
  { path: '/verified', changefreq: 'weekly', priority: 0.6 },
  { path: '/verified?cc=us', changefreq: 'weekly', priority: 0.6 },
  { path: '/jobs', changefreq: 'daily', priority: 0.8 },
  { path: '/layoffs', changefreq: 'weekly', priority: 0.6 },
  { path: '/layoffs/india', changefreq: 'weekly', priority: 0.5 },
  { path: '/auto-apply', changefreq: 'monthly', priority: 0.6 },
  { path: '/career-roast', changefreq: 'weekly', priority: 0.5 },
  { path: '/blog', changefreq: 'weekly', priority: 0.5 },
  { path: '/benefits', changefreq: 'weekly', priority: 0.6 },
  { path: '/in/internships', changefreq: 'weekly', priority: 0.6 },
  { path: '/us/internships', changefreq: 'weekly', priority: 0.6 },
  { path: '/benefits?cc=us', changefreq: 'weekly', priority: 0.6 },
  { path: '/referral', changefreq: 'weekly', priority: 0.5 },
  { path: '/gurus', changefreq: 'daily', priority: 0.5 },
  { path: '/academy', changefreq: 'weekly', priority: 0.6 },
  { path: '/employers', changefreq: 'weekly', priority: 0.7 },
  { path: '/employers?feature=benefits', changefreq: 'weekly', priority: 0.6 },
  { path: '/employers?feature=ti', changefreq: 'weekly', priority: 0.6 },
  { path: '/pricing', changefreq: 'monthly', priority: 0.5 },
  { path: '/pricing?region=us', changefreq: 'monthly', priority: 0.5 },
  { path: '/terms-and-conditions', changefreq: 'yearly', priority: 0.2 },
  { path: '/privacy-policy', changefreq: 'yearly', priority: 0.2 },
];
