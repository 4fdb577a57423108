import { PUBLIC_PAGES } from '../../apps/server/src/modules/site/sitemap-pages';

/**
 * The pages accessibility.spec.ts checks with axe in both themes on a desktop and on a phone (where it
 * also checks that nothing is wider than the screen and no console error is logged).
 */
export const A11Y_PAGES: readonly string[] = [
  // The sitemap's pages: a page added there is checked here too.
  ...PUBLIC_PAGES.map((p) => p.path),
  '/us/salary/google--software-engineer',
  '/in/salary/software-engineer',
  '/in/company/google',
  '/us/compare/companies/google--vs--meta',
  '/in/compare/companies/amazon--software-engineer--vs--nvidia--software-engineer',
  '/us/compare/companies',
  // A WARN notice's page (layoffs.spec.ts checks it is one).
  '/layoffs/1',
  '/auth/login',
  '/auth/request-password',
  '/page-not-found',
];
